// The SOS alert's one way out: kept on the phone the moment the hold completes (the outbox's SOS
// lane, beside anything else being sent, never behind it), with its Idempotency-Key, the time of
// the hold, the order in service and the last known position with its age; a fresh position
// replaces it if one comes within a few seconds, read only where that asks nothing of the worker
// (no dialog between the hold and the alert). The call to 110 never waits for any of it.
import type { SosAlert, SosAlertRequest, SosAlertResolution } from '@generated/api/model';
import { lastKnownPosition, positionWithoutAsking } from '@/lib/location/position';
import { PATIENCE_MS, submit, whenSent, withdraw } from '@/lib/outbox/outbox';
import { forgetAlert, noteDelivered, rememberAlert } from './last-alert';

export type { SosAlert, SosAlertResolution };

/** How long the alert waits for a fresh position before it goes with what it has. */
const POSITION_WAIT_MS = 3_000;

type Waits = { positionMs?: number };

/**
 * The alert as the platform took it, or `kept` with its key: on the phone, it goes first when a
 * network comes; `delivered` resolves with the alert once it reached the platform (in this app's
 * life), and rejects if it was refused, set aside or taken back.
 */
export type SosOutcome = { state: 'sent'; key: string; alert: SosAlert } | { state: 'kept'; key: string; delivered: Promise<SosAlert> };

const alertOf = (answer: unknown) => (answer as { data: SosAlert }).data;

/** Resolves with the alert once a kept one reached the platform (in this app's life). */
export const whenAlertSent = (key: string) => whenSent(key).then(alertOf);

/**
 * The SOS, once the hold completed (110 is already being dialled): one intent, one key, the time
 * of the hold; the order when there is one in service.
 */
export async function sendSosAlert({ orderId }: { orderId?: string } = {}, waits: Waits = {}): Promise<SosOutcome> {
  const positionMs = waits.positionMs ?? POSITION_WAIT_MS;
  const body: Omit<SosAlertRequest, 'occurredAt'> = { ...(lastKnownPosition() ?? {}), ...(orderId ? { orderId } : {}) };
  const { key, outcome } = submit('createSosAlert', { ...body }, { lane: 'sos', amend: { fields: positionWithoutAsking(), waitMs: positionMs }, patienceMs: positionMs + PATIENCE_MS });
  // Home, the order and the safety centre show it from now on, wherever the worker goes.
  rememberAlert(key);
  const delivered = whenAlertSent(key);
  delivered.then((alert) => noteDelivered(key, alert.id)).catch(() => undefined);
  const first = await outcome;
  return first.state === 'sent' ? { state: 'sent', key, alert: alertOf(first.answer) } : { state: 'kept', key, delivered };
}

/** "误触，取消": an alert still on the phone is taken back (nothing was sent); one sent, or on its way, is cancelled (the server accepts it within 5 s). */
export async function cancelSos(sos: SosOutcome): Promise<void> {
  const alert = sos.state === 'sent' ? sos.alert : withdraw(sos.key) ? null : await sos.delivered;
  if (alert) await submit('cancelSosAlert', { id: alert.id }, { lane: 'sos' }).outcome;
  // Cancelled: nothing of it is left to show.
  forgetAlert(sos.key);
}

/**
 * 我已安全 / 误报，撤回求救, past the cancel window: through the outbox's SOS lane, kept at the tap with
 * its own key (offline it goes when any network comes), never in the way of an alert.
 */
export const resolveSos = (id: string, resolution: SosAlertResolution) => submit('resolveSosAlert', { id, resolution }, { lane: 'sos' });
