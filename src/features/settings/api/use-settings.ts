// The settings area's data: the signed-in worker (read and changed), the codes, the password,
// mobile, mailbox and payment-password changes, WeChat, and the two ways a session ends here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetWorkerInfoUrl, getWorkerInfo } from '@generated/api/mine/mine';
import type {
  AuthBindEmailRequest,
  AuthBindWeixinRequest,
  AuthCloseAccountRequest,
  AuthCloudSendEmailCodeRequest,
  AuthSendSmsCodeRequest,
  SendSmsCode200,
  WalletPayPasswordSetRequest,
  WalletPayPasswordUpdateRequest,
  WorkerInfo,
  WorkerMobileUpdateRequest,
  WorkerPasswordUpdateRequest,
  WorkerUpdateRequest,
} from '@generated/api/model';
import { useGetMyWallet } from '@generated/api/wallet/wallet';
import { useChange } from '@/lib/outbox';
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

/** Saves personal information, kept: offline it goes by itself; once sent, the worker as stored replaces the cached one. */
export const useUpdateProfile = () => useChange<WorkerUpdateRequest>('updateWorkerInfo');

// Now, never kept (senders.ts says why for each): a password, a code, an account to bind.
export const useUpdatePassword = () => useChange<WorkerPasswordUpdateRequest>('updateWorkerPassword', { way: 'now' });
export const useUpdateMobile = () => useChange<WorkerMobileUpdateRequest>('updateWorkerMobile', { way: 'now' });
export const useSendSmsCode = () => useChange<AuthSendSmsCodeRequest, SendSmsCode200>('sendSmsCode', { way: 'now' });
export const useSendEmailCode = () => useChange<AuthCloudSendEmailCodeRequest>('sendCloudEmailCode', { way: 'now' });
export const useBindEmail = () => useChange<AuthBindEmailRequest>('bindUserEmail', { way: 'now' });
export const useBindWeixin = () => useChange<AuthBindWeixinRequest>('bindUserWeixin', { way: 'now' });

/** Whether a payment password is set yet (the wallet summary says), which decides set or change. */
export function useHasPayPassword() {
  return useGetMyWallet({ query: { select: (body) => body.data.hasPayPassword } });
}

export const useSetPayPassword = () => useChange<WalletPayPasswordSetRequest>('setPayPassword', { way: 'now' });
export const useUpdatePayPassword = () => useChange<WalletPayPasswordUpdateRequest>('updatePayPassword', { way: 'now' });

/**
 * Closes the account; the session ends only once the server has closed it (lib/session/use-end-session.ts),
 * and what the worker left unsent goes with it: no session of that worker can send it any more.
 */
export function useCloseAccount(onDone: () => unknown) {
  const end = useEndSession(onDone, { discard: true });
  return useChange<AuthCloseAccountRequest>('closeUserCenterAccount', { way: 'now', onSuccess: end });
}
