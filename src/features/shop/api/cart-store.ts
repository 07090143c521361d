// The worker's cart, one for the app: the materials page, the goods detail and the checkout change
// it at once on the phone, and the sync sends it to the server 500 ms after the last change
// (utils/cart-sync.ts). Signed out (the materials and goods pages are public), the cart stays on
// the phone; at the first load with a session its lines join the server's cart and are synced. A
// line read above its stock (or max_buy_num) comes down to it on read, is saved so, and the screen
// says so on the line until the worker changes it.
import { useEffect, useSyncExternalStore } from 'react';
import { getShopCart } from '@generated/api/shop/shop';
import { change } from '@/lib/outbox';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import { saveCartCount } from '@/lib/shop/cart-count';
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { capLines, type CappedLine, type CartLine, cartCount } from '../utils/cart';
import { type CartSync, createCartSync, type SyncState } from '../utils/cart-sync';

type CartState = {
  lines: CartLine[];
  /** idle: not asked yet; loading; ready; error (the server's cart could not be read). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  sync: SyncState;
  signedIn: boolean;
  /** Lines the last read brought down to what can be bought, by SKU; each goes once the worker changes the line. */
  capped: Record<string, CappedLine>;
};

const initial = (): CartState => ({ lines: [], status: 'idle', error: null, sync: 'idle', signedIn: false, capped: {} });
let state: CartState = initial();
const listeners = new Set<() => void>();
let sync: CartSync<CartLine[]> | null = null;
let loading: Promise<void> | null = null;

function set(next: Partial<CartState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function syncer() {
  if (!sync) {
    // Kept through the outbox's door: offline the cart goes when the network returns, the newest
    // cart replacing one not yet sent. Not yet on the server, the cart says so (and asks again with
    // the newest cart, which replaces the kept one); a refusal shows in the outbox's list (未能同步).
    const made = createCartSync<CartLine[]>({
      save: async (list) => {
        const outcome = await change('saveShopCart', { list }, { coalesce: 'shopCart' }).outcome.catch(() => ({ state: 'refused' as const }));
        if (outcome.state === 'queued') throw new Error('kept on the phone, not yet on the server');
      },
    });
    // A save still in flight when the session ended reports to nobody.
    made.subscribe(() => {
      if (sync === made) set({ sync: made.state() });
    });
    sync = made;
  }
  return sync;
}

// The signed-out cart (`guestCart`, the phone's: a guest's cart is nobody's secret and survives
// sign-in). Storage refused: the cart lives for this visit.
const readGuest = () => [...readStored(storedKeys.guestCart)] as CartLine[];

function writeGuest(lines: CartLine[]) {
  if (lines.length) writeStored(storedKeys.guestCart, lines);
  else removeStored(storedKeys.guestCart);
}

/** Reads the cart: the server's (with the guest lines joined in) or the phone's. A cart waiting to sync is not overwritten. */
export function loadCart(): Promise<void> {
  if (loading) return loading;
  const signedIn = hasValidToken();
  if (!signedIn) {
    const { lines, capped } = capLines(readGuest());
    set({ lines, capped, status: 'ready', error: null, signedIn: false });
    saveCartCount(cartCount(lines));
    if (Object.keys(capped).length) writeGuest(lines);
    return Promise.resolve();
  }
  if (state.signedIn && state.status === 'ready' && syncer().state() !== 'idle') return Promise.resolve();
  set({ status: state.status === 'ready' && state.signedIn ? 'ready' : 'loading', signedIn: true });
  loading = getShopCart({})
    .then((body) => {
      // A change the worker made while this answer was on its way (a line ticked as the page
      // opened) is newer than it: the worker's lines stay, and go to the server.
      if (syncer().state() !== 'idle') return set({ status: 'ready', error: null });
      const guest = readGuest().filter((g) => !body.list.some((l) => l.sku_id === g.sku_id));
      const { lines, capped } = capLines([...guest, ...body.list]);
      set({ lines, capped, status: 'ready', error: null });
      saveCartCount(cartCount(lines));
      if (guest.length) writeGuest([]);
      // The server holds what the worker sees: the joined guest lines, the quantities brought down.
      if (guest.length || Object.keys(capped).length) syncer().schedule(lines);
    })
    .catch((error: unknown) => set({ status: state.status === 'ready' ? 'ready' : 'error', error }))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * A change the worker made: shown at once, saved to the server (debounced) or on the phone. False,
 * and nothing changed, while signed in with the server's cart unread: `setCart` replaces the whole
 * cart, so lines made from an empty stand-in would wipe the server's, and a read that came later
 * would be dropped for the waiting save (issue 52).
 */
export function changeCart(lines: CartLine[]): boolean {
  if (state.signedIn && state.status !== 'ready') return false;
  // A line the worker changed (or removed) no longer needs the word that it was brought down.
  const capped = Object.fromEntries(Object.entries(state.capped).filter(([sku, c]) => lines.find((l) => l.sku_id === sku)?.buy_num === c.n));
  set({ lines, capped });
  saveCartCount(cartCount(lines));
  if (state.signedIn) syncer().schedule(lines);
  else writeGuest(lines);
  return true;
}

/** Sends a change that waits (before checkout, on leaving the page). */
export const flushCart = () => (state.signedIn && sync ? sync.flush() : Promise.resolve(true));

export const cartState = () => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets everything (a session ended, a test). */
export function resetCart() {
  sync?.dispose();
  sync = null;
  loading = null;
  state = initial();
  listeners.forEach((l) => l());
}

// A session that ends or starts reads its own cart; a waiting save of the last one is dropped.
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (state.signedIn !== hasValidToken()) resetCart();
  });
  // Leaving the app (background, closed tab) sends what waits.
  window.addEventListener('pagehide', () => void flushCart());
}

/** The cart, read on first use and again each time a screen that shows it mounts. */
export function useCart() {
  const current = useSyncExternalStore(subscribe, cartState, cartState);
  useEffect(() => {
    void loadCart();
    // Leaving the screen sends what waits.
    return () => void flushCart();
  }, []);
  return { ...current, reload: loadCart, change: changeCart };
}
