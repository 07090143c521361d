// How the outbox sends each kind of change but the SOS lane's (urgent-senders.ts): the generated
// call, and what the app's cached answers learn once the server took it. Loaded with the first
// change that goes, not with the app; a failed load is tried again at the next try.
import { acceptServiceOrder } from '@generated/api/orders/accept-service-order';
import { appraiseServiceOrderCustomer } from '@generated/api/orders/appraise-service-order-customer';
import { attachServiceOrderRecording } from '@generated/api/orders/attach-service-order-recording';
import { arriveServiceOrder } from '@generated/api/orders/arrive-service-order';
import { declineServiceOrder } from '@generated/api/orders/decline-service-order';
import { departServiceOrder } from '@generated/api/orders/depart-service-order';
import { finishServiceOrder } from '@generated/api/orders/finish-service-order';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { saveServiceOrderPhotos } from '@generated/api/orders/save-service-order-photos';
import { startServiceOrder } from '@generated/api/orders/start-service-order';
import { submitWorkerFeedback } from '@generated/api/mine/submit-worker-feedback';
import type { Sender } from './engine';
import { call, orderAnswered, refreshAll } from './urgent-senders';

type Call<B> = (body: B, options: { headers: Record<string, string>; signal?: AbortSignal }) => Promise<unknown>;

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
  // The review answers no order: the order as the phone holds it learns it was reviewed, so that a
  // refresh that fails (a dead network right after) never shows 评价客户 again.
  appraiseServiceOrderCustomer: {
    send: call(appraiseServiceOrderCustomer),
    answered: (queryClient, intent) => {
      if (!intent.orderId) return refreshAll(queryClient);
      const detail = getGetServiceOrderDetailQueryKey({ id: intent.orderId });
      queryClient.setQueryData<{ data?: Record<string, unknown> }>(detail, (held) => (held?.data ? { ...held, data: { ...held.data, canAppraise: false } } : held));
      void queryClient.invalidateQueries();
    },
  },
  // A recording (service proof) answers itself: the order's list of recordings reloads where it shows.
  attachServiceOrderRecording: { send: call(attachServiceOrderRecording), answered: (queryClient) => refreshAll(queryClient) },
  submitWorkerFeedback: { send: call(submitWorkerFeedback), answered: (queryClient) => refreshAll(queryClient) },
};

/**
 * Kinds a later version renamed, old name to new: an intent kept on the phone under its old name
 * (tapped offline before the app updated) still finds its sender. Add a line whenever a kind above
 * is renamed; never remove one (a phone may hold such an intent for days).
 */
export const RENAMED_KINDS: Record<string, string> = {};
