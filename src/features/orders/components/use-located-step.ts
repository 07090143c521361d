// A step that needs the worker's position (depart, arrive): read it, say why when it cannot be
// read, then send. One run at a time (lib/ui/use-one-at-a-time.ts), so a double tap sends once.
import { useState } from 'react';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import type { Position, PositionFailure } from '@/lib/location/position';

/** `send` resolves true when the step went through: the order moves on and this step stays shut. */
export function useLocatedStep(send: (position: Position) => Promise<boolean>) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const step = useOneAtATime();

  const run = () =>
    step.run(async () => {
      setFailure(null);
      setLocating(true);
      let position: Position;
      // The position's code comes with the tap: an order page opens without it.
      const location = await import('@/lib/location/position').catch(() => null);
      try {
        if (!location) throw new Error('no position code');
        position = await location.currentPosition();
      } catch (error) {
        setFailure(location && error instanceof location.PositionError ? error.reason : 'unavailable');
        return false;
      } finally {
        setLocating(false);
      }
      return send(position);
    });

  return { run, locating, failure };
}
