import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/lib/ui/use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  it('counts nothing without seconds', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBeNull();
    tick(5_000);
    expect(result.current).toBeNull();
  });

  it('counts down whole seconds from the server’s number to 0, and stops there', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toBe(3);
    tick(1_000);
    expect(result.current).toBe(2);
    tick(2_000);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 at once for a remainder already spent', () => {
    const { result } = renderHook(() => useCountdown(-4));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts on from when the number was measured (an answer restored after a reload), from the first render', () => {
    const measuredAt = Date.now() - 10 * 60_000;
    const { result } = renderHook(() => useCountdown(1800, measuredAt, measuredAt));
    expect(result.current).toBe(1200);
    tick(1_000);
    expect(result.current).toBe(1199);
  });

  it('is 0 at once for a number measured longer ago than it lasts', () => {
    const measuredAt = Date.now() - 60_000;
    const { result } = renderHook(() => useCountdown(30, measuredAt, measuredAt));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends on time after the phone slept through the ticks', () => {
    const { result } = renderHook(() => useCountdown(60));
    // Asleep: the clock moves on, the interval does not run.
    act(() => void vi.setSystemTime(Date.now() + 40_000));
    tick(1_000);
    expect(result.current).toBe(19);
  });

  it('starts again for a new answer: new seconds, or the same seconds with a new key', () => {
    const { result, rerender } = renderHook(({ seconds, key }) => useCountdown(seconds, key), { initialProps: { seconds: 60, key: 1 } });
    tick(10_000);
    expect(result.current).toBe(50);
    rerender({ seconds: 60, key: 2 });
    expect(result.current).toBe(60);
    tick(5_000);
    rerender({ seconds: 30, key: 2 });
    expect(result.current).toBe(30);
    rerender({ seconds: 30, key: 2 });
    tick(1_000);
    expect(result.current).toBe(29);
  });
});
