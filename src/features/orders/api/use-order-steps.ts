// The order's steps (accept, depart, arrive, start, photos, finish, decline, the review of the
// customer, the privacy call): each puts the order it answers into the detail cache and refreshes
// the lists. Apart from the lists and the detail, which the Orders tab loads without these calls.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetServiceOrderDetailQueryKey,
  acceptServiceOrder,
  arriveServiceOrder,
  declineServiceOrder,
  departServiceOrder,
  finishServiceOrder,
  startServiceOrder,
  useAppraiseServiceOrderCustomer,
  useCreateServiceOrderPrivacyCall,
  useSaveServiceOrderPhotos,
} from '@generated/api/orders/orders';
import type { ApiError } from '@/lib/api/errors';
import { tryIntent, useIdempotentIntent } from '@/lib/api/idempotency';
import { errorCode, ORDER_ERRORS, refreshOrderLists, type ServiceOrder } from './use-orders';

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
