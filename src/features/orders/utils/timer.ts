// The time left of a service, from the server's clock: `timer.remainingSeconds` was true when the
// answer was built (and arrived at `measuredAt`, its dataUpdatedAt), so a reload or an answer kept on
// the phone counts on from the server's start time, never from the top.
import type { ServiceOrder } from '@/features/orders/api/use-orders';

type Timer = NonNullable<ServiceOrder['timer']>;

/** Whole seconds left of the booked time (with extensions) now; 0 once it has ended. */
export function secondsLeft(timer: Timer, measuredAt: number | undefined, now = Date.now()): number {
  const elapsed = measuredAt ? Math.max(0, (now - measuredAt) / 1000) : 0;
  return Math.max(0, Math.ceil(timer.remainingSeconds - elapsed));
}
