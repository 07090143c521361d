// The orders area's data: the tab lists, counts and detail over the generated hooks, and the status
// actions, each of which puts the returned order into the detail cache and refreshes the lists.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/mine';
import type { ListServiceOrdersStatus, ServiceOrder, ServiceOrderRow } from '@generated/api/model';
import {
  getGetServiceOrderCountsQueryKey,
  getGetServiceOrderCountsQueryOptions,
  getGetServiceOrderDetailQueryKey,
  getGetServiceOrderDetailQueryOptions,
  getListServiceOrderOffersQueryKey,
  getListServiceOrdersQueryKey,
  acceptServiceOrder,
  arriveServiceOrder,
  declineServiceOrder,
  departServiceOrder,
  finishServiceOrder,
  listServiceOrders,
  startServiceOrder,
  useAppraiseServiceOrderCustomer,
  useCreateServiceOrderPrivacyCall,
  useGetServiceOrderCounts,
  useGetServiceOrderDetail,
  useSaveServiceOrderPhotos,
} from '@generated/api/orders/orders';
import { type ApiError, isApiError } from '@/lib/api/errors';
import { tryIntent, useIdempotentIntent } from '@/lib/api/idempotency';
import type { ScreenTarget } from '@/config/feature-routes';
import { type PagedListSpec, prefetchPagedList, usePagedList } from '@/lib/list/use-paged-list';

export type {
  ServiceOrder,
  ServiceOrderCounts,
  ServiceOrderDeclineReason,
  ServiceOrderExtension,
  ServiceOrderReviewTag,
  ServiceOrderRow,
  ServiceOrderStatus,
} from '@generated/api/model';
export { ServiceOrderDeclineReason as DECLINE_REASONS, ServiceOrderReviewTag as REVIEW_TAGS } from '@generated/api/model';

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

/** The lists, the counts, the Home offers and the Home summary: everything a status change moves. */
export function refreshOrderLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListServiceOrdersQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetServiceOrderCountsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListServiceOrderOffersQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetWorkerHomeSummaryQueryKey() }),
  ]);
}

export function useRefreshOrderLists() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshOrderLists(queryClient), [queryClient]);
}

export function useOrderCounts() {
  return useGetServiceOrderCounts({ query: { select: (body) => body.data } });
}

/** The tab badge's call, started with the tab bar's code. */
export const prefetchOrderCounts = (queryClient: QueryClient) => void queryClient.prefetchQuery(getGetServiceOrderCountsQueryOptions());

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

/** After an action: the order it answered goes into the detail cache, and the lists reload. */
function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (id: string, body: { code: 200; msg: string; data: ServiceOrder }) => {
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id }), body);
    void refreshOrderLists(queryClient);
  };
}

/** An action refused because the order moved on: reload the detail and the lists to show where it stands. */
function useOrderRefused() {
  const queryClient = useQueryClient();
  return (id: string, error: unknown) => {
    const code = errorCode(error);
    if (code === ORDER_ERRORS.statusChanged || code === ORDER_ERRORS.offerExpired || code === ORDER_ERRORS.alreadyTaken) {
      void queryClient.invalidateQueries({ queryKey: getGetServiceOrderDetailQueryKey({ id }) });
      void refreshOrderLists(queryClient);
    }
  };
}

function useStepOptions() {
  const answered = useOrderAnswered();
  const refused = useOrderRefused();
  return {
    mutation: {
      onSuccess: (body: { code: 200; msg: string; data: ServiceOrder }, variables: { data: { id: string } }) => answered(variables.data.id, body),
      onError: (error: ApiError, variables: { data: { id: string } }) => refused(variables.data.id, error),
    },
  };
}

type Send<D, R> = (data: D, options: { headers: Record<string, string> }) => Promise<R>;

/**
 * A state change of an order, sent with its intent's Idempotency-Key (lib/api/idempotency.ts): a
 * retry after a timeout or a lost answer carries the same key, and the server answers it with the
 * first result instead of taking the step twice; the next step is a new intent.
 */
function useIntentMutation<D, R>(send: Send<D, R>, options: { onSuccess?: (body: R, variables: { data: D }) => unknown; onError?: (error: ApiError, variables: { data: D }) => unknown }) {
  const intent = useIdempotentIntent();
  return useMutation<R, ApiError, { data: D }>({
    mutationFn: ({ data }) => tryIntent(intent, (headers) => send(data, { headers })),
    ...options,
  });
}

const useStep = <D extends { id: string }>(send: Send<D, { code: 200; msg: string; data: ServiceOrder }>) => useIntentMutation(send, useStepOptions().mutation);

export const useAcceptOrder = () => useStep(acceptServiceOrder);
export const useDepartOrder = () => useStep(departServiceOrder);
export const useArriveOrder = () => useStep(arriveServiceOrder);
export const useStartOrder = () => useStep(startServiceOrder);
export const useSaveOrderPhotos = () => useSaveServiceOrderPhotos(useStepOptions());
export const useFinishOrder = () => useStep(finishServiceOrder);

/** Declining takes the offer out of the worker's orders: its detail is dropped and the lists reload. */
export function useDeclineOrder() {
  const queryClient = useQueryClient();
  const refused = useOrderRefused();
  return useIntentMutation(declineServiceOrder, {
    onSuccess: (_body, { data }) => {
      queryClient.removeQueries({ queryKey: getGetServiceOrderDetailQueryKey({ id: data.id }) });
      void refreshOrderLists(queryClient);
    },
    onError: (error, { data }) => refused(data.id, error),
  });
}

/** The review changes `canAppraise` and `customerReview`: the detail reloads. */
export function useAppraiseCustomer() {
  const queryClient = useQueryClient();
  return useAppraiseServiceOrderCustomer({
    mutation: {
      onSuccess: (_body, { data }) => queryClient.invalidateQueries({ queryKey: getGetServiceOrderDetailQueryKey({ id: data.id }) }),
    },
  });
}

export function usePrivacyCall() {
  return useCreateServiceOrderPrivacyCall();
}
