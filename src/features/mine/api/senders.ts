// How the outbox sends Mine's changes (registered by the app shell, loaded with the first change that
// goes): the generated call, and what the cached answers learn once the server took it.
import { addAlbumPhotos } from '@generated/api/mine/add-album-photos';
import { deleteAlbumPhotos } from '@generated/api/mine/delete-album-photos';
import { deleteWorkerAddress } from '@generated/api/mine/delete-worker-address';
import { getGetWorkerAddressQueryKey, getListWorkerAddressesQueryKey } from '@generated/api/mine/mine';
import { getGetWorkTimeTemplateQueryKey } from '@generated/api/mine/get-work-time-template';
import { getListAlbumPhotosQueryKey } from '@generated/api/mine/list-album-photos';
import { getListWorkTimeSlotsUrl } from '@generated/api/mine/list-work-time-slots';
import { saveWorkTimeTemplate } from '@generated/api/mine/save-work-time-template';
import { saveWorkerAddress } from '@generated/api/mine/save-worker-address';
import { sortAlbumPhotos } from '@generated/api/mine/sort-album-photos';
import { submitWorkerFeedback } from '@generated/api/mine/submit-worker-feedback';
import { submitWorkerRealName } from '@generated/api/mine/submit-worker-real-name';
import { getGetWorkerRealNameApplyQueryKey } from '@generated/api/mine/get-worker-real-name-apply';
import { createReviewAppeal } from '@generated/api/mine/create-review-appeal';
import { getGetReceivedReviewQueryKey } from '@generated/api/mine/get-received-review';
import { getListReceivedReviewsQueryKey } from '@generated/api/mine/list-received-reviews';
import { getListReviewAppealsQueryKey } from '@generated/api/mine/list-review-appeals';
import { replyReceivedReview } from '@generated/api/mine/reply-received-review';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { GetReceivedReview200, WorkerReview, WorkerTimeTemplate } from '@generated/api/model';
import { callOf, type Intent, refreshAll, type Senders } from '@/lib/outbox';

const album = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: getListAlbumPhotosQueryKey() });

/**
 * An appeal or a reply answers the review: it is the review's detail at once and its row wherever a
 * list holds it (a refresh that fails next, a dead network right after, never shows 申诉 or 回复 on it
 * again); then the lists are read again (the appeals list gains it).
 */
function reviewAnswered(queryClient: QueryClient, _intent: Intent, answer: unknown) {
  const review = (answer as { data?: WorkerReview } | undefined)?.data;
  if (!review?.id) return;
  queryClient.setQueryData<GetReceivedReview200>(getGetReceivedReviewQueryKey({ id: review.id }), (held) => (held ? { ...held, data: { ...held.data, review } } : held));
  for (const key of [getListReceivedReviewsQueryKey(), getListReviewAppealsQueryKey()]) {
    queryClient.setQueriesData<InfiniteData<{ rows: WorkerReview[] }, number>>({ queryKey: [key[0]] }, (held) =>
      held?.pages ? { ...held, pages: held.pages.map((page) => ({ ...page, rows: page.rows.map((row) => (row.id === review.id ? review : row)) })) } : held,
    );
    void queryClient.invalidateQueries({ queryKey: [key[0]] });
  }
}

export const senders: Senders = {
  // Kept: feedback goes with its photos whenever the network allows (the list reloads then).
  submitWorkerFeedback: { send: callOf(submitWorkerFeedback), answered: (queryClient) => refreshAll(queryClient) },
  // Kept: photos already up, their addresses added; removing or reordering, the album is read again.
  addAlbumPhotos: { send: callOf(addAlbumPhotos), answered: album },
  deleteAlbumPhotos: { send: callOf(deleteAlbumPhotos), answered: album },
  sortAlbumPhotos: { send: callOf(sortAlbumPhotos), answered: album },
  // Now, never kept: a new address's id is the server's, and the shop's checkout takes it at once.
  saveWorkerAddress: {
    send: callOf(saveWorkerAddress),
    answered: (queryClient, _intent, answer) => {
      const body = answer as { data: { id: string } };
      queryClient.setQueryData(getGetWorkerAddressQueryKey({ id: body.data.id }), answer);
      void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
    },
  },
  // Kept: gone from the list at once (use-addresses.ts), the server then says which one is default.
  deleteWorkerAddress: {
    send: callOf(deleteWorkerAddress),
    answered: (queryClient, intent) => {
      queryClient.removeQueries({ queryKey: getGetWorkerAddressQueryKey({ id: String(intent.body.id) }) });
      void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
    },
  },
  // Kept: the weekly template as saved (a save replaces the whole template, whenever tapped: the
  // contract's template takes no time of the tap); the coming week is read again.
  saveWorkTimeTemplate: {
    send: ({ occurredAt: _tapped, ...template }, headers, signal) => saveWorkTimeTemplate(template as unknown as WorkerTimeTemplate, { headers, signal }),
    answered: (queryClient, _intent, answer) => {
      queryClient.setQueryData(getGetWorkTimeTemplateQueryKey(), answer);
      void queryClient.invalidateQueries({ queryKey: [getListWorkTimeSlotsUrl()] });
    },
  },
  // Kept: an appeal of a review and a reply to one, each once per key (the contract answers a repeated
  // key with the first); the answer is the review.
  createReviewAppeal: { send: callOf(createReviewAppeal), answered: reviewAnswered },
  replyReceivedReview: { send: callOf(replyReceivedReview), answered: reviewAnswered },
  // Now, never kept: the ID number and real name are never written to the phone.
  submitWorkerRealName: { send: callOf(submitWorkerRealName), answered: (queryClient) => void queryClient.invalidateQueries({ queryKey: getGetWorkerRealNameApplyQueryKey() }) },
};
