// A start's first calls: the queries one start makes are remembered for its URL; the next start's
// entry makes them while the code downloads, and the app's queries take those answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/errors';
import { FIRST_CALLS_KEY, makeFirstCalls, MAX_STARTS, noteFirstCalls } from '../../src/lib/api/first-calls';
import { request } from '../../src/lib/api/request';
import { clearSession, saveSession } from '../../src/lib/session/session';

// The cloud router's success code is 0, the /v1 API's 200.
const ok = (url: string, data: unknown = url) =>
  new Response(JSON.stringify({ code: url.startsWith('/router/') ? 0 : 200, msg: 'ok', data }), { status: 200 });

function stubFetch(answer: (url: string) => Promise<Response> = (url) => Promise.resolve(ok(url))) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const stored = () => JSON.parse(localStorage.getItem(FIRST_CALLS_KEY) ?? '{}') as Record<string, unknown>;
const query = () => ({ signal: new AbortController().signal });
const HOME = '#/pages/index/index';
/** The next task: the entry makes each call in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('first calls', () => {
  it("notes a start's queries (not its mutations) and keeps them for the start URL once the list ends", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    const end = noteFirstCalls(HOME);
    await request('/v1/test/summary?day=1', query());
    await request('/v1/test/summary?day=1', query()); // a repeat is noted once
    await request('/router/test/pub/components', { method: 'POST', body: '{"ids":["a"]}', ...query() });
    await request('/v1/test/state', { method: 'POST', body: '{"state":"resting"}' }); // a mutation: no signal
    end();
    await request('/v1/test/later', query()); // after the list ended

    expect(stored()).toEqual({
      [HOME]: [
        { method: 'GET', url: '/v1/test/summary?day=1' },
        { method: 'POST', url: '/router/test/pub/components', body: '{"ids":["a"]}' },
      ],
    });
  });

  it('the next start makes them with the stored session, and each query takes its answer once instead of asking', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/test/summary' }, { method: 'POST', url: '/router/test/pub/components', body: '{"ids":["a"]}' }] }));
    const fetchMock = stubFetch((url) => Promise.resolve(ok(url, `early ${url}`)));

    makeFirstCalls(HOME);
    // One call a task, so that the start's tasks stay short.
    expect(fetchMock).not.toHaveBeenCalled();
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [summaryUrl, summaryInit] = fetchMock.mock.calls[0];
    expect(summaryUrl).toBe('/v1/test/summary');
    expect(new Headers(summaryInit?.headers).get('Authorization')).toBe('Bearer tok-1');
    const [, componentsInit] = fetchMock.mock.calls[1];
    expect(componentsInit).toMatchObject({ method: 'POST', body: '{"ids":["a"]}' });
    // The app's headers, and no token on a public cloud call, as request.ts sends it.
    expect(new Headers(componentsInit?.headers).get('X-AppName')).toBe('worker');
    expect(new Headers(componentsInit?.headers).has('uni-id-token')).toBe(false);

    fetchMock.mockImplementation((url) => Promise.resolve(ok(url, `asked ${url}`)));
    await expect(request('/v1/test/summary', query())).resolves.toMatchObject({ data: 'early /v1/test/summary' });
    await expect(request('/router/test/pub/components', { method: 'POST', body: '{"ids":["a"]}', ...query() })).resolves.toMatchObject({
      data: 'early /router/test/pub/components',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next refresh asks the server.
    await expect(request('/v1/test/summary', query())).resolves.toMatchObject({ data: 'asked /v1/test/summary' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('makes nothing without a session, and an answer made with another token is not taken', async () => {
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/test/summary' }] }));
    const fetchMock = stubFetch();
    makeFirstCalls(HOME);
    expect(fetchMock).not.toHaveBeenCalled();

    saveSession('tok-1', Date.now() + 60_000);
    makeFirstCalls(HOME);
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    saveSession('tok-2', Date.now() + 60_000);
    await request('/v1/test/summary', query());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer tok-2');
  });

  it('an early call that fails is the network error the query would have had; a cancelled query stops waiting', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/test/a' }, { method: 'GET', url: '/v1/test/b' }] }));
    stubFetch((url) => (url === '/v1/test/a' ? Promise.reject(new TypeError('Failed to fetch')) : new Promise<Response>(() => {})));
    makeFirstCalls(HOME);
    await nextTask();
    await expect(request('/v1/test/a', query())).rejects.toMatchObject({ kind: 'network' });

    const cancel = new AbortController();
    const waiting = request('/v1/test/b', { signal: cancel.signal });
    cancel.abort(new DOMException('cancelled', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(waiting).rejects.not.toBeInstanceOf(ApiError);
  });

  it('keeps the most recent start URLs; a start without queries forgets its URL; a damaged list reads as none', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch();
    for (let i = 0; i < MAX_STARTS + 2; i++) {
      const end = noteFirstCalls(`#/start/${i}`);
      await request(`/v1/test/${i}`, query());
      end();
    }
    const starts = Object.keys(stored());
    expect(starts).toHaveLength(MAX_STARTS);
    expect(starts).not.toContain('#/start/0');
    expect(starts).toContain(`#/start/${MAX_STARTS + 1}`);

    noteFirstCalls(`#/start/${MAX_STARTS + 1}`)();
    expect(Object.keys(stored())).not.toContain(`#/start/${MAX_STARTS + 1}`);

    localStorage.setItem(FIRST_CALLS_KEY, '{"#/x":[{"method":"GET","url":"https://elsewhere.example/"}]');
    const fetchMock = stubFetch();
    expect(() => makeFirstCalls('#/x')).not.toThrow();
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ '#/x': [{ method: 'GET', url: 'https://elsewhere.example/' }] }));
    makeFirstCalls('#/x');
    await nextTask();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signing out forgets them', () => {
    saveSession('tok-1', Date.now() + 60_000);
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ [HOME]: [{ method: 'GET', url: '/v1/order/detail?id=so_1' }] }));
    clearSession();
    expect(localStorage.getItem(FIRST_CALLS_KEY)).toBeNull();
  });
});
