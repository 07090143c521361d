// The network as the field has it, for the e2e tests of the field core (issue 37): two kinds of
// offline, cut and restored at any moment, with no regard for what the app is doing.
// - `airplane`: the phone knows (`context.setOffline`: `navigator.onLine` false, `offline` and
//   `online` events), every request fails at once.
// - `dead`: a lift, a basement, a captive Wi-Fi: the phone says it is online and nothing gets
//   through. Every request to the API, the cloud router, the object storage and the pictures fails
//   (`fail`: the connection drops) or is never answered (`hang`: it goes, late, once the network is
//   restored), chosen per test; with `code`, the app's own files too (what a dead network does to a
//   page whose code is not on the phone: tests that cut code run with the service worker in control).
// Every API request goes through here while the network is up too, so that a cut while one is at the
// server loses its answer (the server did it, the phone never hears): the "mid-request" moment.
// What reached the server is the mock's to say (`mockCalls`), not the browser's.
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import type { Call } from '../../mock/calls';
import { MOCK_URL } from './support';

export type OfflineKind = 'airplane' | 'dead';
export type DeadWay = 'fail' | 'hang';

/** How a test's offline is named in its title: `airplane`, `dead network (fail)`, `dead network (hang)`. */
export const offlineName = (kind: OfflineKind, way: DeadWay = 'fail') => (kind === 'airplane' ? 'airplane' : `dead network (${way})`);

/** The paths of the app's calls and pictures (vite.config.ts's NOT_THE_APP, less the mock's own `/__mock`). */
const API = /^\/(v1|router|rest|storage|mock-cdn)(\/|$)/;
const isApi = (url: URL) => API.test(url.pathname);

export type Network = {
  /** 'up', or the kind of offline it is in now. */
  readonly state: 'up' | OfflineKind;
  /** Cuts it (or changes the kind of cut): at once, whatever is in flight. */
  cut(kind: OfflineKind): Promise<void>;
  /** Brings it back; requests that hung go on now. */
  restore(): Promise<void>;
  /**
   * Resolves with the next request `match` picks once it is at the server, before its answer is
   * back: the moment a cut loses the answer of a change the server made.
   */
  atServer(match: (request: Request) => boolean, timeoutMs?: number): Promise<Request>;
  /**
   * Holds the requests `match` picks before they reach the server (an upload in flight), until
   * `release` is called; `reached` resolves with the first one held.
   */
  hold(match: (request: Request) => boolean): { reached: Promise<Request>; release: () => void };
};

/**
 * Takes the context's network: call it before the page's first navigation. `dead` says what a dead
 * network does to a request (fail or hang); `code` cuts the app's files too in a dead network (an
 * airplane cut always does). `page.route` handlers of the same requests come first and bypass it.
 */
export async function takeNetwork(context: BrowserContext, { dead = 'fail', code = false }: { dead?: DeadWay; code?: boolean } = {}): Promise<Network> {
  let state: 'up' | OfflineKind = 'up';
  // Bumped by every cut: a request that was at the server across one lost its answer.
  let cuts = 0;
  let restored = Promise.resolve();
  let markRestored: () => void = () => undefined;
  const waiting: { match: (request: Request) => boolean; resolve: (request: Request) => void }[] = [];
  const holds: { match: (request: Request) => boolean; released: Promise<void>; reach: (request: Request) => void }[] = [];

  const abort = (route: Route) => route.abort('internetdisconnected').catch(() => undefined);
  // Requests the browser gave up (their page reloaded): a hung one never leaves the phone afterwards.
  const gone = new WeakSet<Request>();
  context.on('requestfailed', (request) => gone.add(request));
  // A dead network that hangs keeps the request until the network is back, then lets it go on.
  const hangs = () => state === 'dead' && dead === 'hang';

  /**
   * Until the network lets this request through: false when it fails it. (A routed request is
   * fetched by Playwright, past `setOffline`: an airplane cut is answered here too.)
   */
  async function passage(route: Route): Promise<boolean> {
    for (;;) {
      if (state === 'up') return true;
      if (!hangs()) {
        await abort(route);
        return false;
      }
      await restored;
      if (gone.has(route.request())) return false;
    }
  }

  await context.route(
    (url) => isApi(url),
    async (route) => {
      const request = route.request();
      for (const held of [...holds]) {
        if (!held.match(request)) continue;
        held.reach(request);
        await held.released;
      }
      if (gone.has(request)) return;
      if (!(await passage(route))) return;
      const before = cuts;
      for (const wait of waiting.filter((w) => w.match(request))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(request);
      }
      let response;
      try {
        response = await route.fetch({ timeout: 120_000, maxRedirects: 0 });
      } catch {
        // The page went away meanwhile (a reload), or the server closed the connection.
        return abort(route);
      }
      if (cuts !== before) {
        // The network died while the server was answering: the change was made, the answer is lost;
        // unless the network only hangs, and the answer comes once it is back, late.
        if (!hangs()) return abort(route);
        await restored;
        if (cuts !== before + 1 || state !== 'up') return abort(route);
      }
      await route.fulfill({ response }).catch(() => undefined);
    },
  );

  if (code) {
    await context.route(
      (url) => !isApi(url) && !url.pathname.startsWith('/__mock') && /^https?:$/.test(url.protocol),
      async (route) => {
        if (!(await passage(route))) return;
        await route.fallback().catch(() => undefined);
      },
    );
  }

  return {
    get state() {
      return state;
    },
    async cut(kind) {
      if (state === 'up') restored = new Promise<void>((resolve) => (markRestored = resolve));
      cuts += 1;
      state = kind;
      // The phone knows only of an airplane cut.
      await context.setOffline(kind === 'airplane');
    },
    async restore() {
      if (state === 'up') return;
      state = 'up';
      await context.setOffline(false);
      markRestored();
    },
    atServer(match, timeoutMs = 20_000) {
      return new Promise<Request>((resolve, reject) => {
        const entry = { match, resolve: (request: Request) => (clearTimeout(timer), resolve(request)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`no such request reached the server within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    hold(match) {
      let release!: () => void;
      let reach!: (request: Request) => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<Request>((resolve) => (reach = resolve));
      const held = { match, released, reach };
      holds.push(held);
      return {
        reached,
        release: () => {
          holds.splice(holds.indexOf(held), 1);
          release();
        },
      };
    },
  };
}

/** One call as it reached the development mock, its JSON body read as an object. */
export type MockCall = Omit<Call, 'body'> & { body?: Record<string, unknown> };

/**
 * The calls of one e2e test (its `x-e2e-test` header) that reached the mock, in the order it answered
 * them; with `token`, of that session only (a test's id is the same in every run of it).
 */
export async function mockCalls(testId: string, token?: string): Promise<MockCall[]> {
  const query = new URLSearchParams({ test: testId, ...(token ? { token } : {}) });
  const answer = await fetch(`${MOCK_URL}/__mock/calls?${query}`);
  return (await answer.json()) as MockCall[];
}

/**
 * An earlier day: the app opened once online (signed out, so that nothing of the worker's is fetched
 * or stored meanwhile), until its service worker has the whole build (README "Offline"); then closed.
 * Today starts with the test's next `page.goto`, a new document the worker controls, from which a
 * reload or a page never opened starts from the phone. This install is what a test of the field core
 * waits for before it cuts the network; never the app's storage, an idle moment or `networkidle`.
 * Call it before `signedIn`.
 */
export async function appInstalled(page: Page) {
  await page.goto('/');
  if (!(await page.evaluate(() => 'serviceWorker' in navigator))) throw new Error("service workers are blocked: test.use({ serviceWorkers: 'allow' })");
  // Registered once the page is idle; `activated` once every precached file is in.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000, polling: 250 });
  await page.goto('about:blank');
}
