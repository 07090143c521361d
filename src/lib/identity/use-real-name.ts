// The worker's real-name verification (the mine area's calls), read and sent from two places: Mine's
// real-name page and the application's real-name step. One pair of hooks, so both read the same
// cache entry and a submission refreshes what either shows. What both forms check and send the same
// way is in real-name-fields.ts: the pages that only read the status (the application's process
// page, the invite letter) do not load the ID number's checks.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { getGetWorkerRealNameApplyQueryKey, useGetWorkerRealNameApply } from '@generated/api/mine/mine';
import type { WorkerRealNameSubmitRequest } from '@generated/api/model';
import { useChange } from '@/lib/outbox';

export type { WorkerRealNameApply } from '@generated/api/model';

/** The worker's real-name application: its status, and what was sent. */
export const useRealNameApply = () => useGetWorkerRealNameApply({ query: { select: (body) => body.data } });

/**
 * Sends the real-name form. A success refreshes the application (its status) and what the caller
 * shows it on too (`alsoRefresh`: the application's process page, from its real-name step; passed,
 * not imported here, so Mine's page does not load the application's calls).
 */
export function useSubmitRealName(alsoRefresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  // Now, never kept: the ID number and real name are never written to the phone.
  return useChange<WorkerRealNameSubmitRequest>('submitWorkerRealName', {
    way: 'now',
    onSuccess: () => void Promise.all([getGetWorkerRealNameApplyQueryKey(), ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
