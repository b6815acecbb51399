import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_TASKS, schedulePreloads } from './preload';
import { routeModules } from './route-modules';

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

  it('follows spec §2: analytics at 100 ms; maps, plan, blog and my-trips at 1 s', () => {
    expect(PRELOAD_TASKS.map((task) => task.delayMs)).toEqual([100, 1000, 1000, 1000, 1000]);
    const prefetched = PRELOAD_TASKS.slice(2).map((task) => task.run);
    expect(prefetched).toEqual([routeModules.plan, routeModules.blogList, routeModules.myTrips]);
  });
});
