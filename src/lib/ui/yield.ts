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

type IdleWindow = { requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Runs `work` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load; a web-view without `requestIdleCallback` waits a second). Returns a cancel.
 */
export function whenIdleAfterLoad(work: () => void, timeoutMs = 3000): () => void {
  const idle = window as IdleWindow;
  let cancel = () => {};
  const schedule = () => {
    if (typeof idle.requestIdleCallback === 'function') {
      const id = idle.requestIdleCallback(work, { timeout: timeoutMs });
      cancel = () => idle.cancelIdleCallback?.(id);
    } else {
      const id = window.setTimeout(work, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
