// Places on the mock: how far apart two positions are, as the backend's map provider would answer
// (a check-in's distance from the door, a departing worker's from the address).

/** A position as the contract carries one: `{ latitude, longitude }` (an address, a request's body). */
type Position = { latitude?: unknown; longitude?: unknown };

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

const pointOf = (value: unknown): [number, number] | undefined => {
  const { latitude, longitude } = (value ?? {}) as Position;
  return typeof latitude === 'number' && typeof longitude === 'number' ? [latitude, longitude] : undefined;
};

/** The metres between two positions along the earth's surface (haversine); undefined when either has none. */
export function metresBetween(a: unknown, b: unknown): number | undefined {
  const from = pointOf(a);
  const to = pointOf(b);
  if (!from || !to) return undefined;
  const [dLat, dLon] = [radians(to[0] - from[0]), radians(to[1] - from[1])];
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from[0])) * Math.cos(radians(to[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}
