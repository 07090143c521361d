// Mine's data: the signed-in worker, the wallet summary, today's income (Home's figure, one field for
// both tabs), the menus the worker's roles allow (signing out: lib/session/use-end-session.ts).
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetWorkerHomeSummaryQueryOptions, getGetWorkerInfoUrl, getWorkerInfo, useGetWorkerHomeSummary } from '@generated/api/mine/mine';
import { getGetUserMenuUrl, getUserMenu } from '@generated/api/system/system';
import { getGetMyWalletQueryOptions, useGetMyWallet } from '@generated/api/wallet/wallet';
import { saveWorkerStatus } from '@/lib/session/session';

/** getWorkerInfo is a POST in the contract (so orval made it a mutation); it only reads, so it is a query here, keyed by its URL as orval keys queries. */
export const workerInfoQueryKey = () => [getGetWorkerInfoUrl()] as const;

const workerInfoQuery = () => queryOptions({ queryKey: workerInfoQueryKey(), queryFn: ({ signal }) => getWorkerInfo({ signal }) });

export function useWorkerInfo() {
  const query = useQuery({ ...workerInfoQuery(), select: (body) => body.data });
  // The navigation guard's onboarding rule (status 3) follows the server, not only the sign-in answer.
  const status = query.data?.status;
  useEffect(() => {
    if (status !== undefined) saveWorkerStatus(status);
  }, [status]);
  return query;
}

/** getUserMenu is a cloud call (a POST, so orval made it a mutation); it only reads, so it is a query here. */
const userMenuQuery = () => queryOptions({ queryKey: [getGetUserMenuUrl()] as const, queryFn: ({ signal }) => getUserMenu({}, { signal }) });

/** Mine's menu groups in `sort` order, each with its entries in `sort` order. */
export function useUserMenu() {
  return useQuery({
    ...userMenuQuery(),
    select: (body) =>
      [...body.menus].sort((a, b) => a.sort - b.sort).map((group) => ({ ...group, children: [...group.children].sort((a, b) => a.sort - b.sort) })),
  });
}

export function useWalletSummary() {
  return useGetMyWallet({ query: { select: (body) => body.data } });
}

/** Today's income as Home shows it (the same answer, cached once for both tabs). */
export function useTodayIncome() {
  return useGetWorkerHomeSummary({ query: { select: (body) => body.data.today.incomeCents } });
}

/** Mine's first calls, started with the screen's code rather than after its first render. */
export function prefetchMine(queryClient: QueryClient) {
  void queryClient.prefetchQuery(workerInfoQuery());
  void queryClient.prefetchQuery(getGetMyWalletQueryOptions());
  void queryClient.prefetchQuery(getGetWorkerHomeSummaryQueryOptions());
  void queryClient.prefetchQuery(userMenuQuery());
}

