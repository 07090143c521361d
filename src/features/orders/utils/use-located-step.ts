// A step that needs the worker's position (depart, arrive): read it, then send. GPS works without a
// network, and the position's code comes with the order page, so a basement reads it too. When no
// fresh position can be had (indoors, a lift, the GPS slow), the step goes with the last known one
// and its age, or with none, and the server decides (the contract's positionAgeSeconds); only a
// refused permission stops it, saying why. One run at a time (lib/ui/use-one-at-a-time.ts), so a
// double tap sends once.
import { useState } from 'react';
import { currentPosition, type Fix, lastKnownPosition, PositionError, type PositionFailure } from '@/lib/location/position';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** What a step sends of the position: a fresh fix, the last known one with its age, or nothing. */
type StepPosition = Partial<Fix>;

/**
 * `send` resolves true when the step went through (or waits to sync): the order moves on and this step
 * stays shut. `ask` (the step guard) is asked first, inside the one run, so that a double tap asks
 * once; false (cancelled) sends nothing and opens the step again. `run(true)` skips it: a retry of a
 * step already confirmed.
 */
export function useLocatedStep(send: (position: StepPosition) => Promise<boolean>, ask?: () => Promise<boolean>) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const step = useOneAtATime();

  const run = (confirmed = false) =>
    step.run(async () => {
      if (ask && !confirmed && !(await ask())) return false;
      setFailure(null);
      setLocating(true);
      let position: StepPosition;
      try {
        position = { ...(await currentPosition()), positionAgeSeconds: 0 };
      } catch (error) {
        const reason = error instanceof PositionError ? error.reason : 'unavailable';
        if (reason === 'denied') {
          setFailure(reason);
          return false;
        }
        position = lastKnownPosition() ?? {};
      } finally {
        setLocating(false);
      }
      return send(position);
    });

  return { run, locating, failure };
}
