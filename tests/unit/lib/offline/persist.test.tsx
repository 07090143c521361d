// The last answers kept on the phone (src/lib/offline/persist.ts): only the allow-list, only in a
// session, each query's last good answer (a failed refresh never removes it), written soon (at once
// when the page is hidden or goes), restored without overwriting fresher data, and gone (the whole
// database) when the session ends. IndexedDB is a map in memory here (happy-dom has none); the
// model-based test of the same rules is persist-model.test.ts.
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListWithdrawAccountsQueryKey, getGetMyWalletQueryKey, getGetWithdrawalQueryKey } from '@generated/api/wallet/wallet';
import { getGetWorkerRealNameApplyQueryKey, getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/mine';
import { getGetServiceOrderDetailQueryKey, getListServiceOrdersQueryKey } from '@generated/api/orders/orders';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/auth';
import { getListApplyContractsQueryKey, getGetApplyBasicInfoQueryKey } from '@generated/api/apply/apply';
import { getGetMessageDetailQueryKey } from '@generated/api/messages/messages';
import { createQueryClient, Providers } from '@/app/providers';
import { isPersistedQueryKey, PERSIST_MAX_AGE_MS } from '@/lib/offline/persist-keys';
import { ApiError } from '@/lib/api/errors';
import { clearSession, saveSession } from '@/lib/session/session';
import { useEndSession } from '@/lib/session/use-end-session';

const db = new Map<string, unknown>();
/** The keys of each write, in order. */
const writes: string[][] = [];
const deleted: string[] = [];
const closed = vi.fn();

vi.mock('idb-keyval', () => ({
  createStore: () => (_mode: string, callback: (store: unknown) => unknown) => Promise.resolve(callback({ transaction: { db: { close: closed } } })),
  get: async (key: string) => db.get(key),
  set: async (key: string, value: unknown) => void db.set(key, value),
  del: async (key: string) => void db.delete(key),
  setMany: async (pairs: [string, unknown][]) => {
    writes.push(pairs.map(([key]) => key));
    pairs.forEach(([key, value]) => db.set(key, value));
  },
  delMany: async (keys: string[]) => keys.forEach((key) => db.delete(key)),
  keys: async () => [...db.keys()],
  entries: async () => [...db.entries()],
}));

const { PERSIST_BUSTER, PERSIST_DB, PERSIST_META_KEY, persistEntryKey, persistQueries, restoreQueries, clearPersistedQueries } = await import('@/lib/offline/persist');

type StoredQuery = { queryKey: unknown[]; queryHash: string; state: { data: unknown; dataUpdatedAt: number; status: string; error: unknown } };
type Stored = { buster: string; timestamp: number; queries: StoredQuery[] };
/** The store as the persister wrote it: the release and time, and an entry per kept answer. */
const stored = (): Stored | undefined =>
  db.has(PERSIST_META_KEY)
    ? {
        ...(JSON.parse(db.get(PERSIST_META_KEY) as string) as { buster: string; timestamp: number }),
        queries: [...db].filter(([key]) => key !== PERSIST_META_KEY).map(([, value]) => JSON.parse(value as string) as StoredQuery),
      }
    : undefined;
/** Everything written, as text. */
const storedText = () => [...db.values()].join('\n');
const storedKeys = () => stored()?.queries.map((q) => q.queryKey[0]) ?? [];
const storedData = (path: string) => stored()?.queries.find((q) => q.queryKey[0] === path)?.state.data;
/** Past this every write has landed: what is stored is final. */
const afterThrottledWrite = () => new Promise((r) => setTimeout(r, 1200));

beforeEach(() => {
  db.clear();
  writes.length = 0;
  deleted.length = 0;
  vi.stubGlobal('indexedDB', {
    deleteDatabase: (name: string) => {
      deleted.push(name);
      db.clear();
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => request.onsuccess?.());
      return request;
    },
  });
  saveSession('test-token', Date.now() + 86_400_000);
});

let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  await clearPersistedQueries();
  vi.unstubAllGlobals();
});

const ORDER = { code: 200, data: { id: 'so_1', address: { detail: '幸福路 8 号 3 单元 1201' }, notes: { health: '腰椎间盘突出' } } };

describe('the allow-list', () => {
  it("keeps Home, the order lists, an order, the wallet, messages and the user centre's user held for the session; not accounts, real name, ID or contracts", () => {
    for (const key of [
      getGetWorkerHomeSummaryQueryKey(),
      getListServiceOrdersQueryKey({ status: 'active' }),
      getGetServiceOrderDetailQueryKey({ id: 'so_1' }),
      getGetMyWalletQueryKey(),
      getGetMessageDetailQueryKey({ id: 'm1' }),
      getGetUserCenterInfoQueryKey(),
    ])
      expect(isPersistedQueryKey(key), String(key[0])).toBe(true);
    for (const key of [
      getListWithdrawAccountsQueryKey(),
      getGetWithdrawalQueryKey({ id: 'w1' }),
      getGetWorkerRealNameApplyQueryKey(),
      getGetApplyBasicInfoQueryKey(),
      getListApplyContractsQueryKey(),
    ])
      expect(isPersistedQueryKey(key), String(key[0])).toBe(false);
  });

  it('writes an order detail to IndexedDB, and not a withdrawal account or the real-name application', async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(getListWithdrawAccountsQueryKey(), { code: 200, data: [{ id: 'a1', account: '6222 0000 1111 2222' }] });
    queryClient.setQueryData(getGetWorkerRealNameApplyQueryKey(), { code: 200, data: { realName: '张三', idCard: '110101199001011234' } });
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), ORDER);
    await vi.waitFor(() => expect(storedKeys()).toContain('/v1/order/detail'), { timeout: 3000 });
    // The last throttled write holds every change: wait for it.
    await new Promise((r) => setTimeout(r, 1200));
    const text = storedText();
    expect(storedKeys()).toEqual(['/v1/order/detail']);
    expect(text).toContain('腰椎间盘突出');
    expect(text).not.toContain('6222');
    expect(text).not.toContain('110101199001011234');
    expect(text).not.toContain('test-token');
    expect(stored()?.buster).toBe(PERSIST_BUSTER);
  });

  it("writes Mine's profile without the worker's real name, and Mine's menus", async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(['/v1/worker/getInfo'], { code: 200, data: { id: 'w_10024', nickname: '李师傅', realName: '李秀英' } });
    queryClient.setQueryData(['/router/user/kh/getMenu'], { code: 0, menus: [{ name: '我的积分' }] });
    await afterThrottledWrite();
    expect(storedData('/v1/worker/getInfo')).toEqual({ code: 200, data: { id: 'w_10024', nickname: '李师傅', realName: '' } });
    expect(storedText()).not.toContain('李秀英');
    expect(storedKeys()).toContain('/router/user/kh/getMenu');
    // What is on screen keeps the name: only the phone's copy goes without it.
    expect(queryClient.getQueryData<{ data: { realName: string } }>(['/v1/worker/getInfo'])?.data.realName).toBe('李秀英');
  });

  it('writes the answers already in the cache when it starts, with no change after', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetWorkerHomeSummaryQueryKey(), { code: 200, data: { todayOrders: 4 } });
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), ORDER);
    stop = persistQueries(queryClient);
    await vi.waitFor(() => expect(storedKeys()).toEqual(expect.arrayContaining(['/v1/worker/homeSummary', '/v1/order/detail'])), { timeout: 3000 });
  });

  it('keeps the allow-listed queries in memory as long as on the phone (the app\'s client)', () => {
    const queryClient = createQueryClient();
    expect(queryClient.getQueryDefaults(getGetServiceOrderDetailQueryKey({ id: 'x' })).gcTime).toBe(PERSIST_MAX_AGE_MS);
    expect(queryClient.getQueryDefaults(getListWithdrawAccountsQueryKey()).gcTime).toBeUndefined();
  });
});

describe('the restore', () => {
  /** The order kept by an earlier page, as the persister writes it. */
  const keep = (dataUpdatedAt: number, buster = PERSIST_BUSTER) => {
    const queryKey = getGetServiceOrderDetailQueryKey({ id: 'so_1' });
    const queryHash = JSON.stringify(queryKey);
    db.set(PERSIST_META_KEY, JSON.stringify({ buster, timestamp: Date.now() - 60_000 }));
    db.set(
      persistEntryKey(queryHash),
      JSON.stringify({ queryKey, queryHash, state: { data: ORDER, dataUpdatedAt, status: 'success', fetchStatus: 'idle', dataUpdateCount: 1, error: null, errorUpdatedAt: 0, errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false } }),
    );
  };

  const anHourAgo = () => Date.now() - 3_600_000;

  it('puts the kept order in the cache with the time it was fetched', async () => {
    const at = anHourAgo();
    keep(at);
    const queryClient = new QueryClient();
    await restoreQueries(queryClient);
    const state = queryClient.getQueryState(getGetServiceOrderDetailQueryKey({ id: 'so_1' }));
    expect(state?.data).toEqual(ORDER);
    expect(state?.dataUpdatedAt).toBe(at);
  });

  it('never puts an older answer over a fresher one', async () => {
    keep(anHourAgo());
    const queryClient = new QueryClient();
    const fresh = { code: 200, data: { id: 'so_1', status: 'arrived' } };
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), fresh);
    await restoreQueries(queryClient);
    expect(queryClient.getQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }))).toEqual(fresh);
  });

  it('drops what another release kept, and restores nothing without a session (and removes it)', async () => {
    keep(anHourAgo(), 'an-older-release');
    let queryClient = new QueryClient();
    await restoreQueries(queryClient);
    expect(queryClient.getQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }))).toBeUndefined();

    keep(anHourAgo());
    clearSession();
    queryClient = new QueryClient();
    await restoreQueries(queryClient);
    expect(queryClient.getQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }))).toBeUndefined();
    expect(deleted).toContain(PERSIST_DB);
    expect(db.size).toBe(0);
  });

  it('keeps about a week', () => expect(PERSIST_MAX_AGE_MS).toBe(7 * 24 * 3_600_000));

  it('restores no answer older than a week, even from a store written since', async () => {
    keep(Date.now() - PERSIST_MAX_AGE_MS - 60_000);
    const queryClient = new QueryClient();
    await restoreQueries(queryClient);
    expect(queryClient.getQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }))).toBeUndefined();
  });
});

describe('a refresh that fails', () => {
  const key = getGetServiceOrderDetailQueryKey({ id: 'so_1' });
  it.each([
    ['the network', new ApiError('network', 'Failed to fetch')],
    ['a 5xx', new ApiError('http', '服务器开小差了', { status: 503 })],
  ])('for %s never removes the last good answer from the store: the next start restores it as a success', async (_, error) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = persistQueries(queryClient);
    await queryClient.fetchQuery({ queryKey: key, queryFn: async () => ORDER });
    await vi.waitFor(() => expect(storedData('/v1/order/detail')).toEqual(ORDER), { timeout: 3000 });
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(error), staleTime: 0 }).catch(() => undefined);
    expect(queryClient.getQueryState(key)?.status).toBe('error');
    // A change after the failure (another answer) writes the cache again.
    queryClient.setQueryData(getGetMyWalletQueryKey(), { code: 200, data: { availableCents: 100 } });
    await afterThrottledWrite();
    expect(storedKeys()).toEqual(expect.arrayContaining(['/v1/order/detail', '/v1/worker/myAccount']));
    expect(storedData('/v1/order/detail')).toEqual(ORDER);
    // Written as the success it was: the server's words of the failure are not kept.
    expect(storedText()).not.toContain(error.message);

    stop();
    stop = undefined;
    const next = new QueryClient();
    await restoreQueries(next);
    expect(next.getQueryState(key)).toMatchObject({ data: ORDER, status: 'success', error: null });
  });
});

describe('soon on the phone', () => {
  const key = getGetServiceOrderDetailQueryKey({ id: 'so_1' });
  const NEWER = { code: 200, data: { ...ORDER.data, status: 'arrived' } };

  it('writes each change at once, not a second later (a web-view restarted just after an order showed finds it)', async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(key, ORDER);
    await vi.waitFor(() => expect(storedData('/v1/order/detail')).toEqual(ORDER), { timeout: 200, interval: 5 });
    queryClient.setQueryData(key, NEWER);
    await vi.waitFor(() => expect(storedData('/v1/order/detail')).toEqual(NEWER), { timeout: 200, interval: 5 });
  });

  it.each([
    ['the page is hidden (the worker switches app, the phone locks)', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    }],
    ['the page goes (a reload, the web-view closed)', () => window.dispatchEvent(new Event('pagehide'))],
  ])('writes what is on screen when %s', async (_when, leave) => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(key, NEWER);
    await vi.waitFor(() => expect(storedData('/v1/order/detail')).toEqual(NEWER), { timeout: 200, interval: 5 });
    // What the phone held is gone (a write that never landed): the moment the page may not come back from writes it.
    db.clear();
    leave();
    await vi.waitFor(() => expect(storedData('/v1/order/detail')).toEqual(NEWER), { timeout: 200, interval: 5 });
    vi.restoreAllMocks();
  });

  it('writes only the answer that changed, and nothing for an answer that came back the same (a poll that said nothing new)', async () => {
    const queryClient = createQueryClient();
    stop = persistQueries(queryClient);
    const wallet = getGetMyWalletQueryKey();
    await queryClient.fetchQuery({ queryKey: key, queryFn: async () => ORDER });
    await queryClient.fetchQuery({ queryKey: wallet, queryFn: async () => ({ code: 200, data: { availableCents: 100 } }) });
    await vi.waitFor(() => expect(storedKeys()).toEqual(expect.arrayContaining(['/v1/order/detail', '/v1/worker/myAccount'])), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 50));
    writes.length = 0;

    // The order asked again: the same answer (a new object, equal), a minute later.
    await queryClient.fetchQuery({ queryKey: key, queryFn: async () => structuredClone(ORDER), staleTime: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(writes).toEqual([]);

    // The wallet changed: its entry alone is written (with the store's time), not the order again.
    await queryClient.fetchQuery({ queryKey: wallet, queryFn: async () => ({ code: 200, data: { availableCents: 200 } }), staleTime: 0 });
    await vi.waitFor(() => expect(writes).toHaveLength(1), { timeout: 200, interval: 5 });
    expect(writes[0].filter((k) => k !== PERSIST_META_KEY)).toEqual([persistEntryKey(queryClient.getQueryCache().find({ queryKey: wallet })!.queryHash)]);
    expect(storedData('/v1/worker/myAccount')).toEqual({ code: 200, data: { availableCents: 200 } });
  });

  it('writes no answer older than a week', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, ORDER, { updatedAt: Date.now() - PERSIST_MAX_AGE_MS - 60_000 });
    queryClient.setQueryData(getGetMyWalletQueryKey(), { code: 200, data: { availableCents: 100 } });
    stop = persistQueries(queryClient);
    await vi.waitFor(() => expect(storedKeys()).toEqual(['/v1/worker/myAccount']));
  });
});

describe('the end of the session', () => {
  it('sign-out deletes the kept answers, and a write that was waiting writes nothing', async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), ORDER);
    await vi.waitFor(() => expect(storedKeys()).toContain('/v1/order/detail'), { timeout: 3000 });
    // A change whose throttled write is still waiting when the worker signs out.
    queryClient.setQueryData(getGetMyWalletQueryKey(), { code: 200, data: { availableCents: 100 } });

    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useEndSession(() => undefined), { wrapper });
    await result.current();
    await vi.waitFor(() => expect(deleted).toContain(PERSIST_DB));
    expect(closed).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 1300));
    expect(db.size).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("a write of the last session still waiting when another worker signs in writes nothing of the last one's", async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), ORDER);
    await vi.waitFor(() => expect(storedKeys()).toHaveLength(1), { timeout: 3000 });
    // The next change waits for the throttle; the session ends and another begins meanwhile.
    queryClient.setQueryData(getGetMyWalletQueryKey(), { code: 200, data: { availableCents: 100 } });
    clearSession();
    saveSession('another-worker', Date.now() + 86_400_000);
    await vi.waitFor(() => expect(deleted).toContain(PERSIST_DB));
    await afterThrottledWrite();
    expect(db.size).toBe(0);
  });

  it('a 401 (clearSession) deletes them too', async () => {
    const queryClient = new QueryClient();
    stop = persistQueries(queryClient);
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_1' }), ORDER);
    await vi.waitFor(() => expect(storedKeys()).toHaveLength(1), { timeout: 3000 });
    clearSession();
    await vi.waitFor(() => expect(deleted).toContain(PERSIST_DB));
    expect(db.size).toBe(0);
  });
});
