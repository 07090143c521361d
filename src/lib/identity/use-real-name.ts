// The worker's real-name verification (the mine area's calls), read and sent from two places: Mine's
// real-name page and the application's real-name step. One pair of hooks, so both read the same
// cache entry and a submission refreshes what either shows; and what both forms check and send the
// same way: the ID number's verdict and the request made of what was typed.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { getGetWorkerRealNameApplyQueryKey, useGetWorkerRealNameApply, useSubmitWorkerRealName } from '@generated/api/mine/mine';
import type { WorkerRealNameSubmitRequest } from '@generated/api/model';
import { idCardProblem, normalizeIdCard } from '@/lib/validation';

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
  return useSubmitWorkerRealName({
    mutation: {
      onSuccess: () =>
        void Promise.all([getGetWorkerRealNameApplyQueryKey(), ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    },
  });
}

/** The fields a worker types in either form, as typed. */
export type RealNameFields = { realName: string; idCardNo: string };

/** Why a typed ID number is refused: `required` when empty, else the backend's checks (lib/validation); null when fine. */
export const idNumberProblem = (typed: string) => (typed.trim() ? idCardProblem(typed) : 'required');

/** The submission as the contract takes it: the name trimmed, the number as the backend checks it (x upper-cased). */
export const realNameRequest = (
  { realName, idCardNo }: RealNameFields,
  photos: Pick<WorkerRealNameSubmitRequest, 'idCardFront' | 'idCardBack' | 'handheldPhoto'>,
): WorkerRealNameSubmitRequest => ({ realName: realName.trim(), idCardNo: normalizeIdCard(idCardNo), ...photos });
