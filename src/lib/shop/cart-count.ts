// The cart's piece count for the badges on the ways into the materials page (Home's shortcut,
// Mine's entry): the shop writes it whenever the cart changes, the entries read it without a call
// of their own (Home's first load makes none for it). A personal key (src/lib/storage, `cartCount`),
// so the next person on a shared phone starts at 0. Storage full or refused: the badge is a hint,
// the cart itself is on the server.
import { removeStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { useStoredValue } from '@/lib/storage/use-stored-value';

export function saveCartCount(count: number) {
  if (count > 0) writeStored(storedKeys.cartCount, count);
  else removeStored(storedKeys.cartCount);
}

/** The cart's piece count (0 when empty or unknown). */
export function useCartCount() {
  const count = useStoredValue(storedKeys.cartCount);
  return count > 0 ? Math.floor(count) : 0;
}

/** The badge text: up to 99, then 99+. */
export const cartBadgeText = (count: number) => (count > 99 ? '99+' : String(count));
