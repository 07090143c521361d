import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad, yieldToMain } from '@/lib/ui/yield';

describe('yieldToMain', () => {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  });

  it('resolves in a later task, not in this one’s microtasks', async () => {
    (globalThis as { scheduler?: unknown }).scheduler = undefined;
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await new Promise((r) => setTimeout(r, 0));
    await yielded;
    expect(order).toEqual(['microtask', 'yielded']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let calls = 0;
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => (calls++, Promise.resolve()) };
    await yieldToMain();
    expect(calls).toBe(1);
  });
});

describe('whenIdleAfterLoad', () => {
  const idle = window as { requestIdleCallback?: unknown };
  const original = idle.requestIdleCallback;
  afterEach(() => {
    idle.requestIdleCallback = original;
    vi.useRealTimers();
  });
  const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

  it('waits for the load event, then for the browser to be idle', () => {
    const callbacks: (() => void)[] = [];
    idle.requestIdleCallback = (fn: () => void) => callbacks.push(fn);
    readyState('interactive');
    const work = vi.fn();
    whenIdleAfterLoad(work);
    expect(callbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(callbacks).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    callbacks[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled before the load', () => {
    const requested = vi.fn();
    idle.requestIdleCallback = requested;
    readyState('loading');
    whenIdleAfterLoad(vi.fn())();
    window.dispatchEvent(new Event('load'));
    expect(requested).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (older web-views) runs a second after the load', () => {
    vi.useFakeTimers();
    idle.requestIdleCallback = undefined;
    readyState('complete');
    const work = vi.fn();
    whenIdleAfterLoad(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
