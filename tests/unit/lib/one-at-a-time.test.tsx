import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Outcome, useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** A task that waits until the test answers it. */
function pending() {
  let answer!: (outcome: Outcome) => void;
  let fail!: (error: Error) => void;
  const task = vi.fn(() => new Promise<Outcome>((resolve, reject) => ((answer = resolve), (fail = reject))));
  return { task, answer: (o: Outcome) => answer(o), fail: (e: Error) => fail(e) };
}

describe('useOneAtATime', () => {
  it('runs one task while a second tap comes in, and says it is running', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const first = pending();
    const second = pending();
    let running!: Promise<void>;
    act(() => {
      // Two taps in one frame: no render between them.
      running = result.current.run(first.task);
      void result.current.run(second.task);
    });
    expect(first.task).toHaveBeenCalledTimes(1);
    expect(second.task).not.toHaveBeenCalled();
    expect(result.current.running).toBe(true);
    await act(async () => {
      first.answer(undefined);
      await running;
    });
    expect(result.current.running).toBe(false);
  });

  it('opens again after a task that answers nothing or false (a refusal, to try again)', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current.run(async () => false));
    await act(() => result.current.run(async () => undefined));
    const third = vi.fn(async () => undefined);
    await act(() => result.current.run(third));
    expect(third).toHaveBeenCalledTimes(1);
  });

  it('stays shut after a task that did its job, while the screen moves on', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current.run(async () => true));
    const again = vi.fn(async () => undefined);
    await act(() => result.current.run(again));
    expect(again).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });

  it('opens again after a task that throws, and passes the error on', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const failing = pending();
    let running!: Promise<void>;
    act(() => void (running = result.current.run(failing.task)));
    failing.fail(new Error('network'));
    await act(() => expect(running).rejects.toThrow('network'));
    const again = vi.fn(async () => undefined);
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
