// A countdown in whole seconds from a number of seconds the server gave (an offer's time to accept,
// a service's time left, the wait before another SMS code), measured from when that answer arrived:
// the phone's clock is often wrong, so only the time elapsed since then counts, and it still ends
// on time after the phone has slept.
import { useEffect, useState } from 'react';

/**
 * The seconds left, or null while there is nothing to count (`seconds` null). Starts again when
 * `seconds` or `startKey` change: give a new key for a new answer with the same number (a refetch's
 * `dataUpdatedAt`, the time a code was sent).
 */
export function useCountdown(seconds: number | null | undefined, startKey?: unknown): number | null {
  const [clock, setClock] = useState<{ endAt: number; now: number } | null>(null);

  useEffect(() => {
    if (seconds == null) {
      setClock(null);
      return;
    }
    const endAt = Date.now() + seconds * 1000;
    setClock({ endAt, now: Date.now() });
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ endAt, now });
      if (now >= endAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, startKey]);

  if (seconds == null) return null;
  if (!clock) return Math.max(0, Math.ceil(seconds));
  return Math.max(0, Math.ceil((clock.endAt - clock.now) / 1000));
}
