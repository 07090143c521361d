// The worker's real-name verification (the mine area's calls), read and sent from two places: Mine's
// real-name page and the application's real-name step. One pair of hooks, so both read the same
// cache entry and a submission refreshes what either shows.
import { useQueryClient } from '@tanstack/react-query';
import { getGetApplyProcessQueryKey } from '@generated/api/apply/apply';
import { getGetWorkerRealNameApplyQueryKey, useGetWorkerRealNameApply, useSubmitWorkerRealName } from '@generated/api/mine/mine';

export type { WorkerRealNameApply } from '@generated/api/model';

/** The worker's real-name application: its status, and what was sent. */
export const useRealNameApply = () => useGetWorkerRealNameApply({ query: { select: (body) => body.data } });

/**
 * Sends the real-name form. A success refreshes the application (its status) and the application's
 * process page, whose real-name step shows it (a no-op for a worker who is not applying).
 */
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useSubmitWorkerRealName({
    mutation: {
      onSuccess: () =>
        void Promise.all([getGetWorkerRealNameApplyQueryKey(), getGetApplyProcessQueryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    },
  });
}
