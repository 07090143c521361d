// The shop's orders over the generated client: the list by tab, an order, cancelling it,
// confirming its receipt, asking for a refund and reviewing its goods.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopOrderLine, ShopOrderSummary, ShopReviewOrderRequest } from '@generated/api/model';
import {
  applyShopOrderRefund,
  cancelShopOrder,
  confirmShopOrderReceipt,
  getGetShopOrderDetailMutationKey,
  getListShopOrdersMutationKey,
  getShopOrderDetail,
  listShopOrders,
  reviewShopOrder,
} from '@generated/api/shop/shop';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';
import { usePagedList } from '@/lib/list/use-paged-list';
import { refreshCoupons } from './coupon-reads';
import { refreshPoints } from './points-reads';

export type { ShopOrderLine, ShopOrderSummary };

/** What a change of an order refreshes: the lists and that order. */
function useOrderRefresh() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
      queryClient.invalidateQueries({ queryKey: [...getGetShopOrderDetailMutationKey(), id] }),
    ]);
}

function useOrderAction<V = string>(call: (value: V) => Promise<unknown>, idOf: (value: V) => string = (value) => value as string) {
  const refresh = useOrderRefresh();
  return useMutation({ mutationFn: call, onSuccess: (_answer, value) => refresh(idOf(value)) });
}

/**
 * A cancelled order gives back the points it spent and the coupon it used: the points return wherever
 * they show (the checkout, 我的积分, the user centre's 个人信息 and the cloud user), the coupon to the
 * checkout's choice and the coupon list's 未使用, as placing the order took them.
 */
export function useCancelOrder() {
  const refresh = useOrderRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelShopOrder({ _id: id }),
    onSuccess: (_answer, id) =>
      Promise.all([refresh(id), refreshPoints(queryClient), refreshCoupons(queryClient)]),
  });
}
export const useConfirmReceipt = () => useOrderAction((id) => confirmShopOrderReceipt({ _id: id }));
/**
 * A paid order (status 1-5) asks for a full refund: it becomes -2 until the seller decides. Money: one
 * Idempotency-Key an order's refund (lib/api/use-intent-mutation.ts), the same on a retry after no answer.
 */
export function useApplyRefund() {
  const refresh = useOrderRefresh();
  return useIntentMutation({
    send: ({ id, reason }: { id: string; reason: string }, headers) => applyShopOrderRefund({ _id: id, reason }, { headers }),
    intentOf: ({ id }) => id,
    onSuccess: (_answer, { id }) => refresh(id),
  });
}
/** A received order (status 5) reviews each of its lines once: it becomes completed (6). */
export const useReviewOrder = () =>
  useOrderAction((review: ShopReviewOrderRequest) => reviewShopOrder(review), (review) => review._id);

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
