// The checkout over the generated client: the freight, the addresses, coupons and points, placing
// and paying an order (one Idempotency-Key per intent).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getListWorkerAddressesQueryKey, listWorkerAddresses } from '@generated/api/mine/mine';
import type { ShopBuyItem, ShopCreateOrderRequest, ShopPayOrderRequest, ShopPayType } from '@generated/api/model';
import { createShopOrder, getGetMyIntegralMutationKey, getGetShopFreightMutationKey, getGetShopOrderDetailMutationKey, getListMyCouponsMutationKey, getListShopOrdersMutationKey, getMyIntegral, getShopFreight, listMyCoupons, payShopOrder } from '@generated/api/shop/shop';
import { idempotencyHeaders } from '@/lib/api/idempotency';

export type { ShopPayType };

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
