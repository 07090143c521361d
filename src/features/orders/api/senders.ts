// How the outbox sends the orders' changes (registered by the app shell, loaded with the first change
// that goes): the generated call, and what the app's cached answers learn once the server took it.
// An order's step answers the order: it is the detail at once (not asked again), and the lists, the
// counts and Home reload.
import type { QueryClient } from '@tanstack/react-query';
import { acceptServiceOrder } from '@generated/api/orders/accept-service-order';
import { appraiseServiceOrderCustomer } from '@generated/api/orders/appraise-service-order-customer';
import { arriveServiceOrder } from '@generated/api/orders/arrive-service-order';
import { attachServiceOrderRecording } from '@generated/api/orders/attach-service-order-recording';
import { createServiceOrderPrivacyCall } from '@generated/api/orders/create-service-order-privacy-call';
import { declineServiceOrder } from '@generated/api/orders/decline-service-order';
import { departServiceOrder } from '@generated/api/orders/depart-service-order';
import { finishServiceOrder } from '@generated/api/orders/finish-service-order';
import { getGetServiceOrderCountsQueryKey } from '@generated/api/orders/get-service-order-counts';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { getListServiceOrderOffersQueryKey } from '@generated/api/orders/list-service-order-offers';
import { noteServiceOrderCall } from '@generated/api/orders/note-service-order-call';
import { notifyServiceOrderLate } from '@generated/api/orders/notify-service-order-late';
import { reportServiceOrderNoShow } from '@generated/api/orders/report-service-order-no-show';
import { getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/get-worker-home-summary';
import type { GetServiceOrderCounts200, GetWorkerHomeSummary200, ListServiceOrderOffers200 } from '@generated/api/model';
import { saveServiceOrderPhotos } from '@generated/api/orders/save-service-order-photos';
import { startServiceOrder } from '@generated/api/orders/start-service-order';
import { callOf, type Intent, refreshAll, type Sender, type Senders, tapTime } from '@/lib/outbox';

/** An order's change answers the order: it is the detail at once (not asked again), and the rest reloads. */
export const orderAnswered = (queryClient: QueryClient, intent: Intent, answer: unknown) => {
  if (!intent.orderId) return refreshAll(queryClient);
  const detail = getGetServiceOrderDetailQueryKey({ id: intent.orderId });
  queryClient.setQueryData(detail, answer);
  refreshAll(queryClient, detail);
};

const step = (send: Sender['send']): Sender => ({ send, answered: orderAnswered });

/**
 * An offer answered (taken or declined) leaves the offers and the counts the phone holds at once: a
 * refresh that fails next (offline right after, a lift) never shows it as waiting, nor the old counts.
 */
function offerLeaves(queryClient: QueryClient, id: string | undefined, taken: boolean) {
  if (!id) return;
  let left = false;
  queryClient.setQueriesData<ListServiceOrderOffers200>({ queryKey: [getListServiceOrderOffersQueryKey()[0]] }, (held) => {
    if (!held?.data?.rows?.some((row) => row.id === id)) return held;
    left = true;
    return { ...held, data: { ...held.data, rows: held.data.rows.filter((row) => row.id !== id), total: Math.max(0, held.data.total - 1) } };
  });
  if (!left) return;
  queryClient.setQueryData<GetWorkerHomeSummary200>(getGetWorkerHomeSummaryQueryKey(), (held) =>
    held ? { ...held, data: { ...held.data, pendingOffersCount: Math.max(0, held.data.pendingOffersCount - 1) } } : held,
  );
  queryClient.setQueryData<GetServiceOrderCounts200>(getGetServiceOrderCountsQueryKey(), (held) =>
    held ? { ...held, data: { ...held.data, pendingAccept: Math.max(0, held.data.pendingAccept - 1), active: held.data.active + (taken ? 1 : 0) } } : held,
  );
}

/** An offer answered now (never kept: another worker may take it), with the time of the tap. */
const now = (send: Sender['send']): Sender['send'] => (body, headers, signal) => send({ ...body, occurredAt: tapTime() }, headers, signal);

export const senders: Senders = {
  acceptServiceOrder: {
    send: now(callOf(acceptServiceOrder)),
    answered: (queryClient, intent, answer) => {
      offerLeaves(queryClient, intent.orderId, true);
      orderAnswered(queryClient, intent, answer);
    },
  },
  declineServiceOrder: {
    send: now(callOf(declineServiceOrder)),
    answered: (queryClient, intent) => {
      offerLeaves(queryClient, intent.orderId, false);
      if (intent.orderId) queryClient.removeQueries({ queryKey: getGetServiceOrderDetailQueryKey({ id: intent.orderId }) });
      refreshAll(queryClient);
    },
  },
  departServiceOrder: step(callOf(departServiceOrder)),
  arriveServiceOrder: step(callOf(arriveServiceOrder)),
  startServiceOrder: step(callOf(startServiceOrder)),
  saveServiceOrderPhotos: step(callOf(saveServiceOrderPhotos)),
  finishServiceOrder: step(callOf(finishServiceOrder)),
  // On the way and at the door (issue 49): each answers the order as a step does. The no-show's
  // answer is the order cancelled with its compensation, which the money reads then count.
  notifyServiceOrderLate: step(callOf(notifyServiceOrderLate)),
  noteServiceOrderCall: step(callOf(noteServiceOrderCall)),
  reportServiceOrderNoShow: step(callOf(reportServiceOrderNoShow)),
  // The review answers no order: the order as the phone holds it learns it was reviewed, so that a
  // refresh that fails (a dead network right after) never shows 评价客户 again.
  appraiseServiceOrderCustomer: {
    send: callOf(appraiseServiceOrderCustomer),
    answered: (queryClient, intent) => {
      if (!intent.orderId) return refreshAll(queryClient);
      const detail = getGetServiceOrderDetailQueryKey({ id: intent.orderId });
      queryClient.setQueryData<{ data?: Record<string, unknown> }>(detail, (held) => (held?.data ? { ...held, data: { ...held.data, canAppraise: false } } : held));
      void queryClient.invalidateQueries();
    },
  },
  // A recording (service proof) answers itself: the order's list of recordings reloads where it shows.
  // Its parts are not photos: lost, the worker records again.
  attachServiceOrderRecording: {
    send: callOf(attachServiceOrderRecording),
    answered: (queryClient) => refreshAll(queryClient),
    asideText: { filesLost: 'outbox:aside.recordingLost' },
  },
  // A privacy number to dial now: never kept (a number from an hour ago may be gone).
  createServiceOrderPrivacyCall: { send: callOf(createServiceOrderPrivacyCall) },
};
