// The shop's orders over the generated client: the list by tab, an order, cancelling it,
// confirming its receipt, asking for a refund and reviewing its goods.
import { useQuery } from '@tanstack/react-query';
import type { ShopOrderIdRequest, ShopOrderLine, ShopOrderSummary, ShopRefundRequest, ShopReviewOrderRequest } from '@generated/api/model';
import { getGetShopOrderDetailMutationKey, getListShopOrdersMutationKey, getShopOrderDetail, listShopOrders } from '@generated/api/shop/shop';
import { usePagedList } from '@/lib/list/use-paged-list';
import { useChange, withVariables } from '@/lib/outbox';

export type { ShopOrderLine, ShopOrderSummary };

/**
 * Cancelling an order (it gives back the points and the coupon it used) and confirming its receipt:
 * money, online only, never kept (shop/api/senders.ts reads again what they change).
 */
export const useCancelOrder = () => withVariables(useChange<ShopOrderIdRequest>('cancelShopOrder', { way: 'online' }), (id: string) => ({ _id: id }));
export const useConfirmReceipt = () => withVariables(useChange<ShopOrderIdRequest>('confirmShopOrderReceipt', { way: 'online' }), (id: string) => ({ _id: id }));
/**
 * A paid order (status 1-5) asks for a full refund: it becomes -2 until the seller decides. Money:
 * online only, one Idempotency-Key an order's refund, the same on a retry after no answer.
 */
export const useApplyRefund = () =>
  withVariables(useChange<ShopRefundRequest>('applyShopOrderRefund', { way: 'online', intentOf: (data) => data._id }), ({ id, reason }: { id: string; reason: string }) => ({ _id: id, reason }));
/** A received order (status 5) reviews each of its lines once, kept: it becomes completed (6). */
export const useReviewOrder = () => withVariables(useChange<ShopReviewOrderRequest>('reviewShopOrder'), (review: ShopReviewOrderRequest) => review);

/** The statuses of each tab of the order list (the contract's list request). */
export const ORDER_TABS = { all: undefined, unpaid: [0], toShip: [1, 2], toReceive: [3, 4], toReview: [5], refunds: [-2, -3] } as const;
export type OrderTab = keyof typeof ORDER_TABS;

export const useShopOrders = (tab: OrderTab) => {
  const status = ORDER_TABS[tab];
  return usePagedList<ShopOrderSummary>({
    queryKey: [...getListShopOrdersMutationKey(), tab],
    fetchPage: ({ pageIndex, pageSize, signal }) => listShopOrders({ ...(status ? { status: [...status] } : {}), pageIndex, pageSize }, { signal }),
  });
};

export const useShopOrder = (id: string) =>
  useQuery({
    queryKey: [...getGetShopOrderDetailMutationKey(), id],
    queryFn: ({ signal }) => getShopOrderDetail({ _id: id }, { signal }),
    enabled: id !== '',
    select: (b) => b.order,
  });
