// A seconds countdown measured against the clock (a phone that sleeps a while still ends on time).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    setRemaining(whole);
    setDeadline(whole > 0 ? Date.now() + whole * 1000 : null);
  }, []);

  return { remaining, start };
}
