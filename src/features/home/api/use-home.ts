// Home's data: the summary, and the online state switch that refreshes it.
import { useQueryClient } from '@tanstack/react-query';
import { getGetWorkerHomeSummaryQueryKey, useGetWorkerHomeSummary, useSetWorkerOnlineState } from '../../../../generated/api/mine/mine';

export function useHomeSummary() {
  return useGetWorkerHomeSummary({ query: { select: (body) => body.data } });
}

export function useOnlineStateSwitch() {
  const queryClient = useQueryClient();
  return useSetWorkerOnlineState({
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetWorkerHomeSummaryQueryKey() }),
    },
  });
}
