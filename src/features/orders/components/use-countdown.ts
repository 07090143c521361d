// A countdown in whole seconds from a server-measured remainder (the phone's clock is often wrong,
// so only the elapsed time since the answer arrived counts). Restarts when `seconds` or `resetKey`
// change (a refetch); keeps the right value after the phone sleeps.
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | null | undefined, resetKey?: unknown): number | null {
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
  }, [seconds, resetKey]);

  if (seconds == null) return null;
  if (!clock) return Math.max(0, seconds);
  return Math.max(0, Math.ceil((clock.endAt - clock.now) / 1000));
}
