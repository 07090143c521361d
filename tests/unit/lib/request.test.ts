import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginByPassword } from '@generated/api/auth/auth';
import { ApiError, ContractError } from '@/lib/api/errors';
import { isThirdParty, needsLocalToken, tokenHeaders } from '@/lib/api/call';
import { parseRetryAfter, request } from '@/lib/api/request';
import { setLanguage } from '@/lib/i18n/i18n';
import { on } from '@/lib/events/events';
import { saveSession } from '@/lib/session/session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    typeof response === 'function' ? response() : Promise.resolve(response.clone()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const validLogin = {
  code: 200,
  msg: '登录成功',
  data: {
    token: 't',
    tokenExpired: 4102415999000,
    worker: {
      id: 'w_1', nickname: '李师傅', realName: '李秀梅', avatar: 'https://cdn.example.cn/a.jpg', mobile: '138****5678',
      gender: 2, birthday: null, status: 1, onlineState: 'accepting', rating: 4.9, serviceCount: 1, city: '上海市徐汇区',
      realNameVerified: true, inviteCode: 'X', joinedAt: '2024-03-09T10:12:00+08:00',
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('request wrapper', () => {
  it('hands a document (a contract PDF) over as it came, and reads a refusal of it as JSON', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch(new Response('%PDF-1.4 body', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const pdf = await request<Blob>('/v1/apply/contract/pdf?id=ct_2001', { method: 'GET' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.4 body');
    stubFetch(json({ code: 10611, msg: '合同不存在或已失效' }, 400));
    await expect(request('/v1/apply/contract/pdf?id=ct_9', { method: 'GET' })).rejects.toMatchObject({ message: '合同不存在或已失效' });
  });

  it("sends a call's own parameters only: nothing stored on the phone is merged into its query or body", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    // What the removed global-params store of an older build may have left on a phone.
    localStorage.setItem('worker_global_params', JSON.stringify([{ pattern: '^/v1/', params: { cityCode: '310100' } }]));
    const fetchMock = stubFetch(json({ code: 200, msg: 'ok', data: null }));
    await request('/v1/order/list?status=active', { method: 'GET' });
    await request('/v1/order/accept', { method: 'POST', body: JSON.stringify({ id: 'so_1' }) });
    const [[listUrl], [, acceptInit]] = fetchMock.mock.calls as [string, RequestInit][];
    expect(new URL(listUrl!, 'http://app.test').search).toBe('?status=active');
    expect(acceptInit!.body).toBe(JSON.stringify({ id: 'so_1' }));
  });

  it('sends the app headers and the bearer token on protected calls', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    const fetchMock = stubFetch(json({ code: 200, msg: 'ok', data: null }));
    await request('/v1/worker/logoutish', { method: 'POST', body: '{}' });
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.get('X-AppName')).toBe('worker');
    expect(headers.get('X-ClientType')).toBe('app');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no token on a public sign-in call', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    const fetchMock = stubFetch(json(validLogin));
    await request('/v1/login/login', { method: 'POST', body: '{}' });
    expect(new Headers(fetchMock.mock.calls[0][1].headers).has('Authorization')).toBe(false);
  });

  it('sends no token to any call the contract marks public (security: []), the notices among them', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    const { readFileSync } = await import('node:fs');
    const { parse } = await import('yaml');
    const spec = parse(readFileSync('generated/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const marked = Object.entries(spec.paths).map(([path, item]) => [path, Object.values(item).some((op) => Array.isArray(op?.security) && op.security.length === 0)] as const);
    expect(marked.filter(([, open]) => open).map(([path]) => path)).toContain('/v1/notice/detail');
    for (const [path, open] of marked) expect([path, tokenHeaders(path).length === 0], path).toEqual([path, open || isThirdParty(path)]);
  });

  it('returns a body that matches the contract', async () => {
    stubFetch(json(validLogin));
    await expect(loginByPassword({ mobile: '13812345678', password: 'abc_123456', agreed: true })).resolves.toMatchObject({ data: { token: 't' } });
  });

  it('turns a body that breaks the contract into an error naming the operation and field', async () => {
    const broken = structuredClone(validLogin) as { data: { worker: { status: unknown } } };
    broken.data.worker.status = 'active';
    stubFetch(json(broken));
    const error = await loginByPassword({ mobile: '13812345678', password: 'abc_123456', agreed: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ operationId: 'loginByPassword', field: 'data.worker.status' });
    expect((error as Error).message).toContain('loginByPassword');
  });

  it('refuses an answer past the contract`s limits (a 10 KB name) as a contract error, as the faults suite`s long strings are', async () => {
    const long = structuredClone(validLogin);
    long.data.worker.nickname = '长'.repeat(10 * 1024);
    stubFetch(json(long));
    const error = await loginByPassword({ mobile: '13812345678', password: 'abc_123456', agreed: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ kind: 'contract', operationId: 'loginByPassword', field: 'data.worker.nickname' });
  });

  it('raises unauthorized on body code 401 and on HTTP 401', async () => {
    const seen: string[] = [];
    const off = on('unauthorized', ({ message }) => seen.push(message));
    stubFetch(json({ code: 401, msg: 'expired' }, 401));
    await expect(request('/v1/worker/getInfo', { method: 'POST' })).rejects.toMatchObject({ kind: 'unauthorized' });
    sessionStorage.clear(); // a new tab: the 401 above ended no session in it
    stubFetch(new Response('{"title":"Invalid security scheme used"}', { status: 401 }));
    await expect(request('/v1/worker/getInfo', { method: 'POST' })).rejects.toMatchObject({ kind: 'unauthorized' });
    off();
    expect(seen).toEqual(['登录已过期，请重新登录', '登录已过期，请重新登录']);
  });

  it('after a 401 the token goes at once and nothing of the worker is sent until the next sign-in; public calls still go', async () => {
    saveSession('dead-token', Date.now() + 86_400_000);
    const fetchMock = stubFetch(json({ code: 401, msg: 'expired' }, 401));
    await expect(request('/v1/worker/getInfo', { method: 'POST' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.getItem('uni_id_token')).toBeNull();
    await expect(request('/v1/worker/homeSummary')).rejects.toMatchObject({ kind: 'localToken' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stubFetch(json({ code: 200, msg: 'ok', data: { exists: true, status: 1 } }));
    await expect(request('/v1/common/checkWorkerAccount', { method: 'POST', body: '{"mobile":"13812345678"}' })).resolves.toBeDefined();
    saveSession('new-token', Date.now() + 86_400_000);
    const next = stubFetch(json({ code: 401, msg: 'expired' }, 401));
    await request('/v1/worker/homeSummary').catch(() => undefined);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('raises the apply-to-join event with the server message on 10001', async () => {
    const seen: string[] = [];
    const off = on('noWorkerAccount', ({ message }) => seen.push(message));
    stubFetch(json({ code: 10001, msg: '该手机号尚未注册技师账号，请先申请入驻' }, 400));
    await expect(request('/v1/login/login', { method: 'POST' })).rejects.toMatchObject({ kind: 'noWorkerAccount', code: 10001 });
    off();
    expect(seen).toEqual(['该手机号尚未注册技师账号，请先申请入驻']);
  });

  it('holds an app-wide event raised before anyone listens for the first handler (a page\'s first calls start before the shell listens)', async () => {
    stubFetch(json({ code: 401, msg: 'expired' }, 401));
    await expect(request('/v1/worker/getInfo', { method: 'POST' })).rejects.toMatchObject({ kind: 'unauthorized' });
    const seen: string[] = [];
    const off = on('unauthorized', ({ message }) => seen.push(message));
    off();
    expect(seen).toEqual(['登录已过期，请重新登录']);
    const again: string[] = [];
    on('unauthorized', ({ message }) => again.push(message))();
    expect(again).toEqual([]);
  });

  it('raises no app-wide answer for a call exempt from error rejection (checkWorkerAccount), and marks its error', async () => {
    const seen: string[] = [];
    const offs = (['noWorkerAccount', 'serverError', 'maintenance', 'unauthorized'] as const).map((name) => on(name, () => seen.push(name)));
    for (const [body, status, kind] of [
      [{ code: 10001, msg: '无账号' }, 400, 'noWorkerAccount'],
      [{ code: 502, msg: '服务器错误' }, 502, 'serverError'],
      [{ code: 404, msg: '维护中' }, 404, 'notFound'],
      [{ code: 429, msg: '请求过于频繁' }, 429, 'busy'],
    ] as const) {
      stubFetch(json(body, status));
      await expect(request('/v1/common/checkWorkerAccount', { method: 'POST' })).rejects.toMatchObject({ kind, exempt: true });
    }
    stubFetch(json({ code: 502, msg: '服务器错误' }, 502));
    await expect(request('/v1/login/login', { method: 'POST' })).rejects.toMatchObject({ kind: 'serverError', exempt: false });
    offs.forEach((off) => off());
    expect(seen).toEqual(['serverError']);
  });

  it('rejects other business codes with the server message and body', async () => {
    stubFetch(json({ code: 10003, msg: '手机号或密码错误' }, 400));
    const error = (await request('/v1/login/login', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('business');
    expect(error.message).toBe('手机号或密码错误');
    expect(error.body).toEqual({ code: 10003, msg: '手机号或密码错误' });
  });

  it('refuses a protected cloud call without a token locally (30204), sending nothing', async () => {
    const fetchMock = stubFetch(json({ code: 0, msg: 'ok' }));
    const error = (await request('/router/client/user.getMyInfo', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(30204);
    expect(error.message).toBe('本地token校验未通过');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('knows which calls need a local token', () => {
    expect(needsLocalToken('/router/user/kh/bindMobile')).toBe(true);
    expect(needsLocalToken('/router/client/order.setCart')).toBe(true);
    expect(needsLocalToken('/router/client/salesman.pub_addUserLocking')).toBe(false);
    expect(needsLocalToken('/router/plugs/components_dynamic/client/pub/getComponentsDynamicData')).toBe(false);
  });

  it('says the request timed out when the server does not answer in time', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', vi.fn((_u: string, init: RequestInit) => new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })));
    const pending = request('/v1/worker/getInfo', { method: 'POST', timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = (await pending) as ApiError;
    vi.useRealTimers();
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('请求超时，请重试！');
  });

  it('says the network failed when fetch cannot reach the server', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/v1/worker/getInfo', { method: 'POST' })).rejects.toMatchObject({ kind: 'network', message: '网络开小差了！' });
  });
});

describe('429: the system is busy, and says for how long', () => {
  const busy = (headers: Record<string, string> = {}, body: unknown = { code: 429, msg: '系统繁忙，请稍后再试' }) =>
    new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', ...headers } });

  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('zh-Hans');
  });

  it("says a /v1 call's wait in seconds from Retry-After, and keeps it on the error", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    stubFetch(busy({ 'Retry-After': '30' }));
    const error = (await request('/v1/order/list', { method: 'GET' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'busy', status: 429, retryAfterSeconds: 30, message: '系统繁忙，请 30 秒后再试' });
  });

  it('says the wait in the worker\'s language, in minutes or hours when it is long (rounded up, never too early)', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    await setLanguage('zh-Hant');
    stubFetch(busy({ 'Retry-After': '90' }));
    await expect(request('/v1/order/list', { method: 'GET' })).rejects.toMatchObject({ retryAfterSeconds: 90, message: '系統繁忙，請 2 分鐘後再試' });
    await setLanguage('en');
    stubFetch(busy({ 'Retry-After': '5' }));
    await expect(request('/v1/order/list', { method: 'GET' })).rejects.toMatchObject({ message: 'System busy, please try again in 5 s.' });
    stubFetch(busy({ 'Retry-After': '7200' }));
    await expect(request('/v1/order/list', { method: 'GET' })).rejects.toMatchObject({ retryAfterSeconds: 7200, message: 'System busy, please try again in 2 h.' });
  });

  it('reads the wait of a cloud call too, given as an HTTP date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
    stubFetch(busy({ 'Retry-After': 'Sat, 01 Mar 2025 08:00:45 GMT' }));
    const error = (await request('/router/client/salesman.pub_addUserLocking', { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'busy', retryAfterSeconds: 45, message: '系统繁忙，请 45 秒后再试' });
  });

  it("keeps today's text when the answer says no wait (no header, an unreadable one, a date already past)", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    for (const headers of [{}, { 'Retry-After': 'soon' }, { 'Retry-After': 'Sat, 01 Mar 2025 08:00:00 GMT' }] as Record<string, string>[]) {
      stubFetch(busy(headers));
      const error = (await request('/v1/order/list', { method: 'GET' }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ kind: 'busy', message: '系统繁忙，请稍后再试' });
      expect(error.retryAfterSeconds).toBeUndefined();
    }
    // A 429 with no body (a proxy's) says the wait as well.
    stubFetch(new Response('', { status: 429, headers: { 'Retry-After': '12' } }));
    await expect(request('/v1/order/list', { method: 'GET' })).rejects.toMatchObject({ kind: 'busy', retryAfterSeconds: 12, message: '系统繁忙，请 12 秒后再试' });
  });

  it('reads Retry-After as RFC 9110 writes it: seconds or an HTTP date', () => {
    const now = Date.parse('2025-03-01T08:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 8 ', now)).toBe(8);
    expect(parseRetryAfter('Sat, 01 Mar 2025 08:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('0', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
