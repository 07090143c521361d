// How the outbox sends each kind of change: the generated call, and what the app's cached answers
// learn once the server took it. Loaded with the first change that goes, not with the app.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { acceptServiceOrder } from '@generated/api/orders/accept-service-order';
import { appraiseServiceOrderCustomer } from '@generated/api/orders/appraise-service-order-customer';
import { arriveServiceOrder } from '@generated/api/orders/arrive-service-order';
import { declineServiceOrder } from '@generated/api/orders/decline-service-order';
import { departServiceOrder } from '@generated/api/orders/depart-service-order';
import { finishServiceOrder } from '@generated/api/orders/finish-service-order';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { saveServiceOrderPhotos } from '@generated/api/orders/save-service-order-photos';
import { startServiceOrder } from '@generated/api/orders/start-service-order';
import { submitWorkerFeedback } from '@generated/api/mine/submit-worker-feedback';
import { cancelSosAlert } from '@generated/api/safety/cancel-sos-alert';
import { answerSafetyCheckIn } from '@generated/api/safety/answer-safety-check-in';
import { createSosAlert } from '@generated/api/safety/create-sos-alert';
import type { Intent, Sender } from './outbox';

type Call<B> = (body: B, options: { headers: Record<string, string> }) => Promise<unknown>;

/** A generated call as the outbox sends it (the body was built by the screen against the call's type). */
const call =
  <B,>(send: Call<B>): Sender['send'] =>
  (body, headers) =>
    send(body as B, { headers });

/** Whatever the change touched reloads where it shows (the lists, the counts, Home, Mine), but `kept`. */
const refreshAll = (queryClient: QueryClient, kept?: QueryKey) =>
  void queryClient.invalidateQueries(kept ? { predicate: (query) => query.queryHash !== hashKey(kept) } : undefined);

/** An order step answers the order: it is the detail at once (not asked again), and the rest reloads. */
const orderAnswered = (queryClient: QueryClient, intent: Intent, answer: unknown) => {
  if (!intent.orderId) return refreshAll(queryClient);
  const detail = getGetServiceOrderDetailQueryKey({ id: intent.orderId });
  queryClient.setQueryData(detail, answer);
  refreshAll(queryClient, detail);
};

const step = <B,>(send: Call<B>): Sender => ({ send: call(send), answered: orderAnswered });

export const SENDERS: Record<string, Sender> = {
  acceptServiceOrder: step(acceptServiceOrder),
  departServiceOrder: step(departServiceOrder),
  arriveServiceOrder: step(arriveServiceOrder),
  startServiceOrder: step(startServiceOrder),
  saveServiceOrderPhotos: step(saveServiceOrderPhotos),
  finishServiceOrder: step(finishServiceOrder),
  declineServiceOrder: {
    send: call(declineServiceOrder),
    answered: (queryClient, intent) => {
      if (intent.orderId) queryClient.removeQueries({ queryKey: getGetServiceOrderDetailQueryKey({ id: intent.orderId }) });
      refreshAll(queryClient);
    },
  },
  appraiseServiceOrderCustomer: { send: call(appraiseServiceOrderCustomer), answered: (queryClient) => refreshAll(queryClient) },
  // The SOS goes first (outbox.ts `first`); what the platform answers is the button's to show.
  createSosAlert: { send: call(createSosAlert) },
  cancelSosAlert: { send: call(cancelSosAlert) },
  // The answer to a long service's check-in answers the order (its timer shows the answer), as a step does.
  answerSafetyCheckIn: step(answerSafetyCheckIn),
  submitWorkerFeedback: { send: call(submitWorkerFeedback), answered: (queryClient) => refreshAll(queryClient) },
};
