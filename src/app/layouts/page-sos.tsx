// What the SOS layer shows on a page (loaded with the SOS's code, not in the first load): on Home
// always; on an order's pages only while the order is active (departed, arrived, in service,
// completed), as the worker sees it: the detail the page itself asked for, read from the query cache
// by its generated key (never fetched here), with the steps still on the phone laid over it. The shell
// composes this, so that the orders feature knows nothing of safety and safety nothing of orders.
// On an order in service, the same answer brings the check-in when the service runs long: the
// question shows once the server's check-in time has passed, unless an answer is on the phone; on
// Home too, for an order in service whose answer the phone holds (opened today, kept by the persister).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getGetServiceOrderDetailQueryKey, useGetServiceOrderDetail } from '@generated/api/orders/get-service-order-detail';
import type { ServiceOrder } from '@generated/api/model/serviceOrder';
import { CHECK_IN_KIND } from '@/features/safety/api/send-check-in';
import { CheckInPrompt } from '@/features/safety/components/check-in-prompt';
import { FloatingSos } from '@/features/safety/components/floating-sos';
import { pendingStatus } from '@/features/orders/utils/pending';
import { useOrderIntents } from '@/lib/outbox/use-outbox';

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

/** An answer older than this is not trusted to ask on Home (the order may have ended elsewhere). */
const HOME_CHECK_IN_MAX_AGE_MS = 6 * 3_600_000;

/** The first order in service among the details the cache holds (never fetched here), by its id; '' for none. */
function useOrderInService(): string {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => queryCache.subscribe(changed), [queryCache]);
  const inService = useCallback(() => {
    const [path] = getGetServiceOrderDetailQueryKey();
    const found = queryCache.findAll({ queryKey: [path] }).find((query) => {
      const body = query.state.data as { data?: ServiceOrder } | undefined;
      return body?.data?.status === 'in_service' && query.state.dataUpdatedAt > Date.now() - HOME_CHECK_IN_MAX_AGE_MS;
    });
    return (found?.state.data as { data: ServiceOrder } | undefined)?.data.id ?? '';
  }, [queryCache]);
  return useSyncExternalStore(subscribe, inService, inService);
}

/** Home: the check-in of an order in service the phone knows of, with its steps still on the phone laid over it. */
function HomeCheckIn() {
  const orderId = useOrderInService();
  return orderId ? <HomeOrderCheckIn key={orderId} orderId={orderId} /> : null;
}

function HomeOrderCheckIn({ orderId }: { orderId: string }) {
  const status = useOrderStatus(orderId);
  return status === 'in_service' ? <OrderCheckIn orderId={orderId} /> : null;
}

function OrderSos({ orderId }: { orderId: string }) {
  const status = useOrderStatus(orderId);
  if (!status || !ACTIVE.has(status)) return null;
  return (
    <>
      <FloatingSos orderId={orderId} />
      {status === 'in_service' && <OrderCheckIn orderId={orderId} />}
    </>
  );
}

/** `forOrder`: the page is an order's; without its id, no order is active there. */
export function PageSos({ forOrder, orderId }: { forOrder: boolean; orderId?: string }) {
  if (!forOrder)
    return (
      <>
        <FloatingSos />
        <HomeCheckIn />
      </>
    );
  return orderId ? <OrderSos key={orderId} orderId={orderId} /> : null;
}
