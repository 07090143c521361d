// The order's steps (accept, depart, arrive, start, photos, finish, decline, the review of the
// customer, the privacy call): each puts the order it answers into the detail cache and refreshes
// the lists. Apart from the lists and the detail, which the Orders tab loads without these calls.
import { useCreateServiceOrderPrivacyCall } from '@generated/api/orders/orders';
import type {
  ServiceOrderAppraiseRequest,
  ServiceOrderArriveRequest,
  ServiceOrderDeclineRequest,
  ServiceOrderDepartRequest,
  ServiceOrderFinishRequest,
  ServiceOrderIdRequest,
  ServiceOrderPhotosRequest,
} from '@generated/api/model';
import { useOutboxMutation } from '@/lib/outbox/use-outbox-mutation';

/**
 * A change of an order, through the outbox (lib/outbox): kept on the phone with its
 * Idempotency-Key and the time of the tap, sent in its turn, once; offline it waits as 待同步 and
 * goes by itself. What the server answers goes into the detail cache and the lists reload
 * (lib/outbox/senders.ts); a refusal reloads them to show where the order stands.
 */
const useOrderChange = <B extends { id: string }>(kind: string, keep = true) => useOutboxMutation<B>(kind, { keep, orderIdOf: (body) => body.id });

// Accepting and declining an offer only make sense now (another worker may take it): never kept.
export const useAcceptOrder = () => useOrderChange<ServiceOrderIdRequest>('acceptServiceOrder', false);
export const useDeclineOrder = () => useOrderChange<ServiceOrderDeclineRequest>('declineServiceOrder', false);
export const useDepartOrder = () => useOrderChange<ServiceOrderDepartRequest>('departServiceOrder');
export const useArriveOrder = () => useOrderChange<Omit<ServiceOrderArriveRequest, 'checkInPhoto'> & { checkInPhoto?: string }>('arriveServiceOrder');
export const useStartOrder = () => useOrderChange<ServiceOrderIdRequest>('startServiceOrder');
export const useSaveOrderPhotos = () => useOrderChange<ServiceOrderPhotosRequest>('saveServiceOrderPhotos');
export const useFinishOrder = () => useOrderChange<ServiceOrderFinishRequest>('finishServiceOrder');
export const useAppraiseCustomer = () => useOrderChange<ServiceOrderAppraiseRequest>('appraiseServiceOrderCustomer');

export function usePrivacyCall() {
  return useCreateServiceOrderPrivacyCall();
}
