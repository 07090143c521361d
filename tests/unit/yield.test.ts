import { afterEach, describe, expect, it } from 'vitest';
import { yieldToMain } from '../../src/lib/ui/yield';

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
