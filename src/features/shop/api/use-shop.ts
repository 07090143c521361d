// The shop's data over the generated client: goods (by category), a goods, its reviews, the
// checkout's freight, addresses, coupons and points, placing and paying an order (one
// Idempotency-Key per intent), the orders and an order. The cloud reads are POSTs, so their query
// keys are the operation's name and its body.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getListWorkerAddressesQueryKey, listWorkerAddresses } from '@generated/api/mine/mine';
import type {
  ShopCreateOrderRequest,
  ShopGoodsComment,
  ShopGoodsSummary,
  ShopOrderSummary,
  ShopPayOrderRequest,
  ShopBuyItem,
  ShopOrderLine,
  ShopPayType,
} from '@generated/api/model';
import {
  cancelShopOrder,
  confirmShopOrderReceipt,
  createShopOrder,
  getGetMyIntegralMutationKey,
  getGetShopFreightMutationKey,
  getGetShopGoodsDetailMutationKey,
  getGetShopOrderDetailMutationKey,
  getListMyCouponsMutationKey,
  getListShopGoodsCategoriesMutationKey,
  getListShopGoodsCommentsMutationKey,
  getListShopGoodsMutationKey,
  getListShopOrdersMutationKey,
  getMyIntegral,
  getShopFreight,
  getShopGoodsDetail,
  getShopOrderDetail,
  listMyCoupons,
  listShopGoods,
  listShopGoodsCategories,
  listShopGoodsComments,
  listShopOrders,
  payShopOrder,
} from '@generated/api/shop/shop';
import { idempotencyHeaders } from '@/lib/api/idempotency';
import { usePagedList } from '@/lib/list/use-paged-list';

export type { ShopGoodsComment, ShopGoodsSummary, ShopOrderLine, ShopOrderSummary, ShopPayType };

export const useGoodsCategories = () =>
  useQuery({ queryKey: getListShopGoodsCategoriesMutationKey(), queryFn: ({ signal }) => listShopGoodsCategories({}, { signal }), select: (b) => b.list });

/** One category's goods (all for ''), paged. */
export const useGoodsList = (categoryId: string) =>
  usePagedList<ShopGoodsSummary>({
    queryKey: [...getListShopGoodsMutationKey(), categoryId],
    fetchPage: ({ pageIndex, pageSize, signal }) => listShopGoods({ ...(categoryId ? { category_id: categoryId } : {}), pageIndex, pageSize }, { signal }),
  });

export const goodsDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...getGetShopGoodsDetailMutationKey(), id], queryFn: ({ signal }) => getShopGoodsDetail({ _id: id }, { signal }) });

export const useGoodsDetail = (id: string) => useQuery({ ...goodsDetailQuery(id), enabled: id !== '', select: (b) => b.goods });

export const useGoodsComments = (goodsId: string) => {
  const list = usePagedList<ShopGoodsComment>({
    queryKey: [...getListShopGoodsCommentsMutationKey(), goodsId],
    fetchPage: ({ pageIndex, pageSize, signal }) => listShopGoodsComments({ goods_id: goodsId, pageIndex, pageSize }, { signal }),
    enabled: goodsId !== '',
  });
  return list;
};

/** The freight of the lines to the address, priced by the server (again when either changes). */
export const useFreight = (items: ShopBuyItem[], addressId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...getGetShopFreightMutationKey(), items, addressId],
    queryFn: ({ signal }) => getShopFreight({ items, ...(addressId ? { address_id: addressId } : {}) }, { signal }),
    enabled: enabled && items.length > 0,
  });

export const useAddresses = () =>
  useQuery({ queryKey: getListWorkerAddressesQueryKey({ pageIndex: 1, pageSize: 50 }), queryFn: ({ signal }) => listWorkerAddresses({ pageIndex: 1, pageSize: 50 }, { signal }), select: (b) => b.data.rows });

export const useMyCoupons = () =>
  useQuery({ queryKey: [...getListMyCouponsMutationKey(), 'unused'], queryFn: ({ signal }) => listMyCoupons({ status: 'unused', pageIndex: 1, pageSize: 100 }, { signal }), select: (b) => b.rows });

export const useMyIntegral = () =>
  useQuery({ queryKey: getGetMyIntegralMutationKey(), queryFn: ({ signal }) => getMyIntegral({ pageIndex: 1, pageSize: 1 }, { signal }) });

/** Places an order: the key is the intent's, sent again on every retry of it. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, key }: { data: ShopCreateOrderRequest; key: string }) => createShopOrder(data, { headers: idempotencyHeaders(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, key }: { data: ShopPayOrderRequest; key: string }) => payShopOrder(data, { headers: idempotencyHeaders(key) }),
    onSuccess: (_answer, { data }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
        queryClient.invalidateQueries({ queryKey: [...getGetShopOrderDetailMutationKey(), data.order_id] }),
      ]),
  });
}

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
