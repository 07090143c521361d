// A cancelled shop order gives its coupon back (issue 41): the refresh names the coupon reads by their
// paths (src/features/shop/api/coupon-reads.ts), held here to the generated keys the screens use.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getListMyCouponsMutationKey, getListMyCouponsUrl, getListShopOrdersMutationKey } from '@generated/api/shop/shop';
import { refreshCoupons } from '@/features/shop/api/coupon-reads';

describe('refreshing the coupons', () => {
  it("marks the checkout's and the coupon list's reads out of date, and nothing else", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // The checkout's unused coupons (use-checkout.ts) and each tab of the coupon list (use-rewards.ts).
    const coupons = [[...getListMyCouponsMutationKey(), 'unused'], [getListMyCouponsUrl(), { status: 'unused' }], [getListMyCouponsUrl(), { status: 'used' }]] as const;
    const other = getListShopOrdersMutationKey();
    for (const key of [...coupons, other]) queryClient.setQueryData(key, { rows: [] });
    await refreshCoupons(queryClient);
    expect(coupons.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(coupons.map(() => true));
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
