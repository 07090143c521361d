// The route table is what the router and the build both read (src/app/routes.ts): each page's
// screen exists and exports its component, and a page that declares its first calls makes exactly
// those with its code (its screen's `prefetch`), as the tab bar's frame makes its own. The build
// preloads the declared calls' schemas, so a prefetch that drifts from them fails here; so does a
// form screen whose route does not name the forms it shows (the build chunks each form by the route's list).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchShell } from '@/app/layouts/tab-shell';
import { createQueryClient } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { publicPagePaths, screenComponent, screenFile } from '@/config/feature-routes';
import { paths } from '@/config/paths';
import { contractExample, contractParameters } from '../support/contract';
import { stubApi } from '../support/render';

const screens = import.meta.glob<Record<string, unknown>>('../../src/features/*/screens/*-screen.tsx');
const sources = import.meta.glob<string>('../../src/features/*/screens/*-screen.tsx', { query: '?raw', import: 'default' });
const pages = appRoutes.features.flatMap((f) => [...(f.public ?? []), ...(f.tabs ?? []), ...(f.stack ?? [])].map((route) => ({ feature: f.feature, route })));
const every = [...new Set(pages.flatMap(({ route }) => route.calls ?? []).concat(appRoutes.shell.calls))];

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(() => vi.unstubAllGlobals());

/** Every call any page declares, answered with its contract example; the calls made, by operationId. */
async function callsOf(prefetch: (client: ReturnType<typeof createQueryClient>) => void) {
  const calls = stubApi(Object.fromEntries(every.map((id) => [id, { body: contractExample(id) }])));
  const client = createQueryClient();
  prefetch(client);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return calls.map((c) => c.operationId).sort();
}

describe('the route table', () => {
  it.each(pages.map(({ feature, route }) => [route.path, feature, route] as const))('%s: its screen exists and exports its component', async (_, feature, route) => {
    const load = screens[`../../${screenFile(feature, route)}`];
    expect(load, screenFile(feature, route)).toBeDefined();
    const module = await load();
    expect(typeof module[screenComponent(route)]).toBe('function');
    expect(typeof module.prefetch, 'a prefetch goes with declared calls').toBe(route.calls?.length ? 'function' : 'undefined');
  });

  it.each(pages.filter(({ route }) => route.calls?.length).map(({ feature, route }) => [route.path, feature, route] as const))(
    '%s: its prefetch makes exactly the calls its route declares',
    async (_, feature, route) => {
      const { prefetch } = (await screens[`../../${screenFile(feature, route)}`]()) as { prefetch: (c: unknown, t: unknown) => void };
      // The URL a worker opens it with: each call's required query parameters, as the contract's examples give them.
      const search = new URLSearchParams(route.calls!.flatMap((id) => contractParameters(id).filter((p) => p.required && p.in === 'query').map((p) => [p.name, String(p.example)])));
      expect(await callsOf((client) => prefetch(client, { params: {}, search }))).toEqual([...route.calls!].sort());
    },
  );

  it.each(pages.map(({ feature, route }) => [route.path, feature, route] as const))(
    '%s: declares the JSON-schema forms its screen shows (the build chunks each form by this list)',
    async (_, feature, route) => {
      const source = await sources[`../../${screenFile(feature, route)}`]();
      const named = [...source.matchAll(/(?:useFormDefinition\(\s*|\bform=)['"]([a-z-]+\/[a-z-]+)['"]/g)].map((m) => m[1]);
      const shown = [...new Set(named), ...(/useRuntimeValidator\(/.test(source) ? ['runtime'] : [])];
      expect([...(route.forms ?? [])].sort()).toEqual(shown.sort());
    },
  );

  it("the tab bar's frame makes exactly the calls the table declares for it", async () => {
    expect(await callsOf(prefetchShell)).toEqual([...appRoutes.shell.calls].sort());
  });

  it('has one list of public pages: the login-check-mode-0 pages built, and the web-view (decided)', () => {
    expect([...publicPagePaths(appRoutes)].sort()).toEqual(
      [
        paths.root,
        paths.login,
        paths.register,
        paths.forget,
        paths.agreement,
        paths.noticeList,
        paths.noticeDetail,
        paths.cart,
        paths.goodsDetail,
        paths.goodsCart,
        paths.goodsComment,
        paths.notFound,
        paths.maintenance,
        paths.update,
        // docs/decisions.md: server links open it from public pages (a notice) and signed-in ones alike.
        paths.webView,
      ].sort(),
    );
  });

  it('names every page path once', () => {
    const paths = pages.map(({ route }) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
