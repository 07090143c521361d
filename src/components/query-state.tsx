// Loading, empty and error states every screen shows the same way: a skeleton, nothing-here, or
// what happened and a retry. Plain markup (antd's ErrorBlock brings ~10 KB of pictures). `QueryState`
// puts them around what a query shows, so a screen does not compose them by hand (issue 32).
// Offline, a query with nothing cached is paused (TanStack Query's networkMode 'online'): instead of
// a skeleton that never ends, the loading state says there is no network and that the page loads by
// itself once it is back (issue 27, "Network state, said plainly"). What a query has is never
// replaced by an error: a refresh that failed leaves it on screen with its age (issue 37).
import { onlineManager, QueryClientContext } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@/components/data-age';
import { isApiError } from '@/lib/api/errors';
import { useOnline } from '@/lib/network/online';

/** A failure whose cause is the network: the request never got an answer, or the phone is offline. */
const isNetworkError = (error: unknown) =>
  (isApiError(error) && error.kind === 'network') || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * Offline with nothing to show: what will happen, and a retry. The retry tells TanStack Query what
 * the browser says now and asks again for the active queries that have no data (paused again while
 * the network is still away; the page fills in by itself once it returns).
 */
function OfflineState() {
  const { t } = useTranslation('common');
  const queryClient = useContext(QueryClientContext);
  const retry = () => {
    if (navigator.onLine !== onlineManager.isOnline()) onlineManager.setOnline(navigator.onLine);
    void queryClient?.refetchQueries({ type: 'active', predicate: (q) => q.state.data === undefined });
  };
  return (
    <div className="card state-block" role="status" aria-live="polite">
      <svg className="state-block__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0M8 8l32 32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="24" cy="38" r="2" fill="currentColor" />
      </svg>
      <p className="state-block__title">{t('network.offlineText')}</p>
      <button type="button" className="app-button app-button--primary" onClick={retry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/** The skeleton while loading; offline (the query is paused, nothing is cached), the offline state. */
export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (!online) return <OfflineState />;
  return (
    <div className="card" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('states.loading')}</span>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card state-block">
      <svg className="state-block__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M8 14h32v24H8zM8 14l6-6h20l6 6M18 24h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className="state-block__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  // A failure for the network says so, in the worker's language, not the request's own text.
  const network = isNetworkError(error);
  return (
    <div className="card state-block" role="alert">
      <p className="state-block__title">{t(network ? 'network.errorTitle' : 'states.errorTitle')}</p>
      <p className="state-block__text">{network ? t('network.errorText') : error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="app-button app-button--primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/**
 * What QueryState reads of a query: a TanStack Query result, or a hook's own of the same shape. With
 * `dataUpdatedAt` (and `isPaused`), what it shows says its age offline or after a failed refresh.
 */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
  dataUpdatedAt?: number;
  isPaused?: boolean;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The skeleton's lines. */
  lines?: number;
  /** More to wait for than this query (another query, the first render held until settled): the skeleton meanwhile. */
  loading?: boolean;
  /** When the answer is nothing to show: EmptyState with `emptyTitle`, and `emptyAction` under it. */
  empty?: (data: NonNullable<T>) => boolean;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
};

/**
 * What a query shows, in its states: the skeleton while it loads (the offline state offline), the error
 * with a retry that asks again when there is nothing to show, nothing-here when `empty` says so, else
 * `children` with the data. Data wins: a refresh that failed leaves it (a kept answer in a dead zone
 * beats an error block), under the line that says it could not be refreshed and when it was updated.
 */
export function QueryState<T>({ query, lines, loading, empty, emptyTitle = '', emptyAction, children }: QueryStateProps<T>) {
  const { data, dataUpdatedAt } = query;
  if (loading || query.isPending) return <LoadingBlock lines={lines} />;
  if (data == null) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {dataUpdatedAt !== undefined && <DataAge query={{ dataUpdatedAt, isRefetchError: query.isError, isPaused: query.isPaused }} />}
      {empty?.(data) ? <EmptyState title={emptyTitle}>{emptyAction}</EmptyState> : children(data)}
    </>
  );
}
