// The chaos of tests/e2e/field-chaos.spec.ts, planned from a seed before the journey starts, so that
// a seed replays the same cuts, delays and reloads: where the network goes around each tap of the
// work loop, which kind of offline, whether a reload comes while offline, when the network returns.
// The faults suite's seeded generator (mulberry32): a seed replays the same chaos.
import type { Page, Request } from '@playwright/test';
import { seeded } from '../faults/network';
import type { DeadWay, Network, OfflineKind } from './network.ts';

/**
 * The seeds `npm test` runs, chosen from their plans (`describePlan`) so that together they cut both
 * kinds and both ways of a dead network, at each moment around a tap, and reload offline: 3 (a dead
 * network that hangs mid-request on the finish), 8 (fails; a lost answer of the accept and the
 * depart, a reload), 11 (hangs; departs, arrives and starts on it, reloading each time).
 */
export const CI_SEEDS = [3, 8, 11];

/** The seeds of this run: `CHAOS_SEED=3,8` those; `CHAOS_SEEDS=50 [CHAOS_FROM=1000]` that many from there; else `ci` (CI_SEEDS). */
export function chosenSeeds(ci: readonly number[] = CI_SEEDS): number[] {
  if (process.env.CHAOS_SEED) return process.env.CHAOS_SEED.split(',').map(Number);
  const count = Number(process.env.CHAOS_SEEDS ?? 0);
  if (count > 0) {
    const from = Number(process.env.CHAOS_FROM ?? 1);
    return Array.from({ length: count }, (_, i) => from + i);
  }
  return [...ci];
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

// One tap's chaos: a single intent (a recording sent, an SOS retracted) with the network cut and the
// page reloaded at moments around the worker's tap, planned from the seed as the work loop's are.

/**
 * Where a cut or a reload falls around the tap: `before` it (the tap is made offline; a reload
 * `before` comes once cut, and the worker taps again on the page it brings), `at-tap` (the moment
 * the tap returns), `after-ms` (a random few ms after it), `mid-request` (once the intent's request
 * the plan names is at the server, an upload's or the change's: its answer is lost).
 */
export type TapMoment = 'before' | 'at-tap' | 'after-ms' | 'mid-request';
export const TAP_MOMENTS: readonly TapMoment[] = ['before', 'at-tap', 'after-ms', 'mid-request'];

export type TapPlan = {
  seed: number;
  kind: OfflineKind;
  /** What the dead network does (only for `kind: 'dead'`). */
  dead: DeadWay;
  cut: TapMoment;
  cutMs: number;
  reload: TapMoment | 'none';
  reloadMs: number;
  /** With `mid-request`: which of the intent's requests (its uploads, then the change: the spec's list). */
  request: number;
  /** With a cut `before`: at which of the spec's earlier steps (its `stages`) it falls. */
  stage: number;
};

/**
 * The CI seeds of the one-tap chaos, chosen from their plans (`describeTapPlan`) so that each test
 * meets the three kinds of cut and a reload near the tap. Recording (requests: the part's upload,
 * the recording): 2 (a dead network that hangs, cut and reload at the tap), 10 (one that fails,
 * while the upload is at the server, reloaded then), 12 (airplane before sending, a reload offline
 * before the tap). Retract (one request): 5 (hangs while the retract is at the server, a reload
 * 6 ms after the tap), 7 (airplane before the tap, a reload 32 ms after it).
 */
export const CI_TAP_SEEDS = { recording: [2, 10, 12], retract: [5, 7] } as const;

/** `requests`: how many requests the intent makes (its uploads and itself); `stages`: the moments before the tap a spec offers for a cut `before`. */
export function tapPlanOf(seed: number, { requests = 1, stages = 1 }: { requests?: number; stages?: number } = {}): TapPlan {
  const random = seeded(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const way = pick(['airplane', 'fail', 'hang'] as const);
  const cut = pick(TAP_MOMENTS);
  const cutMs = 1 + Math.floor(random() * 60);
  // A reload offline before the tap needs the cut before it; one mid-request comes with the cut
  // that loses the answer (the request reaches the server only while the network is up).
  const reloads: (TapMoment | 'none')[] = ['none', 'at-tap', 'after-ms', ...(cut === 'before' ? (['before'] as const) : []), ...(cut === 'mid-request' ? (['mid-request'] as const) : [])];
  const reload = pick(reloads);
  const reloadMs = 1 + Math.floor(random() * 60);
  const request = Math.floor(random() * requests);
  const stage = Math.floor(random() * stages);
  return { seed, kind: way === 'airplane' ? 'airplane' : 'dead', dead: way === 'airplane' ? 'fail' : way, cut, cutMs, reload, reloadMs, request, stage };
}

export const describeTapPlan = (plan: TapPlan, names: { requests?: readonly string[]; stages?: readonly string[] } = {}) => {
  const at = (moment: TapMoment, ms: number) =>
    moment === 'after-ms' ? `${ms} ms after the tap` : moment === 'mid-request' ? `while ${names.requests?.[plan.request] ?? `request ${plan.request}`} is at the server` : moment === 'before' ? 'before the tap' : 'at the tap';
  const kind = plan.kind === 'airplane' ? 'airplane' : `dead network that ${plan.dead === 'fail' ? 'fails' : 'hangs'}`;
  const cut = `${kind} ${at(plan.cut, plan.cutMs)}${plan.cut === 'before' && names.stages ? ` (${names.stages[plan.stage]})` : ''}`;
  const reload = plan.reload === 'none' ? 'no reload' : plan.reload === 'before' ? 'a reload offline before the tap' : `a reload ${at(plan.reload, plan.reloadMs)}`;
  return `${cut}; ${reload}; then the network back`;
};

/**
 * The tap and what the plan does around it from then on (a cut and a reload `before` are the
 * spec's, which knows its earlier steps): the cut and the reload at their moments, in their order,
 * never after waiting for the app. `requests` picks the intent's requests, in the plan's numbering.
 */
export async function aroundTap(page: Page, net: Network, plan: TapPlan, tap: () => Promise<void>, requests: readonly ((request: Request) => boolean)[]) {
  const atServer = plan.cut === 'mid-request' ? net.atServer(requests[plan.request], 30_000) : undefined;
  // Not yet awaited: a rejection is the step's, below.
  atServer?.catch(() => undefined);
  const reload = () => page.reload();
  await tap();
  const events: { at: TapMoment; ms: number; run: () => Promise<unknown> }[] = [];
  if (plan.cut !== 'before') events.push({ at: plan.cut, ms: plan.cutMs, run: () => net.cut(plan.kind) });
  if (plan.reload !== 'none' && plan.reload !== 'before') events.push({ at: plan.reload, ms: plan.reloadMs, run: reload });
  const rank = (e: { at: TapMoment; ms: number }) => (e.at === 'at-tap' ? 0 : e.at === 'after-ms' ? e.ms : Infinity);
  // The cut first when both fall at one moment.
  events.sort((a, b) => rank(a) - rank(b));
  let since = 0;
  for (const event of events) {
    if (event.at === 'after-ms') {
      // The chaos itself: a random few ms, not a wait for the app.
      await page.waitForTimeout(Math.max(0, event.ms - since));
      since = event.ms;
    }
    if (event.at === 'mid-request') {
      await atServer!.catch((error: Error) => {
        throw new Error(`seed ${plan.seed}: the intent's request ${plan.request} never reached the server (${error.message})`);
      });
    }
    await event.run();
  }
}
