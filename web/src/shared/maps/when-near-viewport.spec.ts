import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './when-near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver whose callback the test calls. */
function fakeObserver() {
  const observers: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback) {
        observers.push({ callback, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNearViewport', () => {
  it('starts once the element comes near the screen, and only once', () => {
    const observer = fakeObserver();
    const start = vi.fn();
    whenNearViewport(document.createElement('div'), start);
    observer[0].callback([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    observer[0].callback([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledOnce();
    expect(observer[0].disconnect).toHaveBeenCalled();
  });

  it('can be cancelled before', () => {
    const observers = fakeObserver();
    const stop = whenNearViewport(document.createElement('div'), vi.fn());
    stop();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it('starts at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    whenNearViewport(document.createElement('div'), start);
    expect(start).toHaveBeenCalledOnce();
  });
});
