// The SOS alert's one way out: kept on the phone the moment the hold completes (the outbox's SOS
// lane, beside anything else being sent, never behind it), with its Idempotency-Key, the time of
// the hold, the order in service and the last known position with its age; a fresh position
// replaces it if one comes within a few seconds, read only where that asks nothing of the worker
// (no dialog between the hold and the alert). Followed after it went: where it stands shows from the
// outbox (last-alert.ts). The call to 110 never waits for any of it.
import type { SosAlert, SosAlertRequest, SosAlertResolution } from '@generated/api/model';
import { lastKnownPosition, positionWithoutAsking } from '@/lib/location/position';
import { change, PATIENCE_MS, registerSenders, whenSent, withdraw } from '@/lib/outbox';
import { forgetAlert, SOS_KIND } from './last-alert';
import { sosSenders } from './senders';

export type { SosAlert, SosAlertResolution };

// Registered with this code, which the SOS brings: an alert never waits for other code to arrive.
registerSenders(sosSenders);

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

/**
 * The SOS, once the hold completed (110 is already being dialled): one intent, one key, the time
 * of the hold; the order when there is one in service.
 */
export async function sendSosAlert({ orderId }: { orderId?: string } = {}, waits: Waits = {}): Promise<SosOutcome> {
  const positionMs = waits.positionMs ?? POSITION_WAIT_MS;
  const body: Omit<SosAlertRequest, 'occurredAt'> = { ...(lastKnownPosition() ?? {}), ...(orderId ? { orderId } : {}) };
  const { key, outcome } = change(SOS_KIND, { ...body }, { lane: 'sos', follow: true, amend: { fields: positionWithoutAsking(), waitMs: positionMs }, patienceMs: positionMs + PATIENCE_MS });
  const delivered = whenSent(key).then(alertOf);
  delivered.catch(() => undefined);
  const first = await outcome;
  return first.state === 'sent' ? { state: 'sent', key, alert: alertOf(first.answer) } : { state: 'kept', key, delivered };
}

/** "误触，取消": an alert still on the phone is taken back (nothing was sent); one sent, or on its way, is cancelled (the server accepts it within 5 s). */
export async function cancelSos(sos: SosOutcome): Promise<void> {
  const alert = sos.state === 'sent' ? sos.alert : (await withdraw(sos.key)) ? null : await sos.delivered;
  if (alert) await change('cancelSosAlert', { id: alert.id }, { lane: 'sos' }).outcome;
  // Cancelled: nothing of it is left to show.
  forgetAlert(sos.key);
}

/**
 * 我已安全 / 误报，撤回求救, past the cancel window: through the outbox's SOS lane, kept at the tap with
 * its own key (offline it goes when any network comes), never in the way of an alert.
 */
export const resolveSos = (id: string, resolution: SosAlertResolution) => change('resolveSosAlert', { id, resolution }, { lane: 'sos' });
