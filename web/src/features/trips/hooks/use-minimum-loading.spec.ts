import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_LOADING_MS, useMinimumLoading } from './use-minimum-loading';

describe('useMinimumLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the loading view MIN_LOADING_MS after data arrives', () => {
    const { result, rerender } = renderHook(({ arrived }) => useMinimumLoading(arrived), {
      initialProps: { arrived: false },
    });
    expect(result.current).toBe(true);
    rerender({ arrived: true });
    act(() => {
      vi.advanceTimersByTime(MIN_LOADING_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('shows data that is there on the first render at once: no loading view was shown', () => {
    const { result } = renderHook(() => useMinimumLoading(true));
    expect(result.current).toBe(false);
  });

  it('holds the loading view anew when the data goes away and comes back', () => {
    const { result, rerender } = renderHook(({ arrived }) => useMinimumLoading(arrived), {
      initialProps: { arrived: true },
    });
    rerender({ arrived: false });
    expect(result.current).toBe(true);
    rerender({ arrived: true });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(MIN_LOADING_MS);
    });
    expect(result.current).toBe(false);
  });
});
