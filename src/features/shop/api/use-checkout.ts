// The checkout over the generated client: the freight, the addresses, coupons and points, placing
// and paying an order (one Idempotency-Key per intent).
import { useQuery } from '@tanstack/react-query';
import { getCloudMyInfo, getGetCloudMyInfoUrl } from '@generated/api/auth/auth';
import { getListWorkerAddressesQueryKey, listWorkerAddresses } from '@generated/api/mine/mine';
import type { CloudOkBody, ShopBuyItem, ShopCreateOrderRequest, ShopCreateOrderResult, ShopPayOrderRequest, ShopPayResult, ShopPayType } from '@generated/api/model';
import { getGetMyIntegralMutationKey, getGetShopFreightMutationKey, getListMyCouponsMutationKey, getMyIntegral, getShopFreight, listMyCoupons } from '@generated/api/shop/shop';
import { useChange, withVariables } from '@/lib/outbox';

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

/** Places an order: money, online only, never kept, one Idempotency-Key per intent (senders.ts reads again what it spent). */
export const useCreateOrder = () => withVariables(useChange<ShopCreateOrderRequest, CloudOkBody & ShopCreateOrderResult>('createShopOrder', { way: 'online' }), (data: ShopCreateOrderRequest) => data);

/** Pays an order: money, online only, never kept, one Idempotency-Key per intent. */
export const usePayOrder = () => withVariables(useChange<ShopPayOrderRequest, CloudOkBody & ShopPayResult>('payShopOrder', { way: 'online' }), (data: ShopPayOrderRequest) => data);
