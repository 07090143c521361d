// The data of Mine's own pages (real name, service time, addresses, feedback, reviews, album,
// followers): reads over the generated hooks, and saves that keep the lists in step.
import { type InfiniteData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetWorkerAddressQueryKey,
  getGetWorkerRealNameApplyQueryKey,
  getGetWorkTimeTemplateQueryKey,
  getListAlbumPhotosQueryKey,
  getListReceivedReviewsQueryKey,
  getListWorkerAddressesQueryKey,
  getListWorkerFeedbackQueryKey,
  getListWorkerFollowersQueryKey,
  getListWorkTimeSlotsUrl,
  listReceivedReviews,
  listWorkerAddresses,
  listWorkerFeedback,
  listWorkerFollowers,
  listWorkTimeSlots,
  useAddAlbumPhotos,
  useDeleteAlbumPhotos,
  useDeleteWorkerAddress,
  useGetWorkerAddress,
  useGetWorkerRealNameApply,
  useGetWorkTimeTemplate,
  useListAlbumPhotos,
  useSaveWorkerAddress,
  useSaveWorkTimeTemplate,
  useSortAlbumPhotos,
  useSubmitWorkerFeedback,
  useSubmitWorkerRealName,
} from '@generated/api/mine/mine';
import type {
  ListReceivedReviewsRating,
  WorkerAddress,
  WorkerAlbumPhoto,
  WorkerFeedback,
  WorkerFollower,
  WorkerRealNameApply,
  WorkerReview,
  WorkerReviewSummary,
  WorkerTimeDay,
  WorkerTimeRange,
  WorkerTimeTemplate,
} from '@generated/api/model';
import type { Page } from '@/lib/list/paging';
import { type PagedListSpec, pagedListOptions, usePagedList } from '@/lib/list/use-paged-list';

export type {
  ListReceivedReviewsRating,
  WorkerAddress,
  WorkerAlbumPhoto,
  WorkerFeedback,
  WorkerFollower,
  WorkerRealNameApply,
  WorkerReview,
  WorkerReviewSummary,
  WorkerTimeDay,
  WorkerTimeRange,
  WorkerTimeTemplate,
};

// ---- Real-name verification

export const useRealNameApply = () => useGetWorkerRealNameApply({ query: { select: (body) => body.data } });

export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useSubmitWorkerRealName({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetWorkerRealNameApplyQueryKey() }) },
  });
}

// ---- Service time

export const useWorkTimeTemplate = () => useGetWorkTimeTemplate({ query: { select: (body) => body.data } });

/** Today in Beijing, yyyy-MM-dd: the coming week starts there. */
export const beijingToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** listWorkTimeSlots is a POST in the contract (orval made it a mutation); it only reads, so it is a query here, keyed by its URL and body. */
const comingWeekQuery = (startDate: string) =>
  queryOptions({
    queryKey: [getListWorkTimeSlotsUrl(), { startDate, days: 7 }] as const,
    queryFn: ({ signal }) => listWorkTimeSlots({ startDate, days: 7 }, { signal }),
  });

/** The coming seven days, half hour by half hour: what is booked. */
export const useComingWeek = (startDate: string) => useQuery({ ...comingWeekQuery(startDate), select: (body) => body.data.rows });

export function useSaveWorkTime() {
  const queryClient = useQueryClient();
  return useSaveWorkTimeTemplate({
    mutation: {
      onSuccess: (body) => {
        queryClient.setQueryData(getGetWorkTimeTemplateQueryKey(), body);
        void queryClient.invalidateQueries({ queryKey: [getListWorkTimeSlotsUrl()] });
      },
    },
  });
}

// ---- Addresses

const addressList: PagedListSpec<WorkerAddress> = {
  queryKey: getListWorkerAddressesQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerAddresses({ pageIndex, pageSize }, { signal })).data,
};

export const useAddressList = () => usePagedList(addressList);

export const useAddress = (id: string | null) =>
  useGetWorkerAddress({ id: id ?? '' }, { query: { enabled: Boolean(id), select: (body) => body.data } });

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useSaveWorkerAddress({
    mutation: {
      onSuccess: (body) => {
        queryClient.setQueryData(getGetWorkerAddressQueryKey({ id: body.data.id }), body);
        void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
      },
    },
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useDeleteWorkerAddress({
    mutation: {
      onSuccess: (_body, { data }) => {
        // Gone at once from the list on screen; the server then says which one is default now.
        queryClient.setQueriesData<InfiniteData<Page<WorkerAddress>, number>>({ queryKey: getListWorkerAddressesQueryKey() }, (cached) =>
          cached ? { ...cached, pages: cached.pages.map((p) => ({ ...p, rows: p.rows.filter((r) => r.id !== data.id) })) } : cached,
        );
        queryClient.removeQueries({ queryKey: getGetWorkerAddressQueryKey({ id: data.id }) });
        void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
      },
    },
  });
}

// ---- Feedback

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

// ---- Reviews received

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

// ---- Followers

const followerList: PagedListSpec<WorkerFollower> = {
  queryKey: getListWorkerFollowersQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerFollowers({ pageIndex, pageSize }, { signal })).data,
};

export const useFollowerList = () => usePagedList(followerList);

// ---- Album

/** The album holds at most 30 photos (the contract): one page holds them all. */
export const ALBUM_MAX = 30;
const albumParams = { pageIndex: 1, pageSize: ALBUM_MAX };

export const useAlbum = () => useListAlbumPhotos(albumParams, { query: { select: (body) => body.data.rows } });

function useAlbumRefetch() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListAlbumPhotosQueryKey() });
}

export function useAddToAlbum() {
  const refetch = useAlbumRefetch();
  return useAddAlbumPhotos({ mutation: { onSuccess: () => refetch() } });
}

export function useDeleteFromAlbum() {
  const refetch = useAlbumRefetch();
  return useDeleteAlbumPhotos({ mutation: { onSuccess: () => refetch() } });
}

/** A new order: the cache takes it at once; refused (the album changed meanwhile) or done, the album is read again. */
export function useSortAlbum() {
  const queryClient = useQueryClient();
  const refetch = useAlbumRefetch();
  return useSortAlbumPhotos({
    mutation: {
      onSuccess: (_body, { data }) => {
        queryClient.setQueriesData<{ data: { rows: WorkerAlbumPhoto[] } }>({ queryKey: getListAlbumPhotosQueryKey() }, (cached) => {
          if (!cached) return cached;
          const rank = new Map(data.ids.map((id, i) => [id, i]));
          const rows = [...cached.data.rows].sort((a, b) => (rank.get(a.id) ?? 99) - (rank.get(b.id) ?? 99));
          return { ...cached, data: { ...cached.data, rows } };
        });
        return refetch();
      },
      onError: () => refetch(),
    },
  });
}
