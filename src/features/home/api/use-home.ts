// Home's data: the summary and the online state switch, the offers waiting for acceptance, and
// the dynamic components (banners, notices, quick entries) with their local cache.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getGetWorkerHomeSummaryQueryOptions, useGetWorkerHomeSummary } from '@generated/api/mine/mine';
import type { ServiceOrderRow, SetWorkerOnlineState200, SystemDynamicComponent, WorkerOnlineStateRequest } from '@generated/api/model';
import { getListServiceOrderOffersQueryOptions, useListServiceOrderOffers } from '@generated/api/orders/orders';
import { getComponentsDynamicData, getGetComponentsDynamicDataUrl } from '@generated/api/system/system';
import { useChange } from '@/lib/outbox';
import { DEFAULT_PAGE_SIZE } from '@/lib/list/paging';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';

export type { ServiceOrderRow, SystemDynamicComponent };

export function useHomeSummary() {
  return useGetWorkerHomeSummary({ query: { select: (body) => body.data } });
}

/**
 * The online state switch, now and never kept (home/api/senders.ts): each change carries its
 * Idempotency-Key (a retry after no answer sends the same one); offline it is not sent and says so.
 */
export const useOnlineStateSwitch = () => useChange<WorkerOnlineStateRequest, SetWorkerOnlineState200>('setWorkerOnlineState', { way: 'now' });

const OFFERS_POLL_MS = 30_000;
const OFFERS_PAGE = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The first page of offers (nearest deadline first); polled while the worker is accepting. */
export function useOffers(accepting: boolean) {
  return useListServiceOrderOffers(
    OFFERS_PAGE,
    { query: { select: (body) => body.data, refetchInterval: accepting ? OFFERS_POLL_MS : false } },
  );
}

export const HOME_COMPONENT_IDS = ['worker-home-swiper', 'worker-home-notice', 'worker-home-entries'] as const;
type HomeComponents = Partial<Record<string, SystemDynamicComponent>>;

/** Public, non-personal data: kept across sessions, keyed by the ids asked for (getComponentsDynamicData). */
const homeComponentsCache = storedKeys.dynamicComponents(HOME_COMPONENT_IDS.join(','));

const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';
const isItem = (v: unknown) => {
  const item = v as { title?: unknown; image?: unknown; url?: unknown } | null;
  return !!item && typeof item === 'object' && typeof item.title === 'string' && isTextOrNull(item.image) && isTextOrNull(item.url);
};
const isComponent = (v: unknown): v is SystemDynamicComponent =>
  !!v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' && Array.isArray((v as { list?: unknown }).list) && (v as { list: unknown[] }).list.every(isItem);

/** The cached answer, or undefined when there is none or it is not readable. */
function readHomeComponentsCache(): HomeComponents | undefined {
  const value = readStored(homeComponentsCache);
  return value ? (Object.fromEntries(Object.entries(value).filter(([, c]) => isComponent(c))) as HomeComponents) : undefined;
}

/**
 * Shows the cached components at once (no spinner on start), asks again straight away, and keeps
 * the cached ones when the call fails. A component the answer leaves out is hidden.
 */
export function useHomeComponents() {
  return useQuery(homeComponentsQuery());
}

/** Home's first calls, started with the screen's code rather than after its first render. */
export function prefetchHome(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getGetWorkerHomeSummaryQueryOptions());
  void queryClient.prefetchQuery(getListServiceOrderOffersQueryOptions(OFFERS_PAGE));
  void queryClient.prefetchQuery(homeComponentsQuery());
}

function homeComponentsQuery() {
  return queryOptions({
    queryKey: [getGetComponentsDynamicDataUrl(), { ids: HOME_COMPONENT_IDS }],
    queryFn: async ({ signal }) => {
      const body = await getComponentsDynamicData({ ids: [...HOME_COMPONENT_IDS] }, { signal });
      const value = body.componentsDynamic as HomeComponents;
      // A full storage only costs the instant start next time.
      writeStored(homeComponentsCache, value);
      return value;
    },
    initialData: readHomeComponentsCache,
    // The cache is shown but counts as stale, so the call is made on every start.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
