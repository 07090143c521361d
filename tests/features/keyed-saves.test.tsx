// The saves that make a record (album photos, an address, a withdrawal account) and the refund of a
// shop order carry their intent's Idempotency-Key, made by the outbox's one door (lib/outbox): a retry
// after no answer sends the same key, so the server makes one record; once answered, the next save is
// a new intent with a new key; each record (an address, an account, an order) is an intent of its own.
// Album photos are kept: the outbox itself tries again with the key; the others go now.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddToAlbum } from '@/features/mine/api/use-album';
import { useSaveAddress } from '@/features/mine/api/use-addresses';
import { useApplyRefund } from '@/features/shop/api/use-shop-orders';
import { useSaveAccount } from '@/features/wallet/api/use-wallet';
import { flushOutbox } from '@/lib/outbox';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../support/contract';
import { stubApi, testQueryClient } from '../support/render';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;

/** A stub whose tries answer in turn: `lost` throws as fetch does when the answer never comes back. */
function answers(operationId: string, outcomes: ('lost' | 'ok')[]) {
  return () => {
    if (outcomes.shift() === 'lost') throw new TypeError('Failed to fetch');
    return { body: contractExample(operationId) };
  };
}
const keysOf = (calls: ReturnType<typeof stubApi>, operationId: string) =>
  calls.filter((c) => c.operationId === operationId).map((c) => new Headers(c.init.headers).get('Idempotency-Key'));

describe('saves that make a record, and the refund, go once per intent', () => {
  it('album photos, kept: the outbox tries a lost answer again with the same key; new photos go with a new key', async () => {
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
    const calls = stubApi({ addAlbumPhotos: answers('addAlbumPhotos', ['lost', 'ok', 'ok', 'ok']), listAlbumPhotos: { body: contractExample('listAlbumPhotos') } });
    const { result } = renderHook(() => useAddToAlbum(), { wrapper });
    const first = { data: { urls: ['https://cdn.example-massage.cn/worker/2026/11/22/a1.jpg', 'https://cdn.example-massage.cn/worker/2026/11/22/a2.jpg'] } };
    const next = { data: { urls: ['https://cdn.example-massage.cn/worker/2026/11/22/b1.jpg'] } };
    expect((await result.current.mutateAsync(first)).state).toBe('queued');
    await flushOutbox();
    expect((await result.current.mutateAsync(next)).state).toBe('sent');
    expect((await result.current.mutateAsync(first)).state).toBe('sent');
    const keys = keysOf(calls, 'addAlbumPhotos');
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
  });

  it('an address: a new one retried after no answer has the same key, the next new one another; an edit is its own intent', async () => {
    const calls = stubApi({ saveWorkerAddress: answers('saveWorkerAddress', ['lost', 'ok', 'lost', 'ok']) });
    const { result } = renderHook(() => useSaveAddress(), { wrapper });
    const address = { contactName: '王建国', mobile: '13912345678', province: '上海市', city: '上海市', district: '浦东新区', detail: '世纪大道100号', isDefault: false };
    await expect(result.current.mutateAsync({ data: address })).rejects.toBeTruthy();
    await result.current.mutateAsync({ data: address });
    // A new address lost meanwhile keeps its key apart from an edit of another one.
    await expect(result.current.mutateAsync({ data: { ...address, detail: '世纪大道200号' } })).rejects.toBeTruthy();
    await result.current.mutateAsync({ data: { ...address, id: 'addr_6188' } });
    const keys = keysOf(calls, 'saveWorkerAddress');
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
  });

  it('a withdrawal account: an add retried after no answer has the same key; after the answer, the next add a new one', async () => {
    const calls = stubApi({ saveWithdrawAccount: answers('saveWithdrawAccount', ['lost', 'lost', 'ok', 'ok']), listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') } });
    const { result } = renderHook(() => useSaveAccount(), { wrapper });
    const alipay = { type: 'alipay' as const, holderName: '李秀梅', accountNo: '13912345678', isDefault: false };
    await expect(result.current.mutateAsync({ data: alipay })).rejects.toBeTruthy();
    await expect(result.current.mutateAsync({ data: alipay })).rejects.toBeTruthy();
    await result.current.mutateAsync({ data: alipay });
    await result.current.mutateAsync({ data: { ...alipay, accountNo: '13812345678' } });
    const keys = keysOf(calls, 'saveWithdrawAccount');
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("a refund: one key an order's intent; another order's refund between does not take it", async () => {
    saveSession('tok', Date.now() + 3_600_000);
    const calls = stubApi({ applyShopOrderRefund: answers('applyShopOrderRefund', ['lost', 'ok', 'ok', 'ok']), getShopOrderDetail: { body: contractExample('getShopOrderDetail') } });
    const { result } = renderHook(() => useApplyRefund(), { wrapper });
    await expect(result.current.mutateAsync({ id: 'so_1004', reason: '商品破损' })).rejects.toBeTruthy();
    await result.current.mutateAsync({ id: 'so_1005', reason: '商品破损' });
    await result.current.mutateAsync({ id: 'so_1004', reason: '商品破损' });
    await result.current.mutateAsync({ id: 'so_1004', reason: '商品破损' });
    const keys = keysOf(calls, 'applyShopOrderRefund');
    expect(calls.filter((c) => c.operationId === 'applyShopOrderRefund').map((c) => (c.body as { _id: string })._id)).toEqual(['so_1004', 'so_1005', 'so_1004', 'so_1004']);
    expect(keys[2]).toBe(keys[0]);
    expect(new Set([keys[0], keys[1], keys[3]]).size).toBe(3);
  });
});
