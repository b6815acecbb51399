import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../../test/fake-intersection-observer';
import { whenNearViewport } from './when-near-viewport';

afterEach(() => vi.unstubAllGlobals());

describe('whenNearViewport', () => {
  it('starts once the element comes near the screen, and only once', () => {
    const observer = fakeIntersectionObserver();
    const start = vi.fn();
    whenNearViewport(document.createElement('div'), start);
    observer[0].callback([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    observer[0].callback([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledOnce();
    expect(observer[0].disconnect).toHaveBeenCalled();
  });

  it('can be cancelled before', () => {
    const observers = fakeIntersectionObserver();
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
