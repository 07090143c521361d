// Whether the worker is with a customer now, as the phone knows it (a new offer does not ring then):
// an order the query cache shows in service (its detail, or its row in the Orders tab's lists; never
// fetched for it), its answer recent, and no finish waiting on the phone; or a start still waiting on
// the phone (started offline in a basement) with no finish after it. Read only when an offer is new
// (ring-new-offers.ts), so Home's first load carries none of it.
import type { InfiniteData, QueryCache } from '@tanstack/react-query';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { getListServiceOrdersQueryKey } from '@generated/api/orders/list-service-orders';
import type { ServiceOrderRow } from '@generated/api/model/serviceOrderRow';
import type { QueryClient } from '@tanstack/react-query';
import { type Intent, keptChanges } from '@/lib/outbox';

/** An answer older than this says nothing of now: the service has ended elsewhere (the SOS's rule, app/layouts/page-sos.tsx). */
const ORDER_ANSWER_MAX_AGE_MS = 6 * 3_600_000;

type Known = { id: string; status: string; at: number };

/** Every answer about an order the cache holds: its details, then the lists' rows, each with when it arrived. */
export function knownOrders(queryCache: QueryCache): Known[] {
  const details = queryCache.findAll({ queryKey: [getGetServiceOrderDetailQueryKey()[0]] }).flatMap((query) => {
    const order = (query.state.data as { data?: { id?: string; status?: string } } | undefined)?.data;
    return order?.id && order.status ? [{ id: order.id, status: order.status, at: query.state.dataUpdatedAt }] : [];
  });
  const rows = queryCache.findAll({ queryKey: [getListServiceOrdersQueryKey()[0]] }).flatMap((query) => {
    const pages = (query.state.data as InfiniteData<{ rows?: ServiceOrderRow[] }> | undefined)?.pages ?? [];
    return pages.flatMap((page) => page?.rows ?? []).map((row) => ({ id: row.id, status: row.status, at: query.state.dataUpdatedAt }));
  });
  return [...details, ...rows];
}

/** The rule, from the cache's orders and the worker's intents on the phone at `now`. */
export function inServiceNow(orders: readonly Known[], intents: readonly Intent[], now: number): boolean {
  const pending = intents.filter((intent) => intent.state === 'pending');
  const finishing = new Set(pending.filter((intent) => intent.kind === 'finishServiceOrder').map((intent) => intent.orderId));
  const newest = new Map<string, Known>();
  for (const order of orders) if ((newest.get(order.id)?.at ?? -1) < order.at) newest.set(order.id, order);
  const served = [...newest.values()].some((order) => order.status === 'in_service' && order.at > now - ORDER_ANSWER_MAX_AGE_MS && !finishing.has(order.id));
  return served || pending.some((intent) => intent.kind === 'startServiceOrder' && !finishing.has(intent.orderId));
}

/** Whether the worker is with a customer now, from what the phone holds (the cache's orders and her kept changes). */
export const workerInService = (queryClient: QueryClient, now = Date.now()) => inServiceNow(knownOrders(queryClient.getQueryCache()), keptChanges(), now);
