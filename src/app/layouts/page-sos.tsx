// What the SOS layer shows on a page (loaded with the SOS's code, not in the first load): on Home
// always; on an order's pages only while the order is active (departed, arrived, in service,
// completed), as the worker sees it: the detail the page itself asked for, read from the query cache
// by its generated key (never fetched here), with the steps still on the phone laid over it. The shell
// composes this, so that the orders feature knows nothing of safety and safety nothing of orders.
import { useGetServiceOrderDetail } from '@generated/api/orders/getServiceOrderDetail';
import type { ServiceOrder } from '@generated/api/model/serviceOrder';
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

function OrderSos({ orderId }: { orderId: string }) {
  const status = useOrderStatus(orderId);
  return status && ACTIVE.has(status) ? <FloatingSos orderId={orderId} /> : null;
}

/** `forOrder`: the page is an order's; without its id, no order is active there. */
export function PageSos({ forOrder, orderId }: { forOrder: boolean; orderId?: string }) {
  if (!forOrder) return <FloatingSos />;
  return orderId ? <OrderSos key={orderId} orderId={orderId} /> : null;
}
