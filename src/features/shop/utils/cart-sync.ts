// The cart's sync to the server (after each change, debounced 500 ms: saveShopCart): the worker's
// taps change the local cart at once; 500 ms after the last change the whole cart goes in one
// setCart, so fast taps send one request with the final state. A failed save keeps the local cart
// and tries again (2 s, 4 s, ... up to 30 s), always with the newest cart; a change meanwhile waits
// its 500 ms and sends. One save at a time: a change during a save goes after it.

const CART_SYNC_DELAY_MS = 500;

export type SyncState = 'idle' | 'waiting' | 'saving' | 'failed';

export type CartSync<T> = {
  /** A change: the cart to send once the worker stops for `delayMs`. */
  schedule: (cart: T) => void;
  /** Sends what waits now (leaving the page, checking out); resolves once it is saved or failed. */
  flush: () => Promise<boolean>;
  state: () => SyncState;
  subscribe: (listener: () => void) => () => void;
  /** Stops timers (the session ended); what waited is dropped. */
  dispose: () => void;
};

export function createCartSync<T>({
  save,
  delayMs = CART_SYNC_DELAY_MS,
  retryMs = (attempt: number) => Math.min(30_000, 2_000 * 2 ** (attempt - 1)),
}: {
  save: (cart: T) => Promise<unknown>;
  delayMs?: number;
  retryMs?: (attempt: number) => number;
}): CartSync<T> {
  let waiting: { cart: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<boolean> | null = null;
  let failures = 0;
  let current: SyncState = 'idle';
  const listeners = new Set<() => void>();
  const set = (next: SyncState) => {
    if (next === current) return;
    current = next;
    listeners.forEach((l) => l());
  };
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const arm = (ms: number) => {
    clear();
    timer = setTimeout(() => void send(), ms);
  };

  async function send(): Promise<boolean> {
    clear();
    if (saving) {
      // One at a time: the newest cart goes once this save is done.
      await saving;
      return waiting ? send() : current !== 'failed';
    }
    if (!waiting) return current !== 'failed';
    const { cart } = waiting;
    waiting = null;
    set('saving');
    saving = save(cart).then(
      () => true,
      () => false,
    );
    const ok = await saving;
    saving = null;
    if (ok) {
      failures = 0;
      if (waiting) arm(delayMs);
      set(waiting ? 'waiting' : 'idle');
      return true;
    }
    failures += 1;
    // Keep the cart that failed unless a newer one came meanwhile, and try again later.
    waiting ??= { cart };
    arm(retryMs(failures));
    set('failed');
    return false;
  }

  return {
    schedule(cart) {
      waiting = { cart };
      arm(delayMs);
      if (current !== 'saving') set(current === 'failed' ? 'failed' : 'waiting');
    },
    flush: () => send(),
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clear();
      waiting = null;
    },
  };
}
