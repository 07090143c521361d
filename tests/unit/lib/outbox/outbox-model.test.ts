// The outbox against a model of the field, over thousands of random runs (fast-check): taps of every
// kind (order steps, photos, reviews, feedback, SOS), the network cut the airplane way (the phone
// knows) or dead (the phone says online, nothing gets through) at any moment, answers lost on the
// way back, a server failing (5xx), refusing, answering against the contract, a token that expires
// (401) then a sign-in of the same worker or of another, reloads at any moment (in-flight requests
// may still reach the server; their answers reach nobody), an app update that renamed one kind and
// dropped another, the sender's code failing to load, a full storage. fast-check's scheduler picks
// when each request arrives, each answer comes back and each photo is written, so a reload or a cut
// lands between any two of them. Nothing waits for the outbox to be idle before it acts.
//
// The lanes: the SOS (each at once), an order's steps (a queue per order: two orders never wait for
// each other), bulk media (a recording's parts, on a queue of their own), and the rest (feedback).
//
// Invariants, checked after every action and at the end:
// - no intent is lost: each tap is delivered to the server, or still on the phone (pending, refused,
//   set aside), unless the worker discarded it; a tap the phone could not keep said so at once;
// - a request carries the token of the intent's own worker, never another's; the session's view of
//   the outbox shows only its own worker's (an SOS held after the token expired included);
// - each queue's intents first reach the server in the order of the taps;
// - an SOS reaches the server before any change tapped after it, and its request starts at once,
//   whatever is in flight (another SOS, a check-in's answer, a photo);
// - the SOS as the phone keeps it after it went (`sent`, where it stands shows from it) only after
//   the server's success, never after a refusal; a refusal says so until the worker closes it;
// - a step never waits for media it does not carry: with every recording's upload hung, each step
//   and each other change still goes;
// - once the network and each worker's session return, everything left goes (no lane stuck), and
//   what stays is a refusal or a change set aside, each with its reason.
// The seed and the shrunk sequence are printed on a failure (fast-check's report).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ApiError, ContractError, NOT_SENT_OFFLINE } from '@/lib/api/errors';
import { createOutbox, type Outbox, type Sender } from '@/lib/outbox/engine';
import type { FileStore } from '@/lib/outbox/files';
import { createJournal, type Intent, type Journal } from '@/lib/outbox/journal';

const MAIN_KINDS = ['depart', 'arrive', 'photos', 'review', 'feedback', 'legacy'] as const;
type Kind = (typeof MAIN_KINDS)[number] | 'sos' | 'recording';
const ORDERS = ['so_1', 'so_2'] as const;
/** The kinds that change no order. */
const NO_ORDER = new Set<Kind>(['feedback', 'sos']);
type Mode = 'ok' | 'fail5xx' | 'refuse' | 'contract' | 'slow';
type Network = 'up' | 'airplane' | 'dead';
type Worker = 'w1' | 'w2';

type Action =
  | { type: 'tap'; kind: Kind; photo: boolean; order: (typeof ORDERS)[number] }
  | { type: 'network'; to: Network }
  | { type: 'server'; mode: Mode }
  | { type: 'reload' }
  | { type: 'update' }
  | { type: 'tokenExpires' }
  | { type: 'signIn'; worker: Worker }
  | { type: 'signOutDiscarding' }
  | { type: 'storageFull'; full: boolean }
  | { type: 'codeFails'; fails: boolean }
  | { type: 'time'; ms: number }
  | { type: 'answerHeard' }
  | { type: 'mediaHangs'; hangs: boolean }
  | { type: 'decide' };

type Step = { action: Action; release: number };

type Tap = { key: string; kind: Kind; owner: Worker; queue: string; /** The order of the taps, as the worker made them. */ seq: number; toldNotKept: boolean; discarded: boolean; everAside: boolean };

/** The phone, the network and the server, as the outbox meets them. */
class World {
  storage: string | null = null;
  storageFull = false;
  blobs = new Map<string, Blob[]>();
  /** Photo writes under way; a reload loses them (the page is gone before IndexedDB committed). */
  writing = new Set<() => void>();
  network: Network = 'up';
  mode: Mode = 'ok';
  owner: Worker | null = 'w1';
  tokenValid = true;
  /** A recording's parts going up hang (a slow uplink): released only when this is false again. */
  mediaHangs = false;
  /** Uploads started: each its own request (two orders' photos go up at once). */
  uploads = 0;
  hung: (() => void)[] = [];
  codeFails = false;
  version = 1;
  clock = 0;
  timers = new Map<number, { at: number; run: () => void }>();
  nextTimer = 1;
  /** What the server did with each key: processed once (an effect), or refused. */
  effects = new Map<string, { owner: Worker; order: number; outcome: 'ok' | 'refused' | 'contract' }>();
  arrivals: { key: string; owner: Worker | null; order: number }[] = [];
  started = new Set<string>();
  inFlight = new Map<Outbox, Set<string>>();
  order = 0;
  journal!: Journal;
  outbox!: Outbox;

  constructor(readonly s: fc.Scheduler) {}

  /** Photos IndexedDB would not take, held in the page's memory (files.ts): gone with a reload. */
  memory = new Map<string, Blob[]>();

  files: FileStore = {
    put: (key, blobs) => {
      let lost = false;
      const cancel = () => (lost = true);
      this.writing.add(cancel);
      return this.s.schedule(Promise.resolve(), `write photos ${key.slice(0, 4)}`).then(() => {
        this.writing.delete(cancel);
        if (lost) throw new Error('the page was gone');
        if (this.storageFull) {
          this.memory.set(key, blobs);
          return 'memory' as const;
        }
        this.blobs.set(key, blobs);
      });
    },
    get: async (key) => this.memory.get(key) ?? this.blobs.get(key),
    drop: async (key) => void (this.memory.delete(key), this.blobs.delete(key)),
    legacy: async () => [],
    clear: async () => (this.memory.clear(), this.blobs.clear()),
  };

  /** A request through the network: it may not leave, may not arrive, and its answer may not come back. */
  async request<T>(outbox: Outbox, key: string, label: string, serve: (owner: Worker | null) => T, evenOffline = false): Promise<T> {
    // The request wrapper sends no change while the browser says offline; the SOS lane's calls try anyway.
    if (this.network === 'airplane' && !evenOffline) throw new ApiError('network', 'offline, not sent', { code: NOT_SENT_OFFLINE });
    const flying = this.inFlight.get(outbox) ?? new Set();
    this.inFlight.set(outbox, flying);
    // One outbox never has the same intent on the wire twice.
    expect(flying.has(key), `${key} sent twice at once`).toBe(false);
    flying.add(key);
    this.started.add(key);
    const token = this.tokenValid ? this.owner : null;
    try {
      if (this.network === 'airplane') throw new ApiError('network', 'no network');
      await this.s.schedule(Promise.resolve(), `arrive ${label}`);
      if (this.network !== 'up') throw new ApiError('network', 'no network');
      const answer = serve(token);
      await this.s.schedule(Promise.resolve(), `answer ${label}`);
      if (this.network !== 'up') throw new ApiError(this.mode === 'slow' ? 'timeout' : 'network', 'the answer was lost');
      return answer;
    } finally {
      flying.delete(key);
    }
  }

  sender(outbox: Outbox, kind: string): Sender {
    return {
      send: (_body, headers) => {
        const key = headers['Idempotency-Key'];
        const serve = (token: Worker | null) => {
          this.order += 1;
          this.arrivals.push({ key, owner: token, order: this.order });
          if (!token) throw new ApiError('unauthorized', '401');
          const first = this.effects.get(key);
          const outcome = first?.outcome ?? (this.mode === 'refuse' ? 'refused' : this.mode === 'contract' ? 'contract' : 'ok');
          if (this.mode === 'fail5xx' && !first) throw new ApiError('http', '500', { status: 500 });
          if (!first) this.effects.set(key, { owner: token, order: this.order, outcome });
          if (outcome === 'refused') throw new ApiError('business', '订单状态已变化', { code: 20002 });
          // A repeated key answers the first result; an answer that broke the contract once is read again.
          if (outcome === 'contract' && this.mode === 'contract') throw new ContractError(kind, 'data', 'bad', 'bad answer');
          return { code: 200, data: { id: `${kind}-${key.slice(0, 4)}`, kind } };
        };
        return this.request(outbox, key, `${kind} ${key.slice(0, 4)}`, serve, kind === 'sos');
      },
      receipt: (answer) => ({ id: (answer as { data: { id: string } }).data.id }),
    };
  }

  /** The app starting (again): a new outbox over what the phone holds. */
  boot() {
    this.journal = createJournal({
      read: () => this.storage,
      write: (text) => {
        if (this.storageFull) return false;
        this.storage = text;
        return true;
      },
    });
    const version = this.version;
    const codeFails = () => this.codeFails;
    const outbox: Outbox = createOutbox({
      journal: this.journal,
      files: this.files,
      sender: (kind) => {
        // The SOS lane's senders are part of the outbox's own code; the rest load apart (and may fail to).
        if (kind === 'sos' || kind === 'recording') return this.sender(outbox, kind);
        if (codeFails()) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
        const renamed: Record<string, string> = version === 2 ? { depart: 'departV2' } : {};
        const known: string[] = version === 1 ? [...MAIN_KINDS] : ['departV2', 'arrive', 'photos', 'review', 'feedback'];
        const name = known.includes(kind) ? kind : renamed[kind];
        return Promise.resolve(name ? this.sender(outbox, name) : undefined);
      },
      upload: async (file, folder, _progress, signal) => {
        // A recording's part on a slow uplink: it goes up only once the uplink frees (or the try is given up).
        if (folder === 'order/recording' && this.mediaHangs)
          await new Promise<void>((release, reject) => {
            this.hung.push(release);
            signal?.addEventListener('abort', () => reject(new DOMException('given up', 'AbortError')), { once: true });
          });
        this.uploads += 1;
        return this.request(outbox, `upload-${file.name}-${this.uploads}`, `upload ${folder}`, () => `https://cdn.example/${folder}/${file.name}`);
      },
      online: () => this.network !== 'airplane',
      owner: () => (this.tokenValid ? this.owner : null),
      // A change tapped after the token expired (an SOS on a page still open) is the last worker's.
      keeper: () => this.owner,
      now: () => this.clock,
      setTimer: (run, ms) => {
        const id = this.nextTimer++;
        this.timers.set(id, { at: this.clock + ms, run });
        return id;
      },
      clearTimer: (id) => void this.timers.delete(id as number),
      asideText: (reason) => reason,
    });
    this.outbox = outbox;
    void outbox.flush();
  }

  /** Time passes: the timers that fall due run, in their order. */
  advance(ms: number) {
    const until = this.clock + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.clock = Math.max(this.clock, due[1].at);
      due[1].run();
    }
    this.clock = until;
  }

  intents = (): Intent[] => this.journal.all();
}

const ticks = async (n = 30) => {
  for (let i = 0; i < n; i += 1) await Promise.resolve();
};

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 7,
    arbitrary: fc.record({ type: fc.constant('tap' as const), kind: fc.constantFrom<Kind>(...MAIN_KINDS, 'sos', 'sos', 'recording'), photo: fc.boolean(), order: fc.constantFrom(...ORDERS) }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('network' as const), to: fc.constantFrom<Network>('up', 'airplane', 'dead') }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('server' as const), mode: fc.constantFrom<Mode>('ok', 'ok', 'fail5xx', 'refuse', 'contract', 'slow') }) },
  { weight: 2, arbitrary: fc.constant({ type: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'update' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'tokenExpires' as const }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('signIn' as const), worker: fc.constantFrom<Worker>('w1', 'w1', 'w2') }) },
  { weight: 1, arbitrary: fc.constant({ type: 'signOutDiscarding' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('storageFull' as const), full: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('codeFails' as const), fails: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('time' as const), ms: fc.constantFrom(500, 2_000, 6_000, 20_000, 70_000) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'answerHeard' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('mediaHangs' as const), hangs: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ type: 'decide' as const }) },
);

const stepsArb = fc.array(fc.record({ action: actionArb, release: fc.nat(3) }), { minLength: 1, maxLength: 40 });

/** Runs the steps against a fresh phone; throws on the first broken invariant. */
async function play(s: fc.Scheduler, steps: Step[]) {
  const world = new World(s);
  world.boot();
  const taps = new Map<string, Tap>();

  const check = () => {
    const kept = new Map(world.intents().map((i) => [i.key, i]));
    for (const tap of taps.values()) {
      const intent = kept.get(tap.key);
      if (intent?.state === 'aside') tap.everAside = true;
      // No loss: delivered, on the phone, or given up by the worker (or the phone said it could not keep it).
      if (!tap.discarded && !tap.toldNotKept) expect(world.effects.has(tap.key) || intent !== undefined, `${tap.kind} ${tap.key} lost`).toBe(true);
    }
    for (const arrival of world.arrivals) {
      const tap = taps.get(arrival.key);
      // Never under another worker's token (a request without one is a 401 the outbox pauses on).
      if (tap && arrival.owner !== null) expect(arrival.owner, `${tap.kind} sent in another worker's session`).toBe(tap.owner);
    }
    // What the phone says of a change after it went comes from the server's answer alone: kept as
    // sent (the SOS, where it stands shows from it) only after its success, refused only after a refusal.
    for (const intent of world.intents()) {
      const effect = world.effects.get(intent.key)?.outcome;
      // (An answer that broke the contract, then read again with its key, is the server's success too.)
      if (intent.state === 'sent') expect(effect === 'ok' || effect === 'contract', `${intent.kind} shown as taken without the server's success (${effect})`).toBe(true);
      if (intent.state === 'sent') expect(intent.follow && intent.receipt?.id, 'only a followed change stays once sent, with its receipt').toBeTruthy();
      if (intent.state === 'refused') expect(effect, `${intent.kind} shown as refused without the server's refusal`).toBe('refused');
    }
    // The session sees only its own worker's changes.
    const session = world.tokenValid ? world.owner : null;
    for (const intent of world.intents().filter(world.outbox.mine)) expect(intent.owner, 'another worker sees a change').toBe(session);
    // Each queue's first arrivals in the order of the taps (a change set aside and tried again
    // excepted); the SOS lane sends each on its own, at once (checked at its tap).
    const first = new Map<string, number>();
    for (const a of world.arrivals) if (a.owner !== null && !first.has(a.key)) first.set(a.key, a.order);
    // (A tap the phone could not keep, and said so, has no place in the order once its page is gone.)
    const arrived = [...taps.values()].filter((t) => t.kind !== 'sos' && first.has(t.key) && !t.everAside && !t.toldNotKept);
    for (const a of arrived)
      for (const b of arrived)
        if (a.owner === b.owner && a.queue === b.queue && a.seq < b.seq) expect(first.get(a.key)! < first.get(b.key)!, `${a.queue} out of order: ${a.kind} after ${b.kind}`).toBe(true);
    // An SOS reaches the server before anything tapped after it (unless it was refused or given up first).
    for (const sos of taps.values()) {
      if (sos.kind !== 'sos' || sos.toldNotKept) continue;
      for (const later of taps.values()) {
        if (later.kind === 'sos' || later.owner !== sos.owner || later.seq < sos.seq || !first.has(later.key)) continue;
        const sosAt = first.get(sos.key);
        const effect = world.effects.get(sos.key);
        const settled = sos.discarded || sos.everAside || effect?.outcome === 'refused';
        if (!settled) expect(sosAt !== undefined && sosAt < first.get(later.key)!, `${later.kind} reached the server before an earlier SOS`).toBe(true);
      }
    }
  };

  for (const { action, release } of steps) {
    // The phone's clock moves between two actions of the worker.
    world.advance(1);
    switch (action.type) {
      case 'tap': {
        // Taps need a session (the pages are the signed-in worker's); an SOS only a worker who had
        // one (a page still open after the token expired).
        if (!world.owner || (!world.tokenValid && action.kind !== 'sos')) break;
        const lane = action.kind === 'sos' ? 'sos' : action.kind === 'recording' ? 'media' : 'main';
        const orderId = NO_ORDER.has(action.kind) ? undefined : action.order;
        const files =
          action.kind === 'recording'
            ? [{ field: 'parts', blob: new Blob(['opus'], { type: 'audio/webm' }), folder: 'order/recording', name: 'part-1.webm' }]
            : action.photo && action.kind !== 'sos'
              ? [{ field: 'photos', blob: new Blob(['jpeg'], { type: 'image/jpeg' }), folder: 'order/service', name: 'p.jpg' }]
              : undefined;
        const { key } = world.outbox.submit(action.kind, { id: orderId ?? 'none' }, { lane, files, orderId, follow: action.kind === 'sos' });
        const queue = lane === 'sos' ? `sos:${key}` : lane === 'media' ? 'media' : orderId ? `order:${orderId}` : 'main';
        taps.set(key, { key, kind: action.kind, owner: world.owner, queue, seq: taps.size, toldNotKept: world.journal.full(), discarded: false, everAside: false });
        // A full phone says so at the tap.
        if (world.storageFull) expect(world.journal.full()).toBe(true);
        if (lane === 'sos' && world.tokenValid) {
          // No scheduled task released: the SOS's request has left, whatever else is in flight (another
          // SOS, a check-in's answer, a photo), and whatever the browser says of the network. (Without
          // a session it waits for the same worker's sign-in: 110 was dialled at the hold.)
          await ticks();
          expect(world.started.has(key), 'the SOS waited before it was sent').toBe(true);
        }
        break;
      }
      case 'network': {
        const was = world.network;
        world.network = action.to;
        // The browser's `online` event comes only back from airplane mode.
        if (was === 'airplane' && action.to !== 'airplane') void world.outbox.flush();
        break;
      }
      case 'server':
        world.mode = action.mode;
        break;
      case 'reload':
      case 'update':
        world.outbox.dispose();
        world.writing.forEach((lose) => lose());
        world.writing.clear();
        world.memory.clear();
        world.timers.clear();
        if (action.type === 'update') world.version = 2;
        world.boot();
        // Whatever the phone could not keep is gone with the page; the worker was told.
        break;
      case 'tokenExpires':
        world.tokenValid = false;
        break;
      case 'signIn':
        world.owner = action.worker;
        world.tokenValid = true;
        void world.outbox.flush();
        break;
      case 'signOutDiscarding':
        if (!world.tokenValid || !world.owner) break;
        for (const i of world.intents()) if (world.outbox.mine(i)) taps.get(i.key)!.discarded = true;
        await world.outbox.discard(world.outbox.mine);
        world.tokenValid = false;
        // A sign-out forgets whose the phone was (a 401 does not: what she taps next is still hers).
        world.owner = null;
        break;
      case 'storageFull':
        world.storageFull = action.full;
        break;
      case 'codeFails':
        world.codeFails = action.fails;
        break;
      case 'time':
        world.advance(action.ms);
        break;
      case 'answerHeard':
        if (world.network === 'up') world.outbox.hurry();
        break;
      case 'mediaHangs':
        world.mediaHangs = action.hangs;
        if (!action.hangs) world.hung.splice(0).forEach((release) => release());
        break;
      case 'decide':
        // The worker sees what needs them: a refusal (知道了), a change set aside (tried again).
        for (const i of world.intents().filter((i) => world.outbox.mine(i))) {
          if (i.state === 'refused') {
            taps.get(i.key)!.discarded = true;
            world.outbox.dismiss(i.key);
          } else if (i.state === 'aside') world.outbox.retry(i.key);
          // An SOS the platform has: the worker closes it (nothing of it is left to show).
          else if (i.state === 'sent') world.outbox.dismiss(i.key);
        }
        break;
    }
    for (let i = 0; i < release && s.count() > 0; i += 1) await s.waitOne();
    await ticks();
    check();
  }

  // The field calms down: the network and the server come back, and each worker signs in once more;
  // first with every recording's upload hung (a slow uplink), then with it freed.
  world.network = 'up';
  world.mode = 'ok';
  world.storageFull = false;
  world.codeFails = false;
  const calm = async () => {
    for (let round = 0; round < 20; round += 1) {
      await s.waitAll();
      await ticks();
      if (world.timers.size === 0 && s.count() === 0) break;
      world.advance(70_000);
    }
  };
  for (const worker of ['w1', 'w2'] as const) {
    world.owner = worker;
    world.tokenValid = true;
    world.mediaHangs = true;
    void world.outbox.flush();
    await calm();
    check();
    // A step never waits for media it does not carry: every other change went, the recordings hung.
    for (const tap of [...taps.values()].filter((t) => t.owner === worker && t.kind !== 'recording' && !t.discarded && !t.toldNotKept)) {
      expect(world.journal.get(tap.key)?.state, `${tap.kind} waited behind a recording's upload`).not.toBe('pending');
    }
    world.mediaHangs = false;
    world.hung.splice(0).forEach((release) => release());
    void world.outbox.flush();
    await calm();
    check();
    for (const tap of [...taps.values()].filter((t) => t.owner === worker && !t.discarded && !t.toldNotKept)) {
      const intent = world.journal.get(tap.key);
      if (!intent) {
        expect(world.effects.has(tap.key), `${tap.kind} neither sent nor kept`).toBe(true);
        continue;
      }
      // What stays needs the worker: a refusal, a change set aside, each saying why, or an SOS the
      // platform has, until she closes it. Nothing just waits.
      expect(intent.state, `${tap.kind} still waits after the network and the session returned`).not.toBe('pending');
      if (intent.state === 'refused') expect(world.effects.get(tap.key)?.outcome).toBe('refused');
      if (intent.state === 'aside') {
        const why = { unknownKind: tap.kind === 'legacy' && world.version === 2, badAnswer: world.effects.get(tap.key)?.outcome === 'contract', filesLost: true, broken: false };
        expect(why[intent.aside!], `${tap.kind} set aside for ${intent.aside}`).toBe(true);
      }
    }
  }
}

describe('the outbox, model-based', () => {
  test.prop([fc.scheduler(), stepsArb], { numRuns: Number(process.env.MODEL_RUNS ?? 5000) })(
    'keeps every tap until delivered, in order, under its own worker, the SOS first, whatever the network and the timing',
    async (s, steps) => {
      await play(s, steps);
    },
    // 5,000 runs take ~2 s here; MODEL_RUNS=100000 (by hand) ~1 min.
    300_000,
  );
});
