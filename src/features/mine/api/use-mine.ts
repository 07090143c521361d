// Mine's data: the signed-in worker, the wallet summary, signing out, the language.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutWorker } from '@generated/api/auth/auth';
import { getGetWorkerInfoUrl, getWorkerInfo } from '@generated/api/mine/mine';
import { getGetMyWalletQueryOptions, useGetMyWallet } from '@generated/api/wallet/wallet';
import { clearSession, saveWorkerStatus } from '@/lib/session/session';

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

export function useWalletSummary() {
  return useGetMyWallet({ query: { select: (body) => body.data } });
}

/** Mine's first calls, started with the screen's code rather than after its first render. */
export function prefetchMine(queryClient: QueryClient) {
  void queryClient.prefetchQuery(workerInfoQuery());
  void queryClient.prefetchQuery(getGetMyWalletQueryOptions());
}

/**
 * Signs out: the server revokes the token, and whatever it answers (the contract says so) login
 * opens (`onDone`), then the token and every cached answer leave the phone. The worker's pages go
 * down the moment the session ends (app/require-auth.tsx); leaving first means login's code is in
 * by then, so login follows at once.
 */
export function useSignOut(onDone: () => unknown) {
  const queryClient = useQueryClient();
  return useLogoutWorker({
    mutation: {
      onSettled: async () => {
        await onDone();
        clearSession();
        queryClient.clear();
      },
    },
  });
}
