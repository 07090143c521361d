// The persister against a model (issue 37, "the screen the worker saw survives a reload and a dead
// network"): random sequences of answers, refreshes that fail (no answer, a 5xx), the clock moving
// on, reloads (the page hidden or gone, then a new query client restoring from the same store, with
// the new page's own first answers or failures coming before the restore), sign-outs and 401s, and
// sign-ins of the same or another worker. After every reload the cache holds, for each allow-listed
// key, the last good answer this session received while it is younger than the store keeps answers,
// as a success; never an older one, never nothing while there is one, nothing of a session that
// ended, and nothing off the allow-list. IndexedDB is a map in memory shared by the pages; the clock
// is Vitest's fake one. A failure prints its seed and the shrunk sequence of commands.
import { fc, test } from '@fast-check/vitest';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, vi } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/orders';
import { getGetMyWalletQueryKey, getListWithdrawAccountsQueryKey } from '@generated/api/wallet/wallet';
import { getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/mine';
import { createQueryClient } from '@/app/providers';
import { ApiError } from '@/lib/api/errors';
import { PERSIST_MAX_AGE_MS } from '@/lib/offline/persist-keys';
import { clearSession, saveSession } from '@/lib/session/session';

const db = new Map<string, unknown>();

vi.mock('idb-keyval', () => ({
  createStore: () => (_mode: string, callback: (store: unknown) => unknown) => Promise.resolve(callback({ transaction: { db: { close: () => undefined } } })),
  get: async (key: string) => db.get(key),
  set: async (key: string, value: unknown) => void db.set(key, value),
  del: async (key: string) => void db.delete(key),
  setMany: async (pairs: [string, unknown][]) => pairs.forEach(([key, value]) => db.set(key, value)),
  delMany: async (keys: string[]) => keys.forEach((key) => db.delete(key)),
  keys: async () => [...db.keys()],
  entries: async () => [...db.entries()],
}));

const { startPersistence } = await import('@/lib/offline/persist');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The keys the pages ask for: four on the allow-list, one off it (it names a bank account). */
const KEYS = [
  { name: 'order so_1', key: getGetServiceOrderDetailQueryKey({ id: 'so_1' }), kept: true },
  { name: 'order so_2', key: getGetServiceOrderDetailQueryKey({ id: 'so_2' }), kept: true },
  { name: 'home summary', key: getGetWorkerHomeSummaryQueryKey(), kept: true },
  { name: 'wallet', key: getGetMyWalletQueryKey(), kept: true },
  { name: 'withdraw accounts', key: getListWithdrawAccountsQueryKey(), kept: false },
] as const;
const KEPT = KEYS.map((_, i) => i).filter((i) => KEYS[i].kept);

type Answer = { n: number; at: number };
type Model = { session: 'a' | 'b' | null; last: Map<number, Answer>; served: number };
type Page = { queryClient: QueryClient; stop: () => void };
type Real = { page: Page };

const FAILURES = {
  network: () => new ApiError('network', 'Failed to fetch'),
  '5xx': () => new ApiError('http', '服务器开小差了', { status: 503 }),
} as const;
type Failure = keyof typeof FAILURES;

/** Everything the page started that needs no time to pass: IndexedDB's answers, the immediate writes. */
async function settle() {
  for (let i = 0; i < 3; i++) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const answer = (queryClient: QueryClient, i: number, n: number) =>
  queryClient.fetchQuery({ queryKey: KEYS[i].key, queryFn: async () => ({ code: 200, data: { n } }), retry: false, staleTime: 0 });

const fail = (queryClient: QueryClient, i: number, failure: Failure) =>
  queryClient.fetchQuery({ queryKey: KEYS[i].key, queryFn: () => Promise.reject(FAILURES[failure]()), retry: false, staleTime: 0 }).catch(() => undefined);

/** A page starting: the app's query client, its own first calls (before the restore lands), then the persister's start. */
async function startPage(model: Model, early: { i: number; outcome: 'answer' | Failure }[]): Promise<Page> {
  const queryClient = createQueryClient();
  for (const { i, outcome } of early) {
    if (outcome === 'answer') {
      const n = ++model.served;
      await answer(queryClient, i, n);
      model.last.set(i, { n, at: Date.now() });
    } else await fail(queryClient, i, outcome);
  }
  const stop = await startPersistence(queryClient);
  await settle();
  return { queryClient, stop };
}

/**
 * What the model says a start restores: each allow-listed key's last good answer while young
 * enough, as a success (a key the new page asked itself holds what its own call left).
 */
function expectRestored(model: Model, queryClient: QueryClient, askedHere: number[]) {
  for (const i of KEYS.keys()) {
    const last = KEYS[i].kept && model.session ? model.last.get(i) : undefined;
    const expected = last && Date.now() - last.at < PERSIST_MAX_AGE_MS ? last : undefined;
    const state = queryClient.getQueryState(KEYS[i].key);
    if (!KEYS[i].kept) {
      expect(state?.data, KEYS[i].name).toBeUndefined();
      continue;
    }
    expect((state?.data as { data: { n: number } } | undefined)?.data.n, KEYS[i].name).toBe(expected?.n);
    if (expected && !askedHere.includes(i)) {
      expect(state?.status, KEYS[i].name).toBe('success');
      expect(state?.dataUpdatedAt, KEYS[i].name).toBe(expected.at);
    }
  }
}

const signedIn = (m: Readonly<Model>) => m.session !== null;

class AnswerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly i: number) {}
  check = signedIn;
  async run(model: Model, real: Real) {
    const n = ++model.served;
    await answer(real.page.queryClient, this.i, n);
    model.last.set(this.i, { n, at: Date.now() });
  }
  toString = () => `answer(${KEYS[this.i].name})`;
}

class FailCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly i: number,
    readonly failure: Failure,
  ) {}
  check = signedIn;
  async run(_: Model, real: Real) {
    await fail(real.page.queryClient, this.i, this.failure);
  }
  toString = () => `fail(${KEYS[this.i].name}, ${this.failure})`;
}

class WaitCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run() {
    await vi.advanceTimersByTimeAsync(this.ms);
  }
  toString = () => `wait(${this.ms >= DAY ? `${this.ms / DAY} d` : this.ms >= HOUR ? `${this.ms / HOUR} h` : `${this.ms} ms`})`;
}

/**
 * The page goes and comes back: a reload (pagehide), or the worker switches app and the system
 * kills the web-view in the background (visibilitychange to hidden, then nothing more). What the
 * old page had started and not written by then dies with it.
 */
class ReloadCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly how: 'pagehide' | 'hidden, then killed',
    readonly early: { i: number; outcome: 'answer' | Failure }[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.how === 'pagehide') window.dispatchEvent(new Event('pagehide'));
    else {
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      visibility.mockRestore();
    }
    await settle();
    real.page.stop();
    real.page.queryClient.clear();
    // Signed out, the new page makes no call of the worker's.
    const early = model.session ? this.early : [];
    real.page = await startPage(model, early);
    expectRestored(
      model,
      real.page.queryClient,
      early.map((e) => e.i),
    );
  }
  toString = () => `reload(${this.how}${this.early.length ? `; first: ${this.early.map((e) => `${KEYS[e.i].name} ${e.outcome}`).join(', ')}` : ''})`;
}

/** Sign-out from Mine, or a 401: the session and the cache go (use-end-session.ts, app-events.tsx). */
class EndSessionCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly how: 'sign-out' | '401') {}
  check = signedIn;
  async run(model: Model, real: Real) {
    clearSession();
    real.page.queryClient.clear();
    await settle();
    model.session = null;
    model.last.clear();
    expect(db.size, 'the store after the session ended').toBe(0);
  }
  toString = () => `end session(${this.how})`;
}

class SignInCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly worker: 'a' | 'b') {}
  check = (m: Readonly<Model>) => m.session === null;
  async run(model: Model) {
    saveSession(`token-${this.worker}-${Date.now()}`, Date.now() + 365 * DAY);
    model.session = this.worker;
  }
  toString = () => `sign in(${this.worker})`;
}

const key = fc.integer({ min: 0, max: KEYS.length - 1 });
const failure = fc.constantFrom<Failure>('network', '5xx');
// The new page's own first answers, of kept keys (an answer off the list in this page is this page's, not restored).
const early = fc.array(fc.record({ i: fc.constantFrom(...KEPT), outcome: fc.constantFrom<'answer' | Failure>('answer', 'network', '5xx') }), { maxLength: 2 });

const commands = fc.commands(
  [
    key.map((i) => new AnswerCommand(i)),
    fc.tuple(key, failure).map(([i, f]) => new FailCommand(i, f)),
    fc.constantFrom(50, 400, 1000, 1500, 2 * HOUR, 2 * DAY, 4 * DAY, 8 * DAY).map((ms) => new WaitCommand(ms)),
    fc.tuple(fc.constantFrom('pagehide' as const, 'hidden, then killed' as const), early).map(([how, first]) => new ReloadCommand(how, first)),
    fc.constantFrom('sign-out' as const, '401' as const).map((how) => new EndSessionCommand(how)),
    fc.constantFrom('a' as const, 'b' as const).map((worker) => new SignInCommand(worker)),
  ],
  { maxCommands: 25 },
);

let current: Real | undefined;

afterEach(() => {
  current?.page.stop();
  current = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test.prop([commands], { numRuns: 3000 })('a reload restores, for each kept key, the last good answer of the session and nothing else', async (cmds) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('indexedDB', {
    deleteDatabase: () => {
      db.clear();
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
  });
  db.clear();
  clearSession();
  saveSession('token-a-start', Date.now() + 365 * DAY);
  const model: Model = { session: 'a', last: new Map(), served: 0 };
  try {
    current = { page: await startPage(model, []) };
    await fc.asyncModelRun(() => ({ model, real: current! }), cmds);
    // However it ended, one more reload restores what the model says.
    await new ReloadCommand('pagehide', []).run(model, current);
  } finally {
    current?.page.stop();
    current?.page.queryClient.clear();
    current = undefined;
    clearSession();
    vi.useRealTimers();
  }
  // ~3 s here alone; a busy CI machine takes several times that.
}, 120_000);

test('the model keeps the allow-list honest: every kept key is on it, the other is not', async () => {
  const { isPersistedQueryKey } = await import('@/lib/offline/persist-keys');
  expect(KEPT.map((i) => isPersistedQueryKey(KEYS[i].key))).toEqual(KEPT.map(() => true));
  expect(isPersistedQueryKey(getListWithdrawAccountsQueryKey())).toBe(false);
});
