// The settings area's data: the signed-in worker (read and changed), the codes, the password,
// mobile, mailbox and payment-password changes, WeChat, and the two ways a session ends here.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useBindUserEmail,
  useBindUserWeixin,
  useCloseUserCenterAccount,
  useSendCloudEmailCode,
  useSendSmsCode,
} from '@generated/api/auth/auth';
import {
  getGetWorkerInfoUrl,
  getWorkerInfo,
  useUpdateWorkerInfo,
  useUpdateWorkerMobile,
  useUpdateWorkerPassword,
} from '@generated/api/mine/mine';
import type { WorkerInfo, WorkerUpdateRequest } from '@generated/api/model';
import { useGetMyWallet, useSetPayPassword, useUpdatePayPassword } from '@generated/api/wallet/wallet';
import { useEndSession } from '@/lib/session/use-end-session';

export type { WorkerInfo, WorkerUpdateRequest };

/**
 * getWorkerInfo is a POST in the contract (orval made it a mutation); it only reads, so it is a
 * query, keyed by its URL as orval keys queries: the same entry Mine reads, so a change made here
 * shows on Mine at once.
 */
export const workerInfoQueryKey = () => [getGetWorkerInfoUrl()] as const;

export function useWorkerInfo() {
  return useQuery({
    ...queryOptions({ queryKey: workerInfoQueryKey(), queryFn: ({ signal }) => getWorkerInfo({ signal }) }),
    select: (body) => body.data,
  });
}

/** Saves personal information; the answer is the worker as now stored, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useUpdateWorkerInfo({
    mutation: {
      onSuccess: (body) => {
        queryClient.setQueryData(workerInfoQueryKey(), body);
      },
    },
  });
}

export function useUpdatePassword() {
  return useUpdateWorkerPassword();
}

/** A new sign-in number: the worker is read again, as the number shown changes. */
export function useUpdateMobile() {
  const queryClient = useQueryClient();
  return useUpdateWorkerMobile({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: workerInfoQueryKey() }) },
  });
}

export { useSendSmsCode, useSendCloudEmailCode as useSendEmailCode, useBindUserEmail as useBindEmail, useBindUserWeixin as useBindWeixin };

/** Whether a payment password is set yet (the wallet summary says), which decides set or change. */
export function useHasPayPassword() {
  return useGetMyWallet({ query: { select: (body) => body.data.hasPayPassword } });
}

export { useSetPayPassword, useUpdatePayPassword };

/**
 * Closes the account; the session ends only once the server has closed it (lib/session/use-end-session.ts),
 * and what the worker left unsent goes with it: no session of that worker can send it any more.
 */
export function useCloseAccount(onDone: () => unknown) {
  const end = useEndSession(onDone, { discard: true });
  return useCloseUserCenterAccount({ mutation: { onSuccess: end } });
}
