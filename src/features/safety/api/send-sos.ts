// The SOS alert's one way out: `sendSosAlert()` makes the intent (its Idempotency-Key and the time of
// the hold), reads a fresh position for at most ~3 s, and sends it, again with the same key while the
// outcome is unknown. The offline outbox (issue 27) will take the sending over from here: the intent
// is already what it keeps (a key, a body with occurredAt), and it goes first.
import { cancelSosAlert, createSosAlert } from '@generated/api/safety/safety';
import type { SosAlert, SosAlertRequest } from '@generated/api/model';
import { answersForGood, idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency';
import { currentPosition } from '@/lib/location/position';

export type { SosAlert };

/** How long the alert waits for a fresh position before it goes without one. */
export const POSITION_WAIT_MS = 3_000;
/** Waits between tries whose outcome is unknown (no network, 5xx): the same key each time. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** The time of the hold by the phone's clock, ISO-8601 with its offset (common/occurred-at.yaml). */
export function holdTime(ms = Date.now()): string {
  const offset = -new Date(ms).getTimezoneOffset();
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${local}${offset >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

type Waits = { positionMs?: number; retryMs?: number[] };

/** A fresh position, or none after `ms`: the alert never waits longer for GPS. */
async function positionWithin(ms: number): Promise<Pick<SosAlertRequest, 'latitude' | 'longitude' | 'positionAgeSeconds'>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const position = await Promise.race([currentPosition().catch(() => null), none]);
  clearTimeout(timer);
  return position ? { latitude: position.latitude, longitude: position.longitude, positionAgeSeconds: 0 } : {};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one call with its key, again while its outcome is unknown; a refusal or a success ends it. */
async function withRetries<T>(send: () => Promise<T>, retryMs: number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (answersForGood(error) || attempt >= retryMs.length) throw error;
      await pause(retryMs[attempt]);
    }
  }
}

/**
 * The SOS, once the hold completed (110 is already being dialled): one intent, one key, the time
 * of the hold; the order when it came from one. Resolves with the alert as the platform took it.
 */
export async function sendSosAlert({ orderId }: { orderId?: string } = {}, waits: Waits = {}): Promise<SosAlert> {
  const key = newIdempotencyKey();
  const occurredAt = holdTime();
  const position = await positionWithin(waits.positionMs ?? POSITION_WAIT_MS);
  const body: SosAlertRequest = { ...position, ...(orderId ? { orderId } : {}), occurredAt };
  const answer = await withRetries(() => createSosAlert(body, { headers: idempotencyHeaders(key) }), waits.retryMs ?? RETRY_MS);
  return answer.data;
}

/** "误触，取消": cancels the alert just sent (the server accepts it within 5 s of its arrival). */
export async function cancelSos(id: string, waits: Waits = {}): Promise<void> {
  const key = newIdempotencyKey();
  const occurredAt = holdTime();
  await withRetries(() => cancelSosAlert({ id, occurredAt }, { headers: idempotencyHeaders(key) }), (waits.retryMs ?? RETRY_MS).slice(0, 2));
}
