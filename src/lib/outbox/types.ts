// The outbox's words for the code that uses it, light on purpose (no engine): how a feature sends a
// kind of change, how a change ended for now, and a change set aside.
import type { QueryClient } from '@tanstack/react-query';
import type { AsideReason, Intent } from './journal';

/** How the outbox sends one kind of change: each feature registers its own (registry.ts). */
export type Sender = {
  send: (body: Record<string, unknown>, headers: Record<string, string>, signal?: AbortSignal) => Promise<unknown>;
  /** After the server took it: what the app's cached answers learn from it (the feature's own patch). */
  answered?: (queryClient: QueryClient, intent: Intent, answer: unknown) => void;
  /** What of the answer a followed intent keeps once sent (the alert's id): where it stands shows from it. */
  receipt?: (answer: unknown) => Record<string, unknown>;
  /** The catalogue key of the words for a change of this kind set aside, by reason, where the generic words would mislead (a recording's parts are not photos). */
  asideText?: Partial<Record<AsideReason, string>>;
};

/** A feature's senders, by kind (the generated operation's name). */
export type Senders = Record<string, Sender>;

/** How a submitted change ended for now: sent (with the server's answer), or kept to go later. */
export type Outcome<A = unknown> = { state: 'sent'; answer: A } | { state: 'queued' };

/**
 * How a change goes, named where it is made:
 * - `kept`: the default for every change that is not money: kept on the phone at the tap, sent once
 *   whenever the network allows, in its lane;
 * - `online`: money (a withdrawal, a payment, a coupon): never kept; offline it is not sent and says so;
 * - `now`: sent at once and never kept, where there is a reason (an offer expires; a secret is never
 *   written to the phone; a number to dial is needed now).
 */
export type Way = 'kept' | 'online' | 'now';

/** An intent set aside: it can never go as it is; the worker decides (again, or discard). */
export class SetAside extends Error {
  readonly reason: AsideReason;
  constructor(reason: AsideReason, message: string) {
    super(message);
    this.name = 'SetAside';
    this.reason = reason;
  }
}

/** How long a tap's outcome waits for the first try before it says the change is kept (it goes on trying). */
export const PATIENCE_MS = 3_000;
