import { vi } from 'vitest';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** One IntersectionObserver the page made: its callback, for the spec to call, and its disconnect. */
export interface FakeObserver {
  callback: Callback;
  disconnect: ReturnType<typeof vi.fn>;
}

/**
 * Puts an IntersectionObserver in the page whose callbacks the spec calls (jsdom has none, and
 * code that finds none starts at once); returns the observers made, in order. The spec removes it
 * with `vi.unstubAllGlobals()`.
 */
export function fakeIntersectionObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];
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
