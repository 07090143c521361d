// Home's data: the summary and the online state switch, the offers waiting for acceptance, and
// the dynamic components (banners, notices, quick entries) with their local cache.
import { type QueryClient, queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { getGetWorkerHomeSummaryQueryOptions, useGetWorkerHomeSummary } from '@generated/api/mine/mine';
import type { ListServiceOrderOffers200, ServiceOrderRow, SetWorkerOnlineState200, SystemDynamicComponent, WorkerOnlineStateRequest } from '@generated/api/model';
import { getListServiceOrderOffersQueryKey, listServiceOrderOffers } from '@generated/api/orders/orders';
import { pollEvery } from '@/lib/api/polling';
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

const OFFERS_PAGE = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * How often the offers are asked while the worker is accepting: the one place that decides it (a
 * channel that brings offers by itself, the native shell's push, would answer `false` here).
 */
export const offersPollMs = (accepting: boolean): number | false => (accepting ? 30_000 : false);

/** An offer as Home keeps it: with the moment its time to accept ends, on this phone's clock. */
export type OfferRow = ServiceOrderRow & { deadlineAt: number | null };
type OffersPage = Omit<ListServiceOrderOffers200['data'], 'rows'> & { rows: OfferRow[] };
type OffersAnswer = Omit<ListServiceOrderOffers200, 'data'> & { data: OffersPage };

/**
 * The seconds left of each offer, as the server counted them when it built the answer, turned into
 * a deadline on this phone's clock at the answer's arrival (the phone's clock may be wrong; the time
 * since the answer is not).
 */
export const withDeadlines = (body: ListServiceOrderOffers200, receivedAt: number): OffersAnswer => ({
  ...body,
  data: {
    ...body.data,
    rows: body.data.rows.map((row) => ({ ...row, deadlineAt: row.acceptRemainingSeconds == null ? null : receivedAt + row.acceptRemainingSeconds * 1000 })),
  },
});

/** How far apart two deadlines of one offer may be and still be the same: the answer's trip and the server's whole seconds. */
const SAME_DEADLINE_MS = 2_000;

/**
 * The answer before, where the new one says the same: an offer whose seconds left only went down
 * with the time elapsed keeps its deadline and seconds, so an unchanged answer is the same data
 * (TanStack's structural sharing then keeps it, and nothing renders or is written for it).
 */
export function keepSameOffers(before: unknown, next: unknown): unknown {
  const old = (before as OffersAnswer | undefined)?.data?.rows;
  const fresh = next as OffersAnswer;
  if (!old || !fresh?.data?.rows) return replaceEqualDeep(before, next);
  const rows = fresh.data.rows.map((row) => {
    const was = old.find((o) => o.id === row.id);
    if (!was || was.deadlineAt == null || row.deadlineAt == null || Math.abs(was.deadlineAt - row.deadlineAt) > SAME_DEADLINE_MS) return row;
    return { ...row, deadlineAt: was.deadlineAt, acceptRemainingSeconds: was.acceptRemainingSeconds };
  });
  return replaceEqualDeep(before, { ...fresh, data: { ...fresh.data, rows } });
}

function offersQuery() {
  return queryOptions({
    queryKey: getListServiceOrderOffersQueryKey(OFFERS_PAGE),
    queryFn: async ({ signal }) => withDeadlines(await listServiceOrderOffers(OFFERS_PAGE, { signal }), Date.now()),
    structuralSharing: keepSameOffers,
  });
}

/**
 * The first page of offers (nearest deadline first); polled while the worker is accepting. The
 * screen is told only of what it shows: an answer that changed, a failure, a pause; not of each
 * poll's time (its age line reads the time when it shows, after a failure or offline).
 */
export function useOffers(accepting: boolean) {
  return useQuery({
    ...offersQuery(),
    select: (body) => body.data,
    ...pollEvery(offersPollMs(accepting)),
    notifyOnChangeProps: ['data', 'error', 'isPending', 'isPaused', 'isError'],
  });
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
  void queryClient.prefetchQuery(offersQuery());
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
