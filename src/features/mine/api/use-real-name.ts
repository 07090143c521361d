// The real-name page's data over the generated hooks: the application, and its submission.
import { useQueryClient } from '@tanstack/react-query';
import { getGetWorkerRealNameApplyQueryKey, useGetWorkerRealNameApply, useSubmitWorkerRealName } from '@generated/api/mine/mine';

export type { WorkerRealNameApply } from '@generated/api/model';

export const useRealNameApply = () => useGetWorkerRealNameApply({ query: { select: (body) => body.data } });

export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useSubmitWorkerRealName({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetWorkerRealNameApplyQueryKey() }) },
  });
}
