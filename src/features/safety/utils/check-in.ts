// When the server's check-in of a long service falls due on the phone: the order's timer says how
// many seconds were left until `checkInAt` when its answer was built (`checkInRemainingSeconds`),
// and that answer arrived at `measuredAt` (its dataUpdatedAt). Only the time elapsed on the phone
// since then counts (its clock is often wrong), so a reload or a cache restored from the phone asks
// at the same moment the server does.

/** The timer fields the check-in reads (the order's `timer`, generated type ServiceOrderTimer). */
export type CheckInTimer = {
  checkInRemainingSeconds?: number;
  checkInAnswerSeconds?: number;
  checkInAnswer?: 'safe' | 'help' | null;
};

/**
 * Seconds until the check-in falls due, counted from `measuredAt` (0: due now); null when the server
 * asks nothing (a server without check-ins, a timer only laid over from the phone) or it is answered.
 */
export function secondsToCheckIn(timer: CheckInTimer | null | undefined, measuredAt: number | undefined, now = Date.now()): number | null {
  if (!timer || timer.checkInRemainingSeconds == null || timer.checkInAnswer) return null;
  const elapsed = measuredAt ? Math.max(0, (now - measuredAt) / 1000) : 0;
  return Math.max(0, Math.ceil(timer.checkInRemainingSeconds - elapsed));
}

/** The minutes the worker has to answer before the server escalates (the prompt says it), at least 1. */
export const answerMinutes = (timer: CheckInTimer) => Math.max(1, Math.round((timer.checkInAnswerSeconds ?? 300) / 60));
