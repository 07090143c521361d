// The reads that show the worker's coupons (the checkout's unused coupons and the coupon list's
// tabs), named by the first element of their query keys, as the points reads are (points-reads.ts):
// importing the generated call for its key would bring its module into the first load of the shop
// orders' screens. tests/features/shop/coupon-reads.test.ts holds the names to the generated keys.
import type { QueryClient } from '@tanstack/react-query';
import { refreshReads } from '@/lib/api/refresh-reads';

const COUPON_READS = ['listMyCoupons', '/router/client/coupon.getMyList'];

/** Marks every read of the coupons out of date: a cancelled order gave its coupon back. */
export const refreshCoupons = (queryClient: QueryClient) => refreshReads(queryClient, COUPON_READS);
