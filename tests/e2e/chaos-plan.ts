// The chaos of tests/e2e/field-chaos.spec.ts, planned from a seed before the journey starts, so that
// a seed replays the same cuts, delays and reloads: where the network goes around each tap of the
// work loop, which kind of offline, whether a reload comes while offline, when the network returns.
// The faults suite's seeded generator (mulberry32): a seed replays the same chaos.
import { seeded } from '../faults/network';
import type { DeadWay, OfflineKind } from './network.ts';

/**
 * The seeds `npm test` runs, chosen from their plans (`describePlan`) so that together they cut both
 * kinds and both ways of a dead network, at each moment around a tap, and reload offline: 3 (a dead
 * network that hangs mid-request on the finish), 8 (fails; a lost answer of the accept and the
 * depart, a reload), 11 (hangs; departs, arrives and starts on it, reloading each time).
 */
export const CI_SEEDS = [3, 8, 11];

/** The seeds of this run: `CHAOS_SEED=3,8` those; `CHAOS_SEEDS=50 [CHAOS_FROM=1000]` that many from there; else CI_SEEDS. */
export function chosenSeeds(): number[] {
  if (process.env.CHAOS_SEED) return process.env.CHAOS_SEED.split(',').map(Number);
  const count = Number(process.env.CHAOS_SEEDS ?? 0);
  if (count > 0) {
    const from = Number(process.env.CHAOS_FROM ?? 1);
    return Array.from({ length: count }, (_, i) => from + i);
  }
  return CI_SEEDS;
}


export const STEPS = ['accept', 'depart', 'arrive', 'start', 'finish', 'review'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Where the network goes around a step's tap: `online` (it stays up), `offline` (it was cut before
 * and still is), `before` (cut before the step begins: the photo is taken offline too), `at-tap`
 * (cut the moment the tap that commits the step returns), `after-ms` (a few ms after it), `mid-request`
 * (once the step's request is at the server: its answer is lost).
 */
export type Moment = 'online' | 'offline' | 'before' | 'at-tap' | 'after-ms' | 'mid-request';
export const CUTS: Moment[] = ['before', 'at-tap', 'after-ms', 'mid-request'];

export type StepPlan = {
  step: Step;
  moment: Moment;
  /** The kind of this cut (or of the one still on). */
  kind?: OfflineKind;
  delayMs: number;
  /** The network comes back before the step (the review opens only once the finish reached the server). */
  restoreFirst: boolean;
  /** A reload while offline, once the step shows. */
  reloadAfter: boolean;
  /** The network comes back once the step shows. */
  restoreAfter: boolean;
};

export type Plan = { seed: number; dead: DeadWay; steps: StepPlan[] };

export function planOf(seed: number): Plan {
  const random = seeded(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const dead: DeadWay = random() < 0.5 ? 'fail' : 'hang';
  let cut: OfflineKind | undefined;
  const steps = STEPS.map((step): StepPlan => {
    // The review's button comes with the server's answer to the finish: the worker waits for a network.
    const restoreFirst = step === 'review' && cut !== undefined;
    if (restoreFirst) cut = undefined;
    // Most taps see a cut: the clean case is the other specs'.
    const moment: Moment = cut ? 'offline' : random() < 0.2 ? 'online' : pick(CUTS);
    if (CUTS.includes(moment)) cut = pick(['airplane', 'dead'] as const);
    const kind = cut;
    const delayMs = 1 + Math.floor(random() * 40);
    // Accepting is never kept (another worker may take the offer): no reload then, and the worker
    // waits for the network to tap again.
    const reloadAfter = cut !== undefined && step !== 'accept' && random() < 0.5;
    const restoreAfter = cut !== undefined && (step === 'accept' || random() < 0.35);
    if (restoreAfter) cut = undefined;
    return { step, moment, kind, delayMs, restoreFirst, reloadAfter, restoreAfter };
  });
  return { seed, dead, steps };
}

export const describePlan = ({ dead, steps }: Plan) =>
  [
    `dead network ${dead === 'fail' ? 'fails' : 'hangs'}`,
    ...steps.map(
      (s) =>
        `${s.restoreFirst ? 'restore, ' : ''}${s.step} ${s.moment}${CUTS.includes(s.moment) ? ` (${s.kind}${s.moment === 'after-ms' ? ` +${s.delayMs} ms` : ''})` : ''}${s.reloadAfter ? ', reload' : ''}${s.restoreAfter ? ', restore' : ''}`,
    ),
  ].join('; ');
