// Start-up work in several tasks instead of one: between two steps the browser may paint, take a
// tap or handle an arriving answer. One 70 ms task here is about 280 ms on the phone Lighthouse
// emulates, and a tap waits for the whole of it.
type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
