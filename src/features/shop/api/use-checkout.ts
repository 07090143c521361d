// The checkout over the generated client: the freight, the addresses, coupons and points, placing
// and paying an order (one Idempotency-Key per intent).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCloudMyInfo, getGetCloudMyInfoUrl } from '@generated/api/auth/auth';
import { getListWorkerAddressesQueryKey, listWorkerAddresses } from '@generated/api/mine/mine';
import type { ShopBuyItem, ShopCreateOrderRequest, ShopPayOrderRequest, ShopPayType } from '@generated/api/model';
import {
  createShopOrder,
  getGetMyIntegralMutationKey,
  getGetShopFreightMutationKey,
  getGetShopOrderDetailMutationKey,
  getListMyBalanceRecordsUrl,
  getListMyCouponsMutationKey,
  getListMyCouponsUrl,
  getListShopOrdersMutationKey,
  getMyIntegral,
  getShopFreight,
  listMyCoupons,
  payShopOrder,
} from '@generated/api/shop/shop';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';
import { refreshPoints } from './points-reads';

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

/**
 * The user-centre balance that pays a shop order (getCloudMyInfo's `account_balance`): the same query,
 * by the same key, as the balance page and Mine show, so a payment moves it everywhere at once.
 */
export const useShopBalance = () =>
  useQuery({ queryKey: [getGetCloudMyInfoUrl()], queryFn: ({ signal }) => getCloudMyInfo({}, { signal }), select: (b) => b.userInfo.account_balance.balance });

/** Places an order: its intent's key goes again on every retry of it (lib/api/use-intent-mutation.ts). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (data: ShopCreateOrderRequest, headers) => createShopOrder(data, { headers }),
    // The coupon the order used is no longer unused; the points it spent leave the balance wherever
    // it shows (the checkout, 我的积分, the user centre's 个人信息 and the cloud user).
    onSuccess: (_answer, data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
        queryClient.invalidateQueries({ queryKey: getListMyCouponsMutationKey() }),
        queryClient.invalidateQueries({ queryKey: [getListMyCouponsUrl()] }),
        ...(data.use_integral
          ? [
              refreshPoints(queryClient),
            ]
          : []),
      ]),
  });
}

/** Pays an order: one intent whatever the worker changes on the sheet while its outcome is unknown. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (data: ShopPayOrderRequest, headers) => payShopOrder(data, { headers }),
    onSuccess: (_answer, data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() }),
        queryClient.invalidateQueries({ queryKey: [...getGetShopOrderDetailMutationKey(), data.order_id] }),
        // A balance payment lowers the balance and adds a row to its records (the balance page's queries).
        ...(data.pay_type === 'balance' ? [queryClient.invalidateQueries({ queryKey: [getGetCloudMyInfoUrl()] }), queryClient.invalidateQueries({ queryKey: [getListMyBalanceRecordsUrl()] })] : []),
      ]),
  });
}
