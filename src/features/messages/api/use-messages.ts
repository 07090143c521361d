// The messages area's data: the paged list per category, marking read (one or all) with the
// list and the counts updated in place, the message and notice details.
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getGetMessageUnreadCountQueryKey,
  getListMessagesQueryKey,
  getListNoticesQueryKey,
  listMessages,
  listNotices,
  useGetMessageDetail,
  useGetNoticeDetail,
} from '@generated/api/messages/messages';
import type { GetMessageUnreadCount200, MessageCategory, MessageReadAllRequest, MessageReadRequest, MessageRow, MessageUnreadCount, NoticeRow } from '@generated/api/model';
import { useChange } from '@/lib/outbox';
import { on } from '@/lib/events/events';
import type { Page } from '@/lib/list/paging';
import { type PagedListSpec, prefetchPagedList, usePagedList } from '@/lib/list/use-paged-list';
import { hasValidToken } from '@/lib/session/session';

export type { MessageCategory, MessageRow, MessageUnreadCount, NoticeRow };
export type CategoryFilter = MessageCategory | 'all';

const paramsOf = (category: CategoryFilter) => (category === 'all' ? {} : { category });

const messageList = (category: CategoryFilter): PagedListSpec<MessageRow> => ({
  queryKey: getListMessagesQueryKey(paramsOf(category)),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listMessages({ ...paramsOf(category), pageIndex, pageSize }, { signal })).data,
});

export const useMessageList = (category: CategoryFilter) => usePagedList(messageList(category));

/** The Messages tab's first list (every category), started with its code. */
export const prefetchMessages = (queryClient: QueryClient) => prefetchPagedList(queryClient, messageList('all'));

type Lists = InfiniteData<Page<MessageRow>, number>;

/** Marks rows read in every cached list (all categories), without asking the server again; gives the rows it marked, once each. */
function useMarkReadInCache() {
  const queryClient = useQueryClient();
  return (isRead: (row: MessageRow) => boolean) => {
    const marked = new Map<string, MessageRow>();
    const mark = (r: MessageRow) => {
      if (r.read || !isRead(r)) return r;
      marked.set(r.id, r);
      return { ...r, read: true };
    };
    queryClient.setQueriesData<Lists>({ queryKey: getListMessagesQueryKey() }, (data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map(mark) })) } : data,
    );
    return [...marked.values()];
  };
}

function useCountsInCache() {
  const queryClient = useQueryClient();
  const key = getGetMessageUnreadCountQueryKey();
  return {
    update: (change: (c: MessageUnreadCount) => MessageUnreadCount) =>
      queryClient.setQueryData<GetMessageUnreadCount200>(key, (body) => (body ? { ...body, data: change(body.data) } : body)),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false }),
  };
}

const withoutOne = (c: MessageUnreadCount, category: MessageCategory): MessageUnreadCount =>
  c[category] > 0 ? { ...c, [category]: c[category] - 1, total: Math.max(0, c.total - 1) } : c;

/**
 * Marks one message read (on tap), kept: the row loses its dot and the counts drop at the tap, offline
 * too (the server learns it when the network returns; then the counts are read again).
 */
export function useMarkMessageRead() {
  const markInCache = useMarkReadInCache();
  const counts = useCountsInCache();
  const mutation = useChange<MessageReadRequest>('markMessagesRead', {
    onMutate: ({ data }) => {
      const marked = markInCache((r) => data.ids.includes(r.id));
      counts.update((c) => marked.reduce((left, row) => withoutOne(left, row.category), c));
    },
  });
  return (row: MessageRow) => {
    if (!row.read) mutation.mutate({ data: { ids: [row.id] } });
  };
}

/** Marks every message (or every message of one category) read, kept: at the tap on screen, offline too. */
export function useMarkAllRead() {
  const markInCache = useMarkReadInCache();
  const counts = useCountsInCache();
  return useChange<MessageReadAllRequest>('markAllMessagesRead', {
    onMutate: ({ data }) => {
      const category = data.category;
      markInCache((r) => !category || r.category === category);
      counts.update((c) => (category ? { ...c, [category]: 0, total: Math.max(0, c.total - c[category]) } : { total: 0, order: 0, system: 0, activity: 0 }));
    },
  });
}

/** Pull to refresh and the platform's 'refreshMessages' event reload the lists. */
export function useRefreshMessagesOnEvent() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      on('refreshMessages', () => {
        if (!hasValidToken()) return;
        void queryClient.invalidateQueries({ queryKey: getListMessagesQueryKey() }, { cancelRefetch: false });
      }),
    [queryClient],
  );
}

/** A message in full; the server marks it read, so the list and the counts follow. */
export function useMessageDetail(id: string, enabled = true) {
  const markInCache = useMarkReadInCache();
  const counts = useCountsInCache();
  const query = useGetMessageDetail({ id }, { query: { enabled: enabled && id !== '', select: (body) => body.data } });
  const loadedId = query.data?.id;
  useEffect(() => {
    if (!loadedId) return;
    markInCache((r) => r.id === loadedId);
    void counts.refetch();
    // Once per message opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);
  return query;
}

/** A platform notice (public). */
export function useNoticeDetail(id: string, enabled = true) {
  return useGetNoticeDetail({ id }, { query: { enabled: enabled && id !== '', select: (body) => body.data } });
}

const noticeList: PagedListSpec<NoticeRow> = {
  queryKey: getListNoticesQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listNotices({ pageIndex, pageSize }, { signal })).data,
};

/** The platform's notices, pinned first (as the server sorts them). */
export const useNoticeList = () => usePagedList(noticeList);

/** The notice list's first page, started with its code. */
export const prefetchNotices = (queryClient: QueryClient) => prefetchPagedList(queryClient, noticeList);
