// The feedback page's data over the generated hooks: what the worker sent, and a new one.
import { getListWorkerFeedbackQueryKey, listWorkerFeedback } from '@generated/api/mine/mine';
import type { WorkerFeedback, WorkerFeedbackRequest } from '@generated/api/model';
import { useChange } from '@/lib/outbox';
import { type PagedListSpec, usePagedList } from '@/lib/list/use-paged-list';

export type { WorkerFeedback };

const feedbackList: PagedListSpec<WorkerFeedback> = {
  queryKey: getListWorkerFeedbackQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerFeedback({ pageIndex, pageSize }, { signal })).data,
};

export const useFeedbackList = () => usePagedList(feedbackList);

/** Feedback goes through the outbox: offline it is kept, with its photos, and sent by itself (the list reloads then). */
export const useSubmitFeedback = () => useChange<WorkerFeedbackRequest>('submitWorkerFeedback');
