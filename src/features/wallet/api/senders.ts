// How the wallet's changes are sent: money, online only, never kept (a withdrawal an hour late is a
// surprise; offline it is not sent and says so); the accounts, now (a bank card's number is never
// written to the phone). Balances, flows, records and counts are read again after each.
import type { QueryClient } from '@tanstack/react-query';
import {
  createWithdrawal,
  deleteWithdrawAccount,
  getGetMyWalletQueryKey,
  getGetWithdrawConfigQueryKey,
  getListWalletFlowsQueryKey,
  getListWithdrawAccountsQueryKey,
  getListWithdrawalsQueryKey,
  saveWithdrawAccount,
} from '@generated/api/wallet/wallet';
import { callOf, type Senders } from '@/lib/outbox';

const refresh = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
};

export const senders: Senders = {
  createWithdrawal: {
    send: callOf(createWithdrawal),
    answered: (queryClient) => refresh(queryClient, [getGetMyWalletQueryKey(), getGetWithdrawConfigQueryKey(), getListWalletFlowsQueryKey(), getListWithdrawalsQueryKey()]),
  },
  saveWithdrawAccount: { send: callOf(saveWithdrawAccount), answered: (queryClient) => refresh(queryClient, [getListWithdrawAccountsQueryKey()]) },
  deleteWithdrawAccount: { send: callOf(deleteWithdrawAccount), answered: (queryClient) => refresh(queryClient, [getListWithdrawAccountsQueryKey()]) },
};
