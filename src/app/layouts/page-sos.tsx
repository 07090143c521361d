// What the SOS layer shows on a page (loaded with the SOS's code, not in the first load): on Home
// always; on an order's pages only while the order is active (departed, arrived, in service,
// completed), as the worker sees it: the detail the page itself asked for, read from the query cache
// by its generated key (never fetched here), with the steps still on the phone laid over it. The shell
// composes this, so that the orders feature knows nothing of safety and safety nothing of orders.
// An SOS sends the order wherever it was pressed: on Home, the order the phone knows is under way
// (its detail or its row in a list, with the steps on the phone laid over: started offline in a
// basement, it is in service).
// On an order in service, the same answer brings the check-in when the service runs long: the
// question shows once the server's check-in time has passed, unless an answer is on the phone; on
// Home too, for an order in service whose answer the phone holds (opened today, kept by the persister).
import { type InfiniteData, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getGetServiceOrderDetailQueryKey, useGetServiceOrderDetail } from '@generated/api/orders/get-service-order-detail';
import { getListServiceOrdersQueryKey } from '@generated/api/orders/list-service-orders';
import type { ServiceOrder } from '@generated/api/model/serviceOrder';
import type { ServiceOrderRow } from '@generated/api/model/serviceOrderRow';
import { CHECK_IN_KIND } from '@/features/safety/api/send-check-in';
import { CheckInPrompt } from '@/features/safety/components/check-in-prompt';
import { FloatingSos } from '@/features/safety/components/floating-sos';
import { pendingStatus } from '@/features/orders/utils/pending';
import { type Intent, useOrderIntents, useOutbox } from '@/lib/outbox';

const ACTIVE = new Set<ServiceOrder['status']>(['departed', 'arrived', 'in_service', 'completed']);

/** The order's status as its page shows it, or undefined until the page's answer is in the cache. */
function useOrderStatus(orderId: string) {
  const { data } = useGetServiceOrderDetail({ id: orderId }, { query: { enabled: false, select: (body) => body.data.status } });
  const intents = useOrderIntents(orderId);
  return data && pendingStatus(data, intents);
}

/** The check-in of an order in service, from the page's own answer (never fetched here) and when it arrived. */
function OrderCheckIn({ orderId }: { orderId: string }) {
  const { data: timer, dataUpdatedAt } = useGetServiceOrderDetail(
    { id: orderId },
    { query: { enabled: false, select: (body) => (body.data.status === 'in_service' ? body.data.timer : null) } },
  );
  const answered = useOrderIntents(orderId).some((intent) => intent.kind === CHECK_IN_KIND);
  return timer ? <CheckInPrompt orderId={orderId} timer={timer} measuredAt={dataUpdatedAt} answered={answered} /> : null;
}

/** An answer older than this is not trusted on Home (the order may have ended elsewhere): no check-in asked, no order sent with an SOS. */
const HOME_ORDER_MAX_AGE_MS = 6 * 3_600_000;

/** An order as an answer in the cache shows it: from its detail or a list's row, and when that answer arrived. */
type KnownOrder = { id: string; status: ServiceOrder['status']; at: number; detail: boolean };

/** Every answer about an order the cache holds (never fetched here): its details, then the lists' rows. */
function knownOrders(queryCache: QueryCache): KnownOrder[] {
  const details = queryCache.findAll({ queryKey: [getGetServiceOrderDetailQueryKey()[0]] }).flatMap((query) => {
    const order = (query.state.data as { data?: ServiceOrder } | undefined)?.data;
    return order?.id ? [{ id: order.id, status: order.status, at: query.state.dataUpdatedAt, detail: true }] : [];
  });
  // The Orders tab's lists (paged: the pages as they came).
  const rows = queryCache.findAll({ queryKey: [getListServiceOrdersQueryKey()[0]] }).flatMap((query) => {
    const pages = (query.state.data as InfiniteData<{ rows?: ServiceOrderRow[] }> | undefined)?.pages ?? [];
    return pages.flatMap((page) => page?.rows ?? []).map((row) => ({ id: row.id, status: row.status, at: query.state.dataUpdatedAt, detail: false }));
  });
  return [...details, ...rows];
}

/** The first order in service among the details the cache holds, by its id; '' for none: the check-in needs the detail's timer. */
function useCheckInOrder(): string {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => queryCache.subscribe(changed), [queryCache]);
  const inService = useCallback(
    () => knownOrders(queryCache).find((order) => order.detail && order.status === 'in_service' && order.at > Date.now() - HOME_ORDER_MAX_AGE_MS)?.id ?? '',
    [queryCache],
  );
  return useSyncExternalStore(subscribe, inService, inService);
}

/** How close an order's status is to the worker being with a customer: the SOS sends the closest. */
const UNDER_WAY: readonly ServiceOrder['status'][] = ['in_service', 'arrived', 'departed'];

const tapOf = (intent: Intent) => Date.parse(String(intent.body.occurredAt)) || 0;

/**
 * The order under way as the worker sees it, by its id ('' for none): each order the cache holds,
 * with its steps still on the phone laid over it, in service before arrived before departed, the
 * newest first. Only while its answer, or the last step the worker took on it, is recent.
 */
function useOrderInService(): string {
  const queryCache = useQueryClient().getQueryCache();
  const intents = useOutbox();
  const subscribe = useCallback((changed: () => void) => queryCache.subscribe(changed), [queryCache]);
  const underWay = useCallback(() => {
    const since = Date.now() - HOME_ORDER_MAX_AGE_MS;
    // The newest answer about each order tells its status.
    const newest = new Map<string, KnownOrder>();
    for (const order of knownOrders(queryCache)) if ((newest.get(order.id)?.at ?? -1) < order.at) newest.set(order.id, order);
    const candidates = [...newest.values()].flatMap((order) => {
      const steps = intents.filter((intent) => intent.orderId === order.id && intent.state === 'pending');
      const status = pendingStatus(order.status, steps);
      const at = Math.max(order.at, ...steps.map(tapOf));
      const rank = UNDER_WAY.indexOf(status);
      return rank >= 0 && at > since ? [{ id: order.id, rank, at }] : [];
    });
    candidates.sort((a, b) => a.rank - b.rank || b.at - a.at);
    return candidates[0]?.id ?? '';
  }, [queryCache, intents]);
  return useSyncExternalStore(subscribe, underWay, underWay);
}

/** Home: the check-in of an order in service the phone knows of, with its steps still on the phone laid over it. */
function HomeCheckIn() {
  const orderId = useCheckInOrder();
  return orderId ? <HomeOrderCheckIn key={orderId} orderId={orderId} /> : null;
}

/** Home's SOS: with the order under way, when the phone knows one. */
function HomeSos() {
  const orderId = useOrderInService();
  return <FloatingSos orderId={orderId || undefined} bar="tabs" />;
}

/** The server's clock runs until the server has the finish: a finish still on the phone never hides its check-in. */
function HomeOrderCheckIn({ orderId }: { orderId: string }) {
  return <OrderCheckIn orderId={orderId} />;
}

function OrderSos({ orderId }: { orderId: string }) {
  const status = useOrderStatus(orderId);
  if (!status || !ACTIVE.has(status)) return null;
  return (
    <>
      <FloatingSos orderId={orderId} />
      {/* The server's clock: a finish still on the phone has not stopped it, so its check-in is
          asked all the same (OrderCheckIn reads the server's answer: in service, it asks). */}
      <OrderCheckIn orderId={orderId} />
    </>
  );
}

/** `forOrder`: the page is an order's; without its id, no order is active there. */
export function PageSos({ forOrder, orderId }: { forOrder: boolean; orderId?: string }) {
  if (!forOrder)
    return (
      <>
        <HomeSos />
        <HomeCheckIn />
      </>
    );
  return orderId ? <OrderSos key={orderId} orderId={orderId} /> : null;
}
