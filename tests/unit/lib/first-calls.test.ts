// A start's first calls: the queries one start makes are remembered for its URL; the next start's
// page (the inline script the build writes) makes them before the code has arrived, and the app's
// queries take those answers.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageStartScript } from '../../../scripts/preload';
import { ApiError } from '@/lib/api/errors';
import { forgetFirstCalls, MAX_STARTS, noteFirstCalls, TAKE_WITHIN_MS } from '@/lib/api/first-calls';
import { FIRST_CALLS_GLOBAL } from '@/lib/api/first-calls-store';
import { storedKeys } from '@/lib/storage/storage';
import { request } from '@/lib/api/request';
import { clearSession, saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';

// A /v1 answer with `data`; the public cloud call answers its contract example, `msg` telling them apart.
const ok = (url: string, data: unknown = url) =>
  new Response(JSON.stringify(url.startsWith('/router/') ? { ...contractExample<object>('getComponentsDynamicData'), msg: data } : { code: 200, msg: 'ok', data }), { status: 200 });

function stubFetch(answer: (url: string) => Promise<Response> = (url) => Promise.resolve(ok(url))) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Header names in lower case (the browser's Headers give them so; happy-dom's keep the case).
const lower = (headers: unknown) => Object.fromEntries(Object.entries(headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
const stored = () => {
  const all = JSON.parse(localStorage.getItem(storedKeys.firstCalls.name) ?? '{}') as Record<string, { headers: unknown }[]>;
  return Object.fromEntries(Object.entries(all).map(([start, calls]) => [start, calls.map((c) => ({ ...c, headers: lower(c.headers) }))]));
};
const query = () => ({ signal: new AbortController().signal });
const HOME = '#/pages/index/index';

// The page's start script, as the build writes it into index.html (no files to preload here).
let script = '';
beforeAll(async () => {
  script = await pageStartScript({ files: [], signedIn: [], routes: {}, schemas: {}, signedOut: [], aliases: {} });
});

/** A start of the page at `hash`: its start script runs. */
function startPage(hash: string) {
  window.location.hash = hash;
  new Function(script)();
}

/** One start that notes its queries for `hash`, the way the app does. */
async function noteStart(hash: string, make: () => Promise<unknown>) {
  const end = noteFirstCalls(hash);
  await make();
  end();
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL];
  window.location.hash = '';
});

describe('first calls', () => {
  it("notes a start's queries (not its mutations) with where they go and their headers, the token's apart", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    await noteStart(HOME, async () => {
      await request('/v1/test/summary?day=1', query());
      await request('/v1/test/summary?day=1', query()); // a repeat is noted once
      await request('/router/test/kh/list', { method: 'POST', body: '{"ids":["a"]}', headers: { 'Content-Type': 'application/json' }, ...query() });
      await request('/v1/test/state', { method: 'POST', body: '{"state":"resting"}' }); // a mutation: no signal
    });
    await request('/v1/test/later', query()); // after the list ended

    expect(stored()).toEqual({
      [HOME]: [
        {
          method: 'GET',
          url: '/v1/test/summary?day=1',
          href: '/v1/test/summary?day=1',
          headers: { 'content-type': 'application/json', 'x-appname': 'worker', 'x-clienttype': 'app' },
          auth: [['Authorization', 'Bearer ']],
        },
        {
          method: 'POST',
          url: '/router/test/kh/list',
          href: '/router/test/kh/list',
          body: '{"ids":["a"]}',
          headers: { 'content-type': 'application/json', 'x-appname': 'worker', 'x-clienttype': 'app' },
          auth: [['Authorization', 'Bearer '], ['uni-id-token', '']],
        },
      ],
    });
    expect(localStorage.getItem(storedKeys.firstCalls.name)).not.toContain('tok-1');
  });

  it("the next start's page makes them with the stored session, and each query takes its answer once instead of asking", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    await noteStart(HOME, async () => {
      await request('/v1/test/summary', query());
      await request('/router/plugs/components_dynamic/client/pub/getComponentsDynamicData', { method: 'POST', body: '{"ids":["a"]}', ...query() });
    });

    const fetchMock = stubFetch((url) => Promise.resolve(ok(url, `early ${url}`)));
    localStorage.setItem('worker_language', 'zh-Hant');
    startPage(HOME);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [summaryUrl, summaryInit] = fetchMock.mock.calls[0];
    expect(summaryUrl).toBe('/v1/test/summary');
    expect(lower(summaryInit?.headers)).toMatchObject({ authorization: 'Bearer tok-1', 'x-appname': 'worker' });
    // The language is the one chosen by this start, not the one the list was noted in.
    expect(lower(summaryInit?.headers)).toMatchObject({ 'accept-language': 'zh-TW' });
    const [, componentsInit] = fetchMock.mock.calls[1];
    // A public cloud call: no token, as request.ts sends it.
    expect(componentsInit).toMatchObject({ method: 'POST', body: '{"ids":["a"]}' });
    expect(lower(componentsInit?.headers)).not.toHaveProperty('uni-id-token');
    expect(lower(componentsInit?.headers)).not.toHaveProperty('authorization');

    fetchMock.mockImplementation((url) => Promise.resolve(ok(url, `asked ${url}`)));
    await expect(request('/v1/test/summary', query())).resolves.toMatchObject({ data: 'early /v1/test/summary' });
    await expect(request('/router/plugs/components_dynamic/client/pub/getComponentsDynamicData', { method: 'POST', body: '{"ids":["a"]}', ...query() })).resolves.toMatchObject({
      msg: 'early /router/plugs/components_dynamic/client/pub/getComponentsDynamicData',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next refresh asks the server.
    await expect(request('/v1/test/summary', query())).resolves.toMatchObject({ data: 'asked /v1/test/summary' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('makes nothing without a session; an answer made with another token, or too long ago, is not taken', async () => {
    localStorage.setItem(storedKeys.firstCalls.name, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/test/summary', href: '/v1/test/summary', headers: {}, auth: [['Authorization', 'Bearer ']] }] }));
    const fetchMock = stubFetch();
    startPage(HOME);
    expect(fetchMock).not.toHaveBeenCalled();

    saveSession('tok-1', Date.now() + 60_000);
    startPage(HOME);
    saveSession('tok-2', Date.now() + 60_000);
    await request('/v1/test/summary', query());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer tok-2');

    startPage(HOME);
    const page = (window as unknown as Record<string, { at: number }>)[FIRST_CALLS_GLOBAL];
    page.at -= TAKE_WITHIN_MS + 1;
    await request('/v1/test/summary', query());
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('an answer asked before a push that says the server changed (a new offer) is not taken: the query asks again', async () => {
    localStorage.setItem(storedKeys.firstCalls.name, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/test/offers', href: '/v1/test/offers', headers: {}, auth: [['Authorization', 'Bearer ']] }] }));
    saveSession('tok-1', Date.now() + 60_000);
    const fetchMock = stubFetch();
    startPage(HOME);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    forgetFirstCalls();
    await request('/v1/test/offers', query());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early call that fails is the network error the query would have had; a cancelled query stops waiting', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    const call = (url: string) => ({ method: 'GET', url, href: url, headers: {}, auth: [] });
    localStorage.setItem(storedKeys.firstCalls.name, JSON.stringify({ [HOME]: [call('/v1/test/a'), call('/v1/test/b')] }));
    stubFetch((url) => (url === '/v1/test/a' ? Promise.reject(new TypeError('Failed to fetch')) : new Promise<Response>(() => {})));
    startPage(HOME);
    await expect(request('/v1/test/a', query())).rejects.toMatchObject({ kind: 'network' });

    const cancel = new AbortController();
    const waiting = request('/v1/test/b', { signal: cancel.signal });
    cancel.abort(new DOMException('cancelled', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(waiting).rejects.not.toBeInstanceOf(ApiError);
  });

  it('keeps the most recent start URLs; a start without queries forgets its URL; a damaged list makes nothing', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    for (let i = 0; i < MAX_STARTS + 2; i++) await noteStart(`#/start/${i}`, () => request(`/v1/test/${i}`, query()));
    const starts = Object.keys(stored());
    expect(starts).toHaveLength(MAX_STARTS);
    expect(starts).not.toContain('#/start/0');
    expect(starts).toContain(`#/start/${MAX_STARTS + 1}`);

    await noteStart(`#/start/${MAX_STARTS + 1}`, async () => undefined);
    expect(Object.keys(stored())).not.toContain(`#/start/${MAX_STARTS + 1}`);

    localStorage.setItem(storedKeys.firstCalls.name, '{"#/x":[{"method":"GET"');
    const fetchMock = stubFetch();
    expect(() => startPage('#/x')).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a list open when the session ends is dropped: nothing is written after the sign-out', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    const end = noteFirstCalls(HOME);
    await request('/v1/test/summary', query());
    clearSession(); // a 401 on the start
    end(); // the router then moves to the sign-in screen
    expect(localStorage.getItem(storedKeys.firstCalls.name)).toBeNull();
  });

  it('signing out forgets them', () => {
    saveSession('tok-1', Date.now() + 60_000);
    localStorage.setItem(storedKeys.firstCalls.name, JSON.stringify({ [HOME]: [] }));
    clearSession();
    expect(localStorage.getItem(storedKeys.firstCalls.name)).toBeNull();
  });
});
