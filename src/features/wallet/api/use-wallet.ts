// The wallet area's data: balances, flow records, withdrawal rules, saved accounts and withdrawals;
// after a withdrawal or an account change, the answers that show it are asked again.
import { useQueryClient } from '@tanstack/react-query';
import {
  createWithdrawal,
  getGetMyWalletQueryKey,
  getGetWithdrawConfigQueryKey,
  getGetWithdrawalQueryKey,
  getListWalletFlowsQueryKey,
  getListWithdrawAccountsQueryKey,
  getListWithdrawalsQueryKey,
  listWalletFlows,
  listWithdrawals,
  saveWithdrawAccount,
  useDeleteWithdrawAccount,
  useGetMyWallet,
  useGetWithdrawConfig,
  useGetWithdrawal,
  useListWithdrawAccounts,
} from '@generated/api/wallet/wallet';
import type {
  WalletErrorBody,
  WalletFlowRecord,
  WalletFlowType,
  WalletSummary,
  WithdrawAccount,
  WithdrawAccountSaveRequest,
  WithdrawConfig,
  Withdrawal,
  WithdrawalStatus,
  WithdrawalSummary,
  WithdrawRequest,
} from '@generated/api/model';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';
import type { ErrorType } from '@/lib/api/request';
import { usePagedList } from '@/lib/list/use-paged-list';
import { allows } from '@/lib/session/access';
import { useUserCentre } from '@/lib/session/user-centre';

export type {
  WalletErrorBody,
  WalletFlowRecord,
  WalletFlowType,
  WalletSummary,
  WithdrawAccount,
  WithdrawAccountSaveRequest,
  WithdrawConfig,
  Withdrawal,
  WithdrawalStatus,
  WithdrawalSummary,
};

export const FLOW_TYPES: WalletFlowType[] = ['income', 'withdraw', 'fee', 'refund', 'adjust'];
export const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['pending_review', 'approved', 'paid', 'rejected'];

export const useWallet = () => useGetMyWallet({ query: { select: (body) => body.data } });

export const useWithdrawConfig = () => useGetWithdrawConfig({ query: { select: (body) => body.data } });

/** The flow records of one type and one month (`yyyy-MM`), each all when left out. */
export function useWalletFlows(type?: WalletFlowType, month?: string) {
  const params = { ...(type ? { type } : {}), ...(month ? { month } : {}) };
  return usePagedList<WalletFlowRecord>({
    queryKey: getListWalletFlowsQueryKey(params),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWalletFlows({ ...params, pageIndex, pageSize }, { signal })).data,
  });
}

export function useWithdrawals(status?: WithdrawalStatus) {
  const params = status ? { status } : {};
  return usePagedList<WithdrawalSummary>({
    queryKey: getListWithdrawalsQueryKey(params),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWithdrawals({ ...params, pageIndex, pageSize }, { signal })).data,
  });
}

export const useWithdrawal = (id: string) => useGetWithdrawal({ id }, { query: { enabled: id !== '', select: (body) => body.data } });

export const useWithdrawAccounts = () => useListWithdrawAccounts({ query: { select: (body) => body.data } });

/** Asks again for everything a withdrawal or an account change shows in. */
function useRefreshWallet() {
  const queryClient = useQueryClient();
  return (keys: readonly (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }))).then(() => undefined);
}

/**
 * Adds or edits an account with its intent's Idempotency-Key (lib/api/use-intent-mutation.ts): an add
 * retried after no answer makes one account; each account edited is an intent of its own.
 */
export function useSaveAccount() {
  const refresh = useRefreshWallet();
  return useIntentMutation({
    send: ({ data }: { data: WithdrawAccountSaveRequest }, headers) => saveWithdrawAccount(data, { headers }),
    intentOf: ({ data }) => data.id ?? '',
    onSuccess: () => refresh([getListWithdrawAccountsQueryKey()]),
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshWallet();
  return useDeleteWithdrawAccount({ mutation: { onSuccess: () => refresh([getListWithdrawAccountsQueryKey()]) } });
}

/**
 * A withdrawal, with its intent's Idempotency-Key (lib/api/use-intent-mutation.ts): the same on every
 * retry of one intent. Balances, flows, records and today's count follow a success.
 */
export function useCreateWithdrawal() {
  const refresh = useRefreshWallet();
  return useIntentMutation<Withdrawal, ErrorType<WalletErrorBody>, WithdrawRequest>({
    send: async (data, headers) => (await createWithdrawal(data, { headers })).data,
    onSuccess: (withdrawal) =>
      refresh([getGetMyWalletQueryKey(), getGetWithdrawConfigQueryKey(), getListWalletFlowsQueryKey(), getListWithdrawalsQueryKey(), getGetWithdrawalQueryKey({ id: withdrawal.id })]),
  });
}

/** Fee and amount received for an amount, as the contract's WithdrawConfig computes them. */
export function withdrawalFee(amountCents: number, config: Pick<WithdrawConfig, 'feeRateBp' | 'minFeeCents'>) {
  // round_half_up(amount * bp / 10000) in integers: no float rounding on cents.
  const rated = Math.floor((amountCents * config.feeRateBp + 5000) / 10000);
  const feeCents = Math.min(amountCents, Math.max(config.minFeeCents, rated));
  return { feeCents, actualCents: amountCents - feeCents };
}

/**
 * Whether the user centre lets this worker withdraw (the `wallet.withdraw` permission): true until
 * it has answered, as the server refuses a withdrawal it does not allow anyway; false once it says so.
 */
export function useWithdrawAllowed(): boolean {
  // The user held for the session (lib/session/user-centre.ts): asked here only when not yet held.
  const user = useUserCentre(undefined, { retry: false });
  return user.data === undefined || allows(user.data, { permissions: ['wallet.withdraw'] });
}
