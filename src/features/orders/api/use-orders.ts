// The orders area's data over the generated hooks: the tab lists and the detail; the steps are in
// use-order-steps.ts, the counts in use-order-counts.ts.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/mine';
import type { ListServiceOrdersStatus, ServiceOrderRow } from '@generated/api/model';
import {
  getGetServiceOrderCountsQueryKey,
  getGetServiceOrderDetailQueryOptions,
  getListServiceOrderOffersQueryKey,
  getListServiceOrdersQueryKey,
  listServiceOrders,
  useGetServiceOrderDetail,
} from '@generated/api/orders/orders';
import { isApiError } from '@/lib/api/errors';
import { refreshReads } from '@/lib/api/refresh-reads';
import type { ScreenTarget } from '@/config/feature-routes';
import { type PagedListSpec, prefetchPagedList, usePagedList } from '@/lib/list/use-paged-list';

export type {
  ServiceOrder,
  ServiceOrderCounts,
  ServiceOrderDeclineReason,
  ServiceOrderExtension,
  ServiceOrderFarReason,
  ServiceOrderLateReason,
  ServiceOrderNoShowEvidence,
  ServiceOrderReviewTag,
  ServiceOrderRow,
  ServiceOrderStatus,
} from '@generated/api/model';
export {
  ServiceOrderDeclineReason as DECLINE_REASONS,
  ServiceOrderFarReason as FAR_REASONS,
  ServiceOrderLateReason as LATE_REASONS,
  ServiceOrderReviewTag as REVIEW_TAGS,
} from '@generated/api/model';

/** The four tabs of pages/index/category, each a `status` filter of the list. */
export const ORDER_TABS = ['pending_accept', 'active', 'completed', 'cancelled'] as const satisfies readonly ListServiceOrdersStatus[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** Business codes the order calls answer with (contract examples of the 400 answers). */
export const ORDER_ERRORS = {
  orderGone: 20001,
  statusChanged: 20002,
  offerExpired: 20101,
  alreadyTaken: 20102,
} as const;

export const errorCode = (error: unknown) => (isApiError(error) ? error.code : undefined);

/**
 * The lists, the counts, the Home offers and the Home summary: everything a status change moves; and
 * the money a completed order moves (the wallet, the settlement centre, the income chart and its
 * month list), so that no screen shows the figure from before it beside one from after.
 */
/**
 * The money reads a completed order moves, by their paths (the first element of their query keys):
 * importing each generated call for its key would bring its module into every order page's first
 * load. tests/features/orders/refresh-money.test.tsx holds them to the generated keys.
 */
const MONEY_READS = [
  '/v1/worker/myAccount',
  '/v1/settle/overview',
  '/v1/settle/stat',
  // The running period's bill gains the order as a line (its row on the bills' list too).
  '/v1/settle/bill/list',
  '/v1/settle/bill/detail',
  '/v1/worker/getMyBusinessIncomeStat',
  '/v1/worker/getMyBusinessIncomeList',
];

function refreshOrderLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListServiceOrdersQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetServiceOrderCountsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListServiceOrderOffersQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetWorkerHomeSummaryQueryKey() }),
    refreshReads(queryClient, MONEY_READS),
  ]);
}

export function useRefreshOrderLists() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshOrderLists(queryClient), [queryClient]);
}

const orderList = (status: OrderTab): PagedListSpec<ServiceOrderRow> => ({
  queryKey: getListServiceOrdersQueryKey({ status }),
  fetchPage: ({ pageIndex, pageSize, signal }) => listServiceOrders({ status, pageIndex, pageSize }, { signal }).then((body) => body.data),
});

export const useOrderList = (status: OrderTab) => usePagedList(orderList(status));

/** The tab in the URL's `tab`; the offers waiting for an answer when there is none. */
export const orderTabOf = (value: string | null): OrderTab => (ORDER_TABS.includes(value as OrderTab) ? (value as OrderTab) : 'pending_accept');

/** The Orders tab's list, started with its code: the tab comes from the URL. */
export const prefetchOrders = (queryClient: QueryClient, { search }: ScreenTarget) => prefetchPagedList(queryClient, orderList(orderTabOf(search.get('tab'))));

export function useOrderDetail(id: string) {
  return useGetServiceOrderDetail({ id }, { query: { enabled: id !== '', select: (body) => body.data } });
}

/** The order page's call, started with its code (the id is the URL's `id`). */
export function prefetchOrderDetail(queryClient: QueryClient, { search }: ScreenTarget) {
  const id = search.get('id') ?? '';
  if (id) void queryClient.prefetchQuery(getGetServiceOrderDetailQueryOptions({ id }));
}
