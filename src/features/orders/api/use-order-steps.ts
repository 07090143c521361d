// The order's steps (accept, depart, arrive, start, photos, finish, decline, the review of the
// customer, the privacy call, the late notice, the calls noted, the no-show report), each through the outbox's one door (lib/outbox), sent by this
// feature's senders (senders.ts): each puts the order it answers into the detail cache and refreshes
// the lists. Apart from the lists and the detail, which the Orders tab loads without these calls.
import type {
  CreateServiceOrderPrivacyCall200,
  ServiceOrderAppraiseRequest,
  ServiceOrderArriveRequest,
  ServiceOrderCallNoteRequest,
  ServiceOrderDeclineRequest,
  ServiceOrderDepartRequest,
  ServiceOrderFinishRequest,
  ServiceOrderIdRequest,
  ServiceOrderLateRequest,
  ServiceOrderNoShowRequest,
  ServiceOrderPhotosRequest,
} from '@generated/api/model';
import { useChange } from '@/lib/outbox';

const orderIdOf = (body: { id: string }) => body.id;

/**
 * A step of an order, kept: on the phone with its Idempotency-Key and the time of the tap, sent in
 * its order's lane, once; offline it waits as 待同步 and goes by itself.
 */
const useStep = <B extends { id: string }>(kind: string) => useChange<B>(kind, { orderIdOf });

/** An offer answered now, never kept: another worker may take it meanwhile; offline it says so. */
const useOfferAnswer = <B extends { id: string }>(kind: string) => useChange<B>(kind, { way: 'now', orderIdOf, offlineText: 'outbox:offlineOffer' });

export const useAcceptOrder = () => useOfferAnswer<ServiceOrderIdRequest>('acceptServiceOrder');
export const useDeclineOrder = () => useOfferAnswer<ServiceOrderDeclineRequest>('declineServiceOrder');
export const useDepartOrder = () => useStep<ServiceOrderDepartRequest>('departServiceOrder');
export const useArriveOrder = () => useStep<Omit<ServiceOrderArriveRequest, 'checkInPhoto'> & { checkInPhoto?: string }>('arriveServiceOrder');
export const useStartOrder = () => useStep<ServiceOrderIdRequest>('startServiceOrder');
export const useSaveOrderPhotos = () => useStep<ServiceOrderPhotosRequest>('saveServiceOrderPhotos');
export const useFinishOrder = () => useStep<ServiceOrderFinishRequest>('finishServiceOrder');
export const useAppraiseCustomer = () => useStep<ServiceOrderAppraiseRequest>('appraiseServiceOrderCustomer');
// On the way and at the door (issue 49): kept like a step, in the order's lane, so a call noted goes
// before the no-show report tapped after it, and the platform judges the report with it.
export const useNotifyLate = () => useStep<ServiceOrderLateRequest>('notifyServiceOrderLate');
export const useNoteCall = () => useStep<ServiceOrderCallNoteRequest>('noteServiceOrderCall');
export const useReportNoShow = () => useStep<ServiceOrderNoShowRequest>('reportServiceOrderNoShow');

/** A privacy number to dial now: never kept (it lasts minutes); the answer is the number. */
export const usePrivacyCall = () => useChange<ServiceOrderIdRequest, CreateServiceOrderPrivacyCall200>('createServiceOrderPrivacyCall', { way: 'now', orderIdOf });
