// The wallet area's data: balances, flow records, withdrawal rules, saved accounts and withdrawals;
// after a withdrawal or an account change, the answers that show it are asked again.
import {
  getListWalletFlowsQueryKey,
  getListWithdrawalsQueryKey,
  listWalletFlows,
  listWithdrawals,
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
  WithdrawAccountDeleteRequest,
  WithdrawAccountSaveRequest,
  WithdrawConfig,
  Withdrawal,
  WithdrawalStatus,
  WithdrawalSummary,
  WithdrawRequest,
} from '@generated/api/model';
import { useChange } from '@/lib/outbox';
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

/**
 * Adds or edits an account, now (never kept: a card's number is never written to the phone), with
 * its intent's Idempotency-Key: an add retried after no answer makes one account; each account edited
 * is an intent of its own.
 */
export const useSaveAccount = () => useChange<WithdrawAccountSaveRequest>('saveWithdrawAccount', { way: 'now', intentOf: (data) => data.id ?? '' });

export const useDeleteAccount = () => useChange<WithdrawAccountDeleteRequest>('deleteWithdrawAccount', { way: 'online' });

/**
 * A withdrawal: money, online only, never kept, with its intent's Idempotency-Key, the same on every
 * retry of one intent; offline it is not sent and the screen says so. Balances, flows, records and
 * today's count follow a success (senders.ts). Resolves with the withdrawal.
 */
export function useCreateWithdrawal() {
  const change = useChange<WithdrawRequest, { data: Withdrawal }>('createWithdrawal', { way: 'online' });
  return { ...change, mutateAsync: async (data: WithdrawRequest) => (await change.mutateAsync({ data })).data };
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
