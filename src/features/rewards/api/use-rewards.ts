// The rewards area's data: the user-centre balance and its records, points with their rule and
// records, my coupons by status, the coupon centre and receiving a coupon (one intent, one key), my
// invite code, and the salesman page with its share card. The cloud reads are POSTs: their query keys
// are the call's URL and its parameters.
import { type InfiniteData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCloudMyInfo, getGetCloudMyInfoUrl, setUserInviteCode } from '@generated/api/auth/auth';
import type {
  GetMyIntegral200,
  ShopBalanceRecord,
  ShopCenterCoupon,
  ShopIntegralRecord,
  ShopIntegralRule,
  ShopMyCoupon,
  ShopMyCouponStatus,
  ShopReceiveCouponRequest,
} from '@generated/api/model';
import {
  getGetMyIntegralUrl,
  getGetMySalesmanInfoUrl,
  getListCenterCouponsUrl,
  getListMyBalanceRecordsUrl,
  getListMyCouponsUrl,
  getMyIntegral,
  getMySalesmanInfo,
  listCenterCoupons,
  listMyBalanceRecords,
  listMyCoupons,
} from '@generated/api/shop/shop';
import { useChange, withVariables } from '@/lib/outbox';
import { applyPage, DEFAULT_PAGE_SIZE, emptyList, type ListState, type Page } from '@/lib/list/paging';
import { usePagedList } from '@/lib/list/use-paged-list';

export type { ShopBalanceRecord, ShopCenterCoupon, ShopIntegralRecord, ShopIntegralRule, ShopMyCoupon, ShopMyCouponStatus };
export const COUPON_STATUSES: ShopMyCouponStatus[] = ['unused', 'used', 'expired'];

/** The signed-in user as the user centre holds it: balance, points, own invite code (and the merchant's share settings). */
const myInfoOptions = () =>
  queryOptions({
    queryKey: [getGetCloudMyInfoUrl()],
    queryFn: ({ signal }) => getCloudMyInfo({}, { signal }),
  });

export const useMyInfo = () => useQuery(myInfoOptions());

export const useBalanceRecords = () =>
  usePagedList<ShopBalanceRecord>({
    queryKey: [getListMyBalanceRecordsUrl()],
    fetchPage: ({ pageIndex, pageSize, signal }) => listMyBalanceRecords({ pageIndex, pageSize }, { signal }),
  });

/**
 * Points: the first page carries the balance and the rule beside the records, so one paged query
 * gives all three (the list folded by the list rules, the head from its first page).
 */
export function useIntegral() {
  const queryClient = useQueryClient();
  const pageSize = DEFAULT_PAGE_SIZE;
  const queryKey = [getGetMyIntegralUrl(), { pageSize }];
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getMyIntegral({ pageIndex: pageParam, pageSize }, { signal }),
    getNextPageParam: (_last, pages, _lastParam, params) => {
      const state = fold(pages, params, pageSize);
      return state.hasMore ? state.pageIndex + 1 : undefined;
    },
    select: (data) => ({ list: fold(data.pages, data.pageParams, pageSize), head: data.pages[0] }),
  });
  return {
    ...query,
    list: query.data?.list ?? emptyList<ShopIntegralRecord>(),
    balance: query.data?.head?.balance,
    rule: query.data?.head?.rule,
    refresh: async () => {
      queryClient.setQueryData<InfiniteData<GetMyIntegral200, number>>(queryKey, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      await query.refetch();
    },
    loadMore: async () => {
      if (query.hasNextPage && !query.isFetchingNextPage) await query.fetchNextPage();
    },
  };
}

const fold = <T>(pages: Page<T>[], params: unknown[], pageSize: number) =>
  pages.reduce<ListState<T>>((s, p, i) => applyPage(s, params[i] as number, p, pageSize), emptyList<T>());

const myCouponsKey = (status?: ShopMyCouponStatus) => (status ? [getListMyCouponsUrl(), { status }] : [getListMyCouponsUrl()]);

export const useMyCoupons = (status: ShopMyCouponStatus) =>
  usePagedList<ShopMyCoupon>({
    queryKey: myCouponsKey(status),
    fetchPage: ({ pageIndex, pageSize, signal }) => listMyCoupons({ status, pageIndex, pageSize }, { signal }),
  });

const centreKey = [getListCenterCouponsUrl()];

export const useCouponCentre = () =>
  usePagedList<ShopCenterCoupon>({
    queryKey: centreKey,
    fetchPage: ({ pageIndex, pageSize, signal }) => listCenterCoupons({ pageIndex, pageSize }, { signal }),
  });

/**
 * Receives one coupon (a state change: the screen locks it while in flight; one intent per coupon,
 * its key reused on a retry while the outcome is unknown, so a retry cannot take a second one). Afterwards the centre shows it received and my unused coupons hold it:
 * in the hook's own callback, which runs even when the screen has gone.
 */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  const change = useChange<ShopReceiveCouponRequest>('receiveCoupon', {
    way: 'online',
    intentOf: (data) => data.coupon_id,
    onSuccess: (_body, { data: { coupon_id: couponId } }) => {
      queryClient.setQueriesData<InfiniteData<Page<ShopCenterCoupon>, number>>({ queryKey: centreKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                rows: page.rows.map((c) => (c._id === couponId ? { ...c, can_receive: false, received_count: c.received_count + 1 } : c)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: centreKey });
      void queryClient.invalidateQueries({ queryKey: myCouponsKey() });
    },
  });
  return withVariables(change, ({ couponId }: { couponId: string }) => ({ coupon_id: couponId }));
}

/**
 * My own invite code: the user info's, or, when it has none, one the server makes
 * (setUserInviteCode without a code: "the invite page needs one").
 */
export function useMyInviteCode() {
  const info = useMyInfo();
  const own = info.data?.userInfo.my_invite_code;
  const made = useQuery({
    queryKey: ['setUserInviteCode'],
    queryFn: () => setUserInviteCode({}),
    enabled: info.isSuccess && !own,
    staleTime: Infinity,
  });
  const pending = info.isPending || (info.isSuccess && !own && made.isPending);
  return {
    info,
    code: own || made.data?.myInviteCode,
    isPending: pending,
    isError: info.isError || made.isError,
    error: info.error ?? made.error,
    refetch: async () => {
      await info.refetch();
      if (made.isError) await made.refetch();
    },
  };
}

export const useSalesman = () =>
  useQuery({
    queryKey: [getGetMySalesmanInfoUrl()],
    queryFn: ({ signal }) => getMySalesmanInfo({}, { signal }),
  });
