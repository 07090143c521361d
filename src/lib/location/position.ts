// The worker's position (depart, arrive, choosing a point on the map): the browser's geolocation (WGS-84) converted to
// GCJ-02, the datum of Chinese map apps that the contract asks for (without it a check-in lands
// 300-500 m off, beyond the 500 m the server accepts).
import { explainPermission, wasExplained } from '@/lib/native/permissions';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';
export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  readonly reason: PositionFailure;
  constructor(reason: PositionFailure) {
    super(reason);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

type Position = { latitude: number; longitude: number };

const A = 6378245.0;
const EE = 0.006693421622965943;

const outOfChina = (lat: number, lng: number) => lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;

function transformLat(x: number, y: number) {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function transformLng(x: number, y: number) {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** WGS-84 to GCJ-02 (the published "Mars coordinates" offset); unchanged outside China. */
export function wgs84ToGcj02({ latitude, longitude }: Position): Position {
  if (outOfChina(latitude, longitude)) return { latitude, longitude };
  let dLat = transformLat(longitude - 105, latitude - 35);
  let dLng = transformLng(longitude - 105, latitude - 35);
  const radLat = (latitude / 180) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { latitude: latitude + dLat, longitude: longitude + dLng };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A fix the steps send: where, how exactly (metres), and how old it was (the fix's own age: a phone may answer with one it holds). */
export type Fix = Position & { accuracyMeters?: number; positionAgeSeconds: number };

/**
 * The last position the phone had, with its age, or null when it never had one. Each fix is kept
 * (`lastPosition`, personal: it goes at sign-out) for a step whose fresh one cannot be had (indoors,
 * a lift); a full or blocked storage leaves the next step without one, which the server decides on.
 */
export function lastKnownPosition(now = Date.now()): Fix | null {
  const kept = readStored(storedKeys.lastPosition);
  if (!kept) return null;
  const { at, ...where } = kept;
  return { ...where, positionAgeSeconds: Math.max(0, Math.round((now - at) / 1000)) };
}

/** The current position in GCJ-02, or a PositionError saying why there is none; the first time, after the explanation. */
export async function currentPosition(): Promise<Position & { accuracyMeters?: number }> {
  // The worker is told why, once, before the phone asks for the location (docs/decisions.md,
  // "Permission explanations").
  if (!(await explainPermission('location'))) throw new PositionError('denied');
  const { at: _at, ...where } = await readPosition();
  return where;
}

/**
 * A fresh position only where reading it asks nothing of the worker (the SOS, the check-in: no
 * dialog may stand between the hold and the alert): the browser already allows it, or, where the
 * browser cannot say, the worker was told why before. Null otherwise, or when none comes.
 */
export async function positionWithoutAsking(): Promise<Fix | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  const state = await navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((status) => status.state)
    .catch(() => undefined);
  if (state !== 'granted' && !(state === undefined && wasExplained('location'))) return null;
  return freshPosition();
}

/**
 * A fix now, or null when none comes: after the explanation, which the caller showed at a calm
 * moment. Its age is the fix's own (the phone may hand back one it took up to `maximumAge` ago), never
 * said to be fresher than it is.
 */
export const freshPosition = (now: () => number = Date.now): Promise<Fix | null> =>
  readPosition().then(
    ({ at, ...position }) => ({ ...position, positionAgeSeconds: Math.max(0, Math.round((now() - at) / 1000)) }),
    () => null,
  );

/** The browser's position now (the OS may ask for its permission), kept as the last known one, with when it was taken. */
function readPosition(): Promise<Position & { accuracyMeters?: number; at: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) => {
        const p = wgs84ToGcj02({ latitude: coords.latitude, longitude: coords.longitude });
        const accuracyMeters = Number.isFinite(coords.accuracy) ? Math.min(100_000, Math.round(coords.accuracy)) : undefined;
        const fix = { latitude: round6(p.latitude), longitude: round6(p.longitude), ...(accuracyMeters !== undefined ? { accuracyMeters } : {}) };
        const at = Math.min(timestamp || Date.now(), Date.now());
        writeStored(storedKeys.lastPosition, { ...fix, at });
        resolve({ ...fix, at });
      },
      (error) => {
        const reason: PositionFailure = error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        reject(new PositionError(reason));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
