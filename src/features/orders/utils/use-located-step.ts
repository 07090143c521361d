// A step that carries the worker's position (depart, arrive). The tap is kept at once (the outbox),
// with the last known position and its age, or none; a fresh one read meanwhile (GPS works without a
// network) replaces it if it comes within POSITION_WAIT_MS, and the step goes then; the server
// decides on an old or missing one (the contract's positionAgeSeconds). Nothing is awaited between
// the worker's confirmation and the keep but the location's explanation, the first time: a calm
// moment (the worker is about to set off), never an SOS or a check-in. One run at a time
// (lib/ui/use-one-at-a-time.ts), so a double tap sends once.
import { type Fix, freshPosition, lastKnownPosition } from '@/lib/location/position';
import { explainPermission } from '@/lib/native/permissions';
import type { KeepOptions } from '@/lib/outbox';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** How long a step waits for a fresh fix before it goes with what it has (the browser's own limit). */
export const POSITION_WAIT_MS = 15_000;

/** What a step sends of the position at the tap: the last known one with its age, or nothing. */
type StepPosition = Partial<Fix>;

/**
 * `send` keeps the step (the position at hand, and the fresh one to come as `amend`) and resolves
 * true when it went through or waits to sync: the order moves on and this step stays shut. `ask`
 * (the step guard) is asked first, inside the one run, so that a double tap asks once; false
 * (cancelled) sends nothing and opens the step again.
 */
export function useLocatedStep(send: (position: StepPosition, amend: NonNullable<KeepOptions['amend']>) => Promise<boolean>, ask?: () => Promise<boolean>) {
  const step = useOneAtATime();
  const run = () =>
    step.run(async () => {
      if (ask && !(await ask())) return false;
      // A refusal here only means no fresh fix: the step goes with the last known one.
      const fresh = (await explainPermission('location')) ? freshPosition() : Promise.resolve(null);
      return send(lastKnownPosition() ?? {}, { fields: fresh, waitMs: POSITION_WAIT_MS });
    });
  return { run, running: step.running };
}
