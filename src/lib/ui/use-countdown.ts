// A countdown in whole seconds from a number of seconds the server gave (an offer's time to accept,
// a service's time left, the wait before another SMS code), measured from when that answer arrived:
// the phone's clock is often wrong, so only the time elapsed since then counts, and it still ends
// on time after the phone has slept.
import { useEffect, useState } from 'react';

/** When the count of `seconds` measured at `measuredAt` (the phone's time then; now when not given) ends. */
const endOf = (seconds: number, measuredAt: number | undefined) => Math.min(measuredAt ?? Date.now(), Date.now()) + seconds * 1000;

/**
 * The seconds left, or null while there is nothing to count (`seconds` null). Starts again when
 * `seconds` or `startKey` change: give a new key for a new answer with the same number (a refetch's
 * `dataUpdatedAt`, the time a code was sent). `measuredAt` is when `seconds` was true (an answer's
 * `dataUpdatedAt`): the time since then is taken off, so an answer restored from the phone's cache
 * after a reload, or one shown again later, counts on from where it was rather than from the top.
 */
export function useCountdown(seconds: number | null | undefined, startKey?: unknown, measuredAt?: number): number | null {
  // The first render counts from `measuredAt` too, so a restored answer never shows the top first.
  const [clock, setClock] = useState<{ endAt: number; now: number } | null>(() => (seconds == null ? null : { endAt: endOf(seconds, measuredAt), now: Date.now() }));

  useEffect(() => {
    if (seconds == null) {
      setClock(null);
      return;
    }
    const endAt = endOf(seconds, measuredAt);
    setClock({ endAt, now: Date.now() });
    if (endAt <= Date.now()) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ endAt, now });
      if (now >= endAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, startKey, measuredAt]);

  if (seconds == null) return null;
  if (!clock) return Math.max(0, Math.ceil(seconds));
  return Math.max(0, Math.ceil((clock.endAt - clock.now) / 1000));
}
