// One paged-list hook for every list: pull to refresh reloads page 1 alone, load more appends.
import { type InfiniteData, infiniteQueryOptions, type QueryClient, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { applyPage, DEFAULT_PAGE_SIZE, emptyList, type ListState, type Page } from './paging';

type FetchPage<T> = (page: { pageIndex: number; pageSize: number; signal: AbortSignal }) => Promise<Page<T>>;

const fold = <T,>(pages: Page<T>[], params: unknown[], pageSize: number) =>
  pages.reduce<ListState<T>>((s, p, i) => applyPage(s, params[i] as number, p, pageSize), emptyList<T>());

export type PagedListSpec<T> = { queryKey: QueryKey; fetchPage: FetchPage<T>; pageSize?: number };

/** The list's query: what the hook reads and what a route prefetches, under one key. */
export function pagedListOptions<T>({ queryKey, fetchPage, pageSize = DEFAULT_PAGE_SIZE }: PagedListSpec<T>) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, { pageSize }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage({ pageIndex: pageParam, pageSize, signal }),
    getNextPageParam: (_last: Page<T>, pages: Page<T>[], _lastParam: number, params: number[]) => {
      const state = fold(pages, params, pageSize);
      return state.hasMore ? state.pageIndex + 1 : undefined;
    },
  });
}

/** Starts the list's first page (a route's prefetch); nothing when it is already in the cache. */
export const prefetchPagedList = <T,>(queryClient: QueryClient, spec: PagedListSpec<T>) => void queryClient.prefetchInfiniteQuery(pagedListOptions(spec));

export function usePagedList<T>({ enabled = true, ...spec }: PagedListSpec<T> & { enabled?: boolean }) {
  const pageSize = spec.pageSize ?? DEFAULT_PAGE_SIZE;
  const queryClient = useQueryClient();
  const options = pagedListOptions(spec);
  const key = options.queryKey;
  const query = useInfiniteQuery({
    ...options,
    enabled,
    select: (data) => fold(data.pages, data.pageParams, pageSize),
  });

  return {
    ...query,
    list: query.data ?? emptyList<T>(),
    /** Pull to refresh: page 1 again, replacing the list (later pages are dropped, not refetched). */
    refresh: async () => {
      queryClient.setQueryData<InfiniteData<Page<T>, number>>(key, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      await query.refetch();
    },
    /** Load more (infinite scroll); resolves when the page is in. */
    loadMore: async () => {
      if (query.hasNextPage && !query.isFetchingNextPage) await query.fetchNextPage();
    },
  };
}
