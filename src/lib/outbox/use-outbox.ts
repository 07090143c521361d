// What waits in the outbox, for screens (待同步 on an order and its card, refusals): read from the
// outbox's small state store (state.ts), so a list that shows it does not load the outbox itself.
// The app starts the outbox once its first screen is up (app.tsx); a change submitted starts it
// sooner (use-outbox-mutation.ts).
import { useSyncExternalStore } from 'react';
import { currentIntents, subscribeOutbox } from './state';
import type { Intent } from './store';

/** Every change kept on the phone, in the order it goes. */
export function useOutbox(): Intent[] {
  return useSyncExternalStore(subscribeOutbox, currentIntents, currentIntents);
}

/** The changes of one service order still on the phone (pending or refused). */
export function useOrderIntents(orderId: string | undefined): Intent[] {
  return useOutbox().filter((intent) => orderId !== undefined && intent.orderId === orderId);
}
