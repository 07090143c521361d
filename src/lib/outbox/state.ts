// What the outbox holds, for screens to show (待同步 on an order card, the app-wide strip): a small
// store without the outbox's storage or sending, so a list that only shows it stays light.
import type { Intent } from './store';

let intents: Intent[] = [];
const listeners = new Set<() => void>();

export const currentIntents = () => intents;

export function setIntents(next: Intent[]) {
  intents = next;
  listeners.forEach((listener) => listener());
}

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
