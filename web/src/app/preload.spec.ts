import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_TASKS,
  APP_PRELOAD_TASKS,
  PREFETCHED_MODULES,
  schedulePreloads,
  schedulePreloadsAfterLoad,
} from './preload';

describe('schedulePreloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each task after its delay and can be cancelled', () => {
    const early = vi.fn(() => Promise.resolve());
    const late = vi.fn(() => Promise.resolve());
    const cancel = schedulePreloads([
      { delayMs: 100, run: early },
      { delayMs: 1000, run: late },
    ]);
    vi.advanceTimersByTime(99);
    expect(early).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(early).toHaveBeenCalledOnce();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(late).not.toHaveBeenCalled();
  });

  it('swallows a failed prefetch', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    schedulePreloads([{ delayMs: 0, run: failing }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing).toHaveBeenCalledOnce();
  });

  it('follows docs/product.md: analytics at 100 ms; maps, plan, blog and my-trips at 1 s', () => {
    expect(ANALYTICS_TASKS.map((task) => task.delayMs)).toEqual([100]);
    // The sign-in dialog at once; the service worker and the prefetched modules at 1 s.
    expect(APP_PRELOAD_TASKS.map((task) => task.delayMs)).toEqual([0, 1000, 1000]);
    expect(PREFETCHED_MODULES).toEqual([
      'shared/maps/maplibre-route-map',
      'features/trips/routes/plan.route',
      'features/blog/routes/blog-list.route',
      'features/trips/routes/my-trips.route',
      'features/trips/routes/itinerary.route',
    ]);
  });

  it('prefetches modules that exist, named by their path under src/', () => {
    const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default' });
    for (const module of PREFETCHED_MODULES) {
      const file = Object.keys(sources).find((path) =>
        new RegExp(`^\\.\\./${module.replaceAll('.', '\\.')}\\.tsx?$`).test(path),
      );
      expect(file, module).toBeDefined();
    }
  });
});

describe('schedulePreloadsAfterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts the delays at the page's load event, not before", () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn(() => Promise.resolve());
    schedulePreloadsAfterLoad([{ delayMs: 100, run }]);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
  });

  it('starts them at once on a page that has loaded', () => {
    const run = vi.fn(() => Promise.resolve());
    schedulePreloadsAfterLoad([{ delayMs: 0, run }]);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });
});
