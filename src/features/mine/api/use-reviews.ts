// The reviews page's data over the generated hooks: a filter tab's reviews and the summary.
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { getListReceivedReviewsQueryKey, listReceivedReviews } from '@generated/api/mine/mine';
import type { ListReceivedReviewsRating, WorkerReview, WorkerReviewSummary } from '@generated/api/model';
import type { Page } from '@/lib/list/paging';
import { type PagedListSpec, pagedListOptions, usePagedList } from '@/lib/list/use-paged-list';

export type { ListReceivedReviewsRating, WorkerReview, WorkerReviewSummary };

type ReviewPage = Page<WorkerReview> & { summary: WorkerReviewSummary };

const reviewList = (rating: ListReceivedReviewsRating | 'all'): PagedListSpec<WorkerReview> => {
  const params = rating === 'all' ? {} : { rating };
  return {
    queryKey: getListReceivedReviewsQueryKey(params),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listReceivedReviews({ ...params, pageIndex, pageSize }, { signal })).data,
  };
};

/** The reviews of a filter tab, and the summary of all reviews that every page carries. */
export function useReviewList(rating: ListReceivedReviewsRating | 'all') {
  const spec = reviewList(rating);
  const list = usePagedList(spec);
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<InfiniteData<ReviewPage, number>>(pagedListOptions(spec).queryKey);
  return { ...list, summary: cached?.pages[0]?.summary };
}
