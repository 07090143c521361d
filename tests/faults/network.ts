// The faulty network of the faults suite: a seeded share of the app's API calls fails, in the four
// ways a phone's network and a backend fail, and every request the page makes is recorded.
import type { Page, Request, Route } from '@playwright/test';

/** The app's request timeout in this suite's build (VITE_API_TIMEOUT_MS): a hang waits past it. */
export const FAULTS_TIMEOUT_MS = 2_500;
/** How long a hung call is held: past the app's timeout, then dropped. */
export const HANG_MS = FAULTS_TIMEOUT_MS + 400;

export const FAULT_KINDS = ['http500', 'reset', 'hang', 'badBody'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The seed of every run (FAULTS_SEED), so that a failure can be replayed call for call. */
export const SEED = Number(process.env.FAULTS_SEED ?? 17);

/** A small seeded generator (mulberry32): the same seed gives the same faults. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a text (a screen's name), to give each screen its own sequence from one seed. */
export const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export const isApiPath = (pathname: string) => /^\/(v1|router|rest|storage)\//.test(pathname);
export const isApiRequest = (request: Request) => {
  const url = new URL(request.url());
  return isApiPath(url.pathname);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails one call the way `kind` says. */
export async function fail(route: Route, kind: FaultKind) {
  try {
    switch (kind) {
      case 'http500':
        return await route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' });
      case 'reset':
        return await route.abort('connectionreset');
      case 'hang':
        // Held past the app's timeout (the app gives up first), then dropped.
        await sleep(HANG_MS);
        return await route.abort('timedout');
      case 'badBody': {
        // A 200 whose body breaks the contract: its `data` of the wrong type, or JSON cut short.
        const response = await route.fetch();
        const text = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const broken =
          body && typeof body === 'object' && 'data' in body
            ? JSON.stringify({ ...(body as object), data: 'broken' })
            : text.slice(0, Math.max(1, Math.floor(text.length / 2)));
        return await route.fulfill({ status: 200, contentType: 'application/json', body: broken });
      }
    }
  } catch {
    // The page went away or the app cancelled the call first: nothing left to answer.
  }
}

/**
 * Fails a seeded `rate` of the page's API calls, each in one of the four ways in turn; `heal()`
 * brings the network back. `injected` counts the faults.
 */
export async function faultyNetwork(page: Page, { seed, rate = 0.2, kinds = FAULT_KINDS }: { seed: number; rate?: number; kinds?: readonly FaultKind[] }) {
  const random = seeded(seed);
  const state = { on: true, injected: 0, byKind: {} as Record<string, number> };
  await page.route(
    (url) => isApiPath(url.pathname),
    async (route) => {
      if (!state.on || random() >= rate) return route.fallback();
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      state.injected += 1;
      state.byKind[kind] = (state.byKind[kind] ?? 0) + 1;
      await fail(route, kind);
    },
  );
  return {
    get injected() {
      return state.injected;
    },
    byKind: state.byKind,
    heal: () => {
      state.on = false;
    },
    breakAgain: () => {
      state.on = true;
    },
  };
}

/** Fails every call whose path contains `urlPart` (each of them, until `stop`). */
export async function failCalls(page: Page, urlPart: string, kind: FaultKind) {
  let on = true;
  let count = 0;
  const matches = (url: URL) => url.pathname.includes(urlPart);
  await page.route(matches, async (route) => {
    if (!on || route.request().method() === 'OPTIONS') return route.fallback();
    count += 1;
    await fail(route, kind);
  });
  return {
    stop: () => {
      on = false;
    },
    get count() {
      return count;
    },
  };
}

/** API calls in flight, to wait until the page has nothing left on the way. */
export function inFlight(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (isApiRequest(r)) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no API call has been in flight for `quietMs` (or after `maxMs`). */
    async settle({ quietMs = 400, maxMs = 12_000 } = {}) {
      const end = Date.now() + maxMs;
      let quietSince = Date.now();
      while (Date.now() < end) {
        if (pending.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await sleep(100);
      }
    },
  };
}
