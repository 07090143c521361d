// At the door (issue 49): how far a position is from the order's address, when the platform's wait
// rule would let a no-show report through, and the evidence the phone holds of the worker's coming.
// The rules' figures are the platform's (the order's `doorRules`); the app only reads them, to say
// them in words and to warn, never to block a step.
import type { Intent } from '@/lib/outbox';
import type { ServiceOrder, ServiceOrderNoShowEvidence } from '@/features/orders/api/use-orders';

type Position = { latitude: number; longitude: number };

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whole metres between two GCJ-02 positions along the earth (the phone's fix and the address: the same datum). */
export function metresBetween(a: Position, b: Position): number {
  const [dLat, dLon] = [radians(b.latitude - a.latitude), radians(b.longitude - a.longitude)];
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h)));
}

/** The metres from a position to the order's address; undefined without a position. */
export const metresFromAddress = (order: Pick<ServiceOrder, 'address'>, position: Partial<Position> | null | undefined) =>
  position?.latitude != null && position.longitude != null ? metresBetween({ latitude: position.latitude, longitude: position.longitude }, order.address) : undefined;

/** Whether the platform's radius asks a reason of an arrival this far (none without a rule or a distance). */
export const beyondRadius = (order: Pick<ServiceOrder, 'doorRules'>, metres: number | undefined) =>
  metres !== undefined && order.doorRules !== undefined && metres > order.doorRules.arrivalRadiusMeters;

/**
 * When the wait rule lets a no-show report through (ms): the rule's minutes from the later of the
 * arrival and the booked time; undefined without a rule or an arrival.
 */
export function noShowFrom(order: Pick<ServiceOrder, 'doorRules' | 'arrivedAt' | 'appointmentAt'>): number | undefined {
  if (!order.doorRules || !order.arrivedAt) return undefined;
  return Math.max(Date.parse(order.arrivedAt), Date.parse(order.appointmentAt)) + order.doorRules.noShowWaitMinutes * 60_000;
}

const at = (intent: Intent) => String(intent.body.occurredAt);
const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A step as evidence: when, and where when known. */
function place(when: string | null | undefined, where: { latitude?: unknown; longitude?: unknown; distanceMeters?: unknown } | null | undefined) {
  if (!when) return undefined;
  const latitude = numberOr(where?.latitude);
  const longitude = numberOr(where?.longitude);
  const distanceMeters = numberOr(where?.distanceMeters);
  return {
    at: when,
    ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
    ...(distanceMeters !== undefined ? { distanceMeters: Math.round(distanceMeters) } : {}),
  };
}

/**
 * What the phone holds of the worker's coming and waiting, for the no-show report: the door photo,
 * her departure and arrival (the platform's record, else the steps still on the phone), and the
 * calls noted (the order's, laid over with those still on the phone: utils/pending.ts).
 */
export function noShowEvidence(order: ServiceOrder, intents: Intent[]): ServiceOrderNoShowEvidence {
  const pending = (kind: string) => intents.find((intent) => intent.kind === kind && intent.state === 'pending');
  const depart = pending('departServiceOrder');
  const arrive = pending('arriveServiceOrder');
  const departure = order.departure ? place(order.departure.at, order.departure) : depart ? place(at(depart), depart.body) : place(order.departedAt, null);
  const arrival = order.checkIn ? place(order.checkIn.at, order.checkIn) : arrive ? place(at(arrive), arrive.body) : place(order.arrivedAt, null);
  const photo = order.checkIn?.photo ?? (typeof arrive?.body.checkInPhoto === 'string' ? arrive.body.checkInPhoto : undefined);
  return {
    ...(photo ? { checkInPhoto: photo } : {}),
    ...(departure ? { departure } : {}),
    ...(arrival ? { arrival } : {}),
    calls: (order.doorCalls ?? []).slice(-20).map((call) => ({ at: call.at, ...(call.virtualNumber ? { virtualNumber: call.virtualNumber } : {}) })),
  };
}
