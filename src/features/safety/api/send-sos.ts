// The SOS alert's one way out: `sendSosAlert()` reads a fresh position for at most ~3 s and submits
// the alert through the outbox (lib/outbox), first before every other change: with its
// Idempotency-Key and the time of the hold, sent at once when there is a network, else kept on the
// phone and sent first the moment any network comes. The call to 110 never waits for any of it.
import type { SosAlert, SosAlertRequest } from '@generated/api/model';
import { newIdempotencyKey } from '@/lib/api/idempotency';
import { currentPosition } from '@/lib/location/position';
import { dismiss, submit, tapTime } from '@/lib/outbox/outbox';

export type { SosAlert };

/** How long the alert waits for a fresh position before it goes without one. */
const POSITION_WAIT_MS = 3_000;

type Waits = { positionMs?: number };

/** A fresh position, or none after `ms`: the alert never waits longer for GPS. */
async function positionWithin(ms: number): Promise<Pick<SosAlertRequest, 'latitude' | 'longitude' | 'accuracyMeters' | 'positionAgeSeconds'>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const position = await Promise.race([currentPosition().catch(() => null), none]);
  clearTimeout(timer);
  return position ? { ...position, positionAgeSeconds: 0 } : {};
}

/** The alert as the platform took it, or `kept` with its key: on the phone, it goes first when a network comes. */
export type SosOutcome = { state: 'sent'; alert: SosAlert } | { state: 'kept'; key: string };

/**
 * The SOS, once the hold completed (110 is already being dialled): one intent, one key, the time
 * of the hold; the order when it came from one.
 */
export async function sendSosAlert({ orderId }: { orderId?: string } = {}, waits: Waits = {}): Promise<SosOutcome> {
  const key = newIdempotencyKey();
  const occurredAt = tapTime();
  const position = await positionWithin(waits.positionMs ?? POSITION_WAIT_MS);
  const body: SosAlertRequest = { ...position, ...(orderId ? { orderId } : {}), occurredAt };
  const outcome = await submit('createSosAlert', { ...body }, { first: true, key });
  return outcome.state === 'sent' ? { state: 'sent', alert: (outcome.answer as { data: SosAlert }).data } : { state: 'kept', key };
}

/** "误触，取消": an alert still on the phone is taken back (nothing was sent); one sent is cancelled (the server accepts it within 5 s). */
export async function cancelSos(sos: SosOutcome): Promise<void> {
  if (sos.state === 'kept') return dismiss(sos.key);
  await submit('cancelSosAlert', { id: sos.alert.id }, { first: true });
}
