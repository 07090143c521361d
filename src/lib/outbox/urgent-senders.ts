// The SOS lane's senders (the alert, its cancel, the worker's word on it past the cancel window, the
// answer to a long service's check-in): part of
// the outbox's own code, so an SOS never waits for a chunk to arrive before it goes.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { answerSafetyCheckIn } from '@generated/api/safety/answer-safety-check-in';
import { cancelSosAlert } from '@generated/api/safety/cancel-sos-alert';
import { createSosAlert } from '@generated/api/safety/create-sos-alert';
import { getGetSosAlertQueryKey } from '@generated/api/safety/get-sos-alert';
import { resolveSosAlert } from '@generated/api/safety/resolve-sos-alert';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import type { Sender } from './engine';

type Call<B> = (body: B, options: { headers: Record<string, string>; signal?: AbortSignal; evenOffline?: boolean }) => Promise<unknown>;

/** A generated call as the outbox sends it (the body was built by the screen against the call's type). */
export const call =
  <B,>(send: Call<B>): Sender['send'] =>
  (body, headers, signal) =>
    send(body as B, { headers, signal });

/** The SOS lane's call: tried whatever the browser says of the network (it may be wrong; a try costs nothing). */
const urgentCall =
  <B,>(send: Call<B>): Sender['send'] =>
  (body, headers, signal) =>
    send(body as B, { headers, signal, evenOffline: true });

/** Whatever the change touched reloads where it shows (the lists, the counts, Home, Mine), but `kept`. */
export const refreshAll = (queryClient: QueryClient, kept?: QueryKey) =>
  void queryClient.invalidateQueries(kept ? { predicate: (query) => query.queryHash !== hashKey(kept) } : undefined);

/** An order's change answers the order: it is the detail at once (not asked again), and the rest reloads. */
export const orderAnswered: NonNullable<Sender['answered']> = (queryClient, intent, answer) => {
  if (!intent.orderId) return refreshAll(queryClient);
  const detail = getGetServiceOrderDetailQueryKey({ id: intent.orderId });
  queryClient.setQueryData(detail, answer);
  refreshAll(queryClient, detail);
};

/** An answer that is the alert (its creation, the worker's word on it) is getSosAlert's answer at once: where it stands shows without asking. */
const alertAnswered: NonNullable<Sender['answered']> = (queryClient, _intent, answer) => {
  const id = (answer as { data?: { id?: unknown } } | undefined)?.data?.id;
  if (typeof id === 'string') queryClient.setQueryData(getGetSosAlertQueryKey({ id }), answer);
};

export const URGENT_SENDERS: Record<string, Sender> = {
  createSosAlert: { send: urgentCall(createSosAlert), answered: alertAnswered },
  cancelSosAlert: { send: urgentCall(cancelSosAlert) },
  resolveSosAlert: { send: urgentCall(resolveSosAlert), answered: alertAnswered },
  // The check-in's answer answers the order (its timer shows it), as a step does.
  answerSafetyCheckIn: { send: urgentCall(answerSafetyCheckIn), answered: orderAnswered },
};
