// How the app reaches the built-in location pages: the URL that shows a place (location-open) and
// the one that asks for a point (location-choose), and the hand-back of the chosen point. The
// chooser goes back to the page that opened it (whose history entry keeps that page's own state,
// e.g. a typed form), leaving its choice in session storage under the key the caller named
// (src/lib/storage, `locationChoice`: personal, a session's end removes one left behind).
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';
import type { Point } from './map-links';

const round6 = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** location-open for a place: `?lat=&lng=&name=&address=`. */
export function locationOpenUrl({ latitude, longitude, name, address }: Point & { name: string; address?: string }) {
  const search = new URLSearchParams({ lat: round6(latitude), lng: round6(longitude), name });
  if (address) search.set('address', address);
  return `${paths.locationOpen}?${search.toString()}`;
}

/** location-choose, handing its choice back under `key`; the map starts at `start` when given. */
export function locationChooseUrl(key: string, start?: Point | null) {
  const search = new URLSearchParams({ key });
  if (start) {
    search.set('lat', round6(start.latitude));
    search.set('lng', round6(start.longitude));
  }
  return `${paths.locationChoose}?${search.toString()}`;
}

/** The chooser leaves its choice for the caller. */
export function leaveChoice(key: string, point: Point) {
  writeStored(storedKeys.locationChoice(key), { latitude: point.latitude, longitude: point.longitude });
}

/** The choice left under `key`, if any (not removed: see useChosenPoint). */
export function peekChoice(key: string): Point | null {
  const choice = readStored(storedKeys.locationChoice(key));
  return choice && { latitude: choice.latitude, longitude: choice.longitude };
}

export const clearChoice = (key: string) => removeStored(storedKeys.locationChoice(key));

/**
 * The point the chooser handed back to this page under `key`, read once when the page mounts and
 * then removed, so it is not applied again on a later visit.
 */
export function useChosenPoint(key: string): Point | null {
  // Read in the initial state (the first render already shows it); removed in an effect, which
  // StrictMode's double render cannot make lose.
  const [point] = useState(() => peekChoice(key));
  useEffect(() => {
    if (point) clearChoice(key);
  }, [key, point]);
  return point;
}
