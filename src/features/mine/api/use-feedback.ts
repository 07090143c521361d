// The feedback page's data over the generated hooks: what the worker sent, and a new one.
import { useQueryClient } from '@tanstack/react-query';
import { getListWorkerFeedbackQueryKey, listWorkerFeedback, useSubmitWorkerFeedback } from '@generated/api/mine/mine';
import type { WorkerFeedback } from '@generated/api/model';
import { type PagedListSpec, usePagedList } from '@/lib/list/use-paged-list';

export type { WorkerFeedback };

const feedbackList: PagedListSpec<WorkerFeedback> = {
  queryKey: getListWorkerFeedbackQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerFeedback({ pageIndex, pageSize }, { signal })).data,
};

export const useFeedbackList = () => usePagedList(feedbackList);

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useSubmitWorkerFeedback({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWorkerFeedbackQueryKey() }) },
  });
}
