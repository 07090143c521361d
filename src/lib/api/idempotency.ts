// One Idempotency-Key per money intent (a withdrawal, a shop payment): made when the intent's first
// try goes out, sent again on every retry of it, and given up only once the server has answered the
// intent for good. The server answers a repeated key with its first result, so a double tap or a
// retry after a lost answer never moves money twice.
import { isApiError } from './errors';

/** The header the contract declares for money calls (openapi/components/parameters/idempotency-key.yaml). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key: a UUID (the contract asks for 16 to 64 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old web-views without randomUUID (it needs a secure context): 128 random bits in the UUID v4 shape.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request headers that carry a key: `createWithdrawal(body, { headers: idempotencyHeaders(key) })`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * Whether a try's outcome answers the intent for good. A success does, and so does a refusal the
 * server gave with a business code (wrong payment password, below the minimum): the worker changes
 * something and tries again as a new intent. No answer (timeout, network), a server failure (HTTP
 * 5xx, 502, 429) or an answer we could not read may hide a withdrawal the server made: the retry must
 * carry the same key, so that the server answers with that withdrawal instead of making another.
 */
export function answersForGood(error: unknown): boolean {
  if (error === undefined || error === null) return true;
  if (!isApiError(error)) return false;
  if (error.kind === 'business') return true;
  // The cloud router's refusals are its business codes (coupon-sold-out, pay-password-error); its
  // time-outs and system errors (cloudfunction-*) say nothing of what the function did.
  if (error.kind === 'cloud') return typeof error.code === 'string' && !error.code.startsWith('cloudfunction-');
  // A 4xx without a business code: the server refused the request as it was (it made nothing).
  return error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/** One intent's key: the same on every try until `settle` is told the server answered for good. */
export class IdempotentIntent {
  private current: string | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  /** The key of the intent under way (a new intent starts with the first call after one settled). */
  get key(): string {
    this.current ??= this.make();
    return this.current;
  }

  /** After a try: `undefined` for a success, else its error. An answer for good ends the intent. */
  settle(error?: unknown) {
    if (answersForGood(error)) this.current = null;
  }

  /** Ends the intent whatever happened (the worker gave it up). */
  reset() {
    this.current = null;
  }
}

/**
 * One try of an intent: `send` gets the headers that carry the intent's key; the intent is settled
 * with the outcome (a retry after a timeout carries the same key, the next intent a new one).
 */
export async function tryIntent<T>(intent: IdempotentIntent, send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const key = intent.key;
  try {
    const answer = await send(idempotencyHeaders(key));
    intent.settle();
    return answer;
  } catch (error) {
    intent.settle(error);
    throw error;
  }
}
