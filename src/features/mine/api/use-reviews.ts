// The reviews' data over the generated hooks: a filter tab's reviews with the summary and the
// platform's rules, one review with its appeal, the worker's appeals, the order's evidence an appeal
// may attach, and the two changes a worker makes on a review (an appeal, a reply), kept like any other
// change (senders.ts sends them; what waits on the phone shows from the outbox's journal).
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { getListReceivedReviewsQueryKey, listReceivedReviews, useGetReceivedReview } from '@generated/api/mine/mine';
import { getListReviewAppealsQueryKey, listReviewAppeals } from '@generated/api/mine/list-review-appeals';
import { useGetServiceOrderDetail, useListServiceOrderRecordings } from '@generated/api/orders/orders';
import type {
  ListReceivedReviewsRating,
  ReviewAppeal,
  ReviewAppealEvidence,
  ReviewAppealReason,
  ReviewAppealRequest,
  ReviewAppealStatus,
  ReviewPolicy,
  ReviewReplyRequest,
  ServiceOrder,
  ServiceOrderRecording,
  WorkerReview,
  WorkerReviewSummary,
} from '@generated/api/model';
import { ReviewAppealReason as REASONS } from '@generated/api/model';
import type { Page } from '@/lib/list/paging';
import { type PagedListSpec, pagedListOptions, usePagedList } from '@/lib/list/use-paged-list';
import { type Intent, useChange, useOutbox } from '@/lib/outbox';

export type {
  ListReceivedReviewsRating,
  ReviewAppeal,
  ReviewAppealEvidence,
  ReviewAppealReason,
  ReviewAppealStatus,
  ReviewPolicy,
  ServiceOrder,
  ServiceOrderRecording,
  WorkerReview,
  WorkerReviewSummary,
};

/** The reasons in the order the form lists them (the contract's enum; `other` last). */
export const APPEAL_REASONS = Object.values(REASONS) as ReviewAppealReason[];

type ReviewPage = Page<WorkerReview> & { summary: WorkerReviewSummary; policy: ReviewPolicy };

const reviewList = (rating: ListReceivedReviewsRating | 'all'): PagedListSpec<WorkerReview> => {
  const params = rating === 'all' ? {} : { rating };
  return {
    queryKey: getListReceivedReviewsQueryKey(params),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listReceivedReviews({ ...params, pageIndex, pageSize }, { signal })).data,
  };
};

/** The reviews of a filter tab, and the summary of all reviews and the platform's rules that every page carries. */
export function useReviewList(rating: ListReceivedReviewsRating | 'all') {
  const spec = reviewList(rating);
  const list = usePagedList(spec);
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<InfiniteData<ReviewPage, number>>(pagedListOptions(spec).queryKey);
  return { ...list, summary: cached?.pages[0]?.summary, policy: cached?.pages[0]?.policy };
}

const appealList: PagedListSpec<WorkerReview> = {
  queryKey: getListReviewAppealsQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listReviewAppeals({ pageIndex, pageSize }, { signal })).data,
};

/** The reviews the worker appealed, each with where its appeal stands, the newest appeal first. */
export const useReviewAppeals = () => usePagedList(appealList);

/**
 * One review with its appeal, and the platform's rules (the appeal page; a decision's message opens
 * it). Read again each time the page opens, whatever the phone holds: the page is where the worker
 * looks for the platform's decision, which the app learns only by reading, and a message saying it
 * was decided must not open on the state of a minute ago.
 */
export const useReceivedReview = (id: string) =>
  useGetReceivedReview({ id }, { query: { enabled: Boolean(id), refetchOnMount: 'always', select: (body) => body.data } });

/** The order a review names, as its detail shows it: the steps, the photos and a report of the customer an appeal may attach. */
export const useReviewedOrder = (orderId: string | undefined) =>
  useGetServiceOrderDetail({ id: orderId ?? '' }, { query: { enabled: Boolean(orderId), select: (body) => body.data } });

/** The order's sound recordings on the platform, which an appeal may attach. */
export const useReviewedOrderRecordings = (orderId: string | undefined) =>
  useListServiceOrderRecordings({ orderId: orderId ?? '', pageIndex: 1, pageSize: 20 }, { query: { enabled: Boolean(orderId), select: (body) => body.data.rows } });

/** An appeal, kept at the tap (offline it goes when the network returns, once, under its key); resolves sent or kept. */
export const useAppealReview = () => useChange<ReviewAppealRequest>('createReviewAppeal');

/** A reply, kept at the tap like the appeal. */
export const useReplyReview = () => useChange<ReviewReplyRequest>('replyReceivedReview');

/** A review's changes still on the phone, by kind: the last appeal and the last reply not yet taken (pending, refused or set aside). */
export function useReviewChanges(reviewId: string | undefined): { appeal?: Intent; reply?: Intent } {
  const waiting = useOutbox().filter((intent) => intent.state !== 'sent' && reviewId !== undefined && intent.body.reviewId === reviewId);
  const last = (kind: string) => waiting.filter((intent) => intent.kind === kind).at(-1);
  return { appeal: last('createReviewAppeal'), reply: last('replyReceivedReview') };
}

/** The appeals still on the phone (pending, refused or set aside), by review: the list of appeals shows them before the server has them. */
export function useKeptAppeals(): Intent[] {
  return useOutbox().filter((intent) => intent.kind === 'createReviewAppeal' && intent.state !== 'sent');
}
