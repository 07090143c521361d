// The cart's piece count for the badges on the ways into the materials page (Home's shortcut,
// Mine's entry): the shop writes it whenever the cart changes, the entries read it without a call
// of their own (Home's first load makes none for it). Kept with the session (`cache:`), so the next
// person on a shared phone starts at 0.
import { useSyncExternalStore } from 'react';
import { PERSONAL_CACHE_PREFIX } from '@/lib/session/session';

const KEY = `${PERSONAL_CACHE_PREFIX}cart-count`;
const listeners = new Set<() => void>();

function read(): number {
  try {
    const n = Number(localStorage.getItem(KEY));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  } catch {
    return 0;
  }
}

export function saveCartCount(count: number) {
  try {
    if (count > 0) localStorage.setItem(KEY, String(count));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or refused: the badge is a hint, the cart itself is on the server.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart's piece count (0 when empty or unknown). */
export const useCartCount = () => useSyncExternalStore(subscribe, read, () => 0);

/** The badge text: up to 99, then 99+. */
export const cartBadgeText = (count: number) => (count > 99 ? '99+' : String(count));
