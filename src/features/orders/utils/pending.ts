// An order as the worker left it: the server's last answer with the steps still on the phone
// (the outbox's pending intents) laid over it, so that a step taken offline moves the page on
// (departed offline, the check-in card shows; arrived offline, the start button) while it waits to
// sync. A refused step is not laid over: the server's order stands, and the refusal is shown.
import type { Intent } from '@/lib/outbox';
import type { ServiceOrder } from '@/features/orders/api/use-orders';

const at = (intent: Intent) => String(intent.body.occurredAt);

type Status = ServiceOrder['status'];

/** The steps that move an order on: from which status, to which. */
const MOVES: Record<string, [Status, Status]> = {
  departServiceOrder: ['accepted', 'departed'],
  arriveServiceOrder: ['departed', 'arrived'],
  startServiceOrder: ['arrived', 'in_service'],
  finishServiceOrder: ['in_service', 'completed'],
};

const pendingOnly = (intents: Intent[]) => intents.filter((intent) => intent.state === 'pending');

/** The status an order shows with its pending steps (the lists' cards, which carry no more of it). */
export function pendingStatus(status: Status, intents: Intent[]): Status {
  return pendingOnly(intents).reduce((current, intent) => (MOVES[intent.kind]?.[0] === current ? MOVES[intent.kind][1] : current), status);
}

/** One pending step over the order, when the order is where the step starts from. */
function laid(order: ServiceOrder, intent: Intent, now: number): ServiceOrder {
  switch (intent.kind) {
    case 'departServiceOrder': {
      if (order.status !== MOVES.departServiceOrder[0]) return order;
      // Where she set out, as the platform will record it: evidence should the door stay shut.
      const { latitude = null, longitude = null } = intent.body as { latitude?: number; longitude?: number };
      return { ...order, status: 'departed', departedAt: at(intent), departure: { latitude, longitude, at: at(intent) } };
    }
    case 'arriveServiceOrder':
      return order.status === MOVES.arriveServiceOrder[0] ? { ...order, status: 'arrived', arrivedAt: at(intent) } : order;
    case 'startServiceOrder': {
      if (order.status !== MOVES.startServiceOrder[0]) return order;
      const started = Date.parse(at(intent));
      const minutes = order.service.durationMinutes;
      const ends = started + minutes * 60_000;
      // Seconds left now, as the server's answer says them when it is built (service-timer.tsx counts from here).
      const remainingSeconds = Math.max(0, Math.ceil((ends - now) / 1000));
      const endsAt = new Date(ends).toISOString();
      return { ...order, status: 'in_service', timer: { startedAt: at(intent), bookedMinutes: minutes, extensionMinutes: 0, endsAt, remainingSeconds } };
    }
    case 'saveServiceOrderPhotos':
      return { ...order, servicePhotos: (intent.body.photos as string[] | undefined) ?? order.servicePhotos };
    case 'finishServiceOrder':
      return order.status === MOVES.finishServiceOrder[0] ? { ...order, status: 'completed', completedAt: at(intent), canAppraise: false } : order;
    case 'appraiseServiceOrderCustomer':
      return { ...order, canAppraise: false };
    // A call to the customer noted offline counts among the calls the page lists (and the no-show's evidence).
    case 'noteServiceOrderCall': {
      const virtualNumber = typeof intent.body.virtualNumber === 'string' ? intent.body.virtualNumber : null;
      return { ...order, doorCalls: [...(order.doorCalls ?? []), { at: at(intent), virtualNumber }] };
    }
    default:
      return order;
  }
}

/** The order with its pending steps, in the order they were taken. */
export function withPending(order: ServiceOrder, intents: Intent[], now = Date.now()): ServiceOrder {
  return pendingOnly(intents).reduce((current, intent) => laid(current, intent, now), order);
}
