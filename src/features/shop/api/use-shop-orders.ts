// The shop's orders over the generated client: the list by tab, an order, cancelling it and
// confirming its receipt.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopOrderLine, ShopOrderSummary } from '@generated/api/model';
import { cancelShopOrder, confirmShopOrderReceipt, getGetShopOrderDetailMutationKey, getListShopOrdersMutationKey, getShopOrderDetail, listShopOrders } from '@generated/api/shop/shop';
import { usePagedList } from '@/lib/list/use-paged-list';

export type { ShopOrderLine, ShopOrderSummary };

function useOrderAction(call: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
        queryClient.invalidateQueries({ queryKey: [...getGetShopOrderDetailMutationKey(), id] }),
      ]),
  });
}

export const useCancelOrder = () => useOrderAction((id) => cancelShopOrder({ _id: id }));
export const useConfirmReceipt = () => useOrderAction((id) => confirmShopOrderReceipt({ _id: id }));

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
