// A list screen body: pull to refresh, infinite scroll, and its loading, empty and error states.
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '@/lib/list/paging';
import { useSettled } from '@/lib/ui/settled';
import { PullRefresh } from './pull-refresh';
import { EmptyState, ErrorState, LoadingBlock } from './query-state';

type PagedListProps<T> = {
  list: ListState<T>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refresh: () => Promise<void>;
  loadMore: () => Promise<void>;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  emptyText?: string;
  /** Accessible name of the list. */
  label: string;
};

export function PagedList<T>(props: PagedListProps<T>) {
  const { t } = useTranslation('common');
  const { list, isPending, isError, error, refresh } = props;
  const settled = useSettled(!isPending);
  let body: ReactNode;
  if (!settled || isPending) body = <LoadingBlock />;
  else if (isError && list.rows.length === 0) body = <ErrorState error={error} onRetry={() => void refresh()} />;
  else if (list.rows.length === 0) body = <EmptyState title={props.emptyText ?? t('states.empty')} />;
  else
    body = (
      <>
        <ul className="paged-list" aria-label={props.label}>
          {list.rows.map((item, i) => (
            <li key={props.getKey(item)}>{props.renderItem(item, i)}</li>
          ))}
        </ul>
        <InfiniteScroll loadMore={props.loadMore} hasMore={props.hasNextPage}>
          {props.hasNextPage ? t('states.loadingMore') : t('states.noMore')}
        </InfiniteScroll>
      </>
    );
  return (
<PullRefresh onRefresh={refresh}>{body}</PullRefresh>
  );
}
