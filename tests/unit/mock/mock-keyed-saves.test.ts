// The development mock answers a repeated Idempotency-Key of a save that makes a record (album photos,
// an address, a withdrawal account) with the first answer and makes no second record; a new key makes
// a new one. A refund asked again with its key answers the first answer without asking Prism again.
// The engine runs on the real contract; Prism is played by a stand-in that serves the named example
// (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { examplesOf, NOW, operations } from '../../support/mock-engine';


let engine: ReturnType<typeof createEngine>;
let asked: string[];
beforeEach(() => {
  asked = [];
  engine = createEngine({
    operations,
    now: () => NOW,
    forward: async (request, prefer) => {
      asked.push(operations.get(`${request.method} ${request.path}`)!.operationId);
      return examplesOf(request, prefer);
    },
  });
});

async function call(method: string, url: string, body?: unknown, { token = 'worker-a', key }: { token?: string; key?: string } = {}) {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key };
  const answer = await engine.handle({ method, path: pathname, query: searchParams, headers, body, raw: Buffer.from(body === undefined ? '' : JSON.stringify(body)) });
  return { status: answer.status, body: JSON.parse(answer.body.toString()) };
}
const KEY = 'key-0000000000000001';
const OTHER = 'key-0000000000000002';

describe('a save that makes a record, sent again with its key, makes one on the mock', () => {
  it('album photos: the same key answers the first photos and adds none; a new key adds again', async () => {
    const album = async () => (await call('GET', '/v1/worker/myAlbum?pageIndex=1&pageSize=30')).body.data.rows as { id: string }[];
    const before = (await album()).length;
    const urls = ['https://cdn.example-massage.cn/worker/2026/11/22/n1.jpg', 'https://cdn.example-massage.cn/worker/2026/11/22/n2.jpg'];
    const first = await call('POST', '/v1/worker/album/add', { urls }, { key: KEY });
    const again = await call('POST', '/v1/worker/album/add', { urls }, { key: KEY });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await album()).toHaveLength(before + 2);
    await call('POST', '/v1/worker/album/add', { urls }, { key: OTHER });
    expect(await album()).toHaveLength(before + 4);
  });

  it('an address: the same key answers the first address and makes no second one', async () => {
    const list = async () => (await call('GET', '/v1/worker/address/list?pageIndex=1&pageSize=20')).body.data as { total: number; rows: { id: string }[] };
    const before = await list();
    const address = { contactName: '王建国', mobile: '13912345678', province: '上海市', city: '上海市', district: '浦东新区', detail: '世纪大道100号', isDefault: false };
    const first = await call('POST', '/v1/worker/address/save', address, { key: KEY });
    const again = await call('POST', '/v1/worker/address/save', address, { key: KEY });
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.rows.filter((r) => r.id === first.body.data.id)).toHaveLength(1);
    await call('POST', '/v1/worker/address/save', address, { key: OTHER });
    expect((await list()).total).toBe(before.total + 2);
  });

  it('a withdrawal account: the same key answers the first account and adds no second one', async () => {
    const accounts = async () => (await call('GET', '/v1/wallet/account/list')).body.data as { id: string }[];
    const before = (await accounts()).length;
    const alipay = { type: 'alipay', holderName: '李秀梅', accountNo: '13912345678', isDefault: false };
    const first = await call('POST', '/v1/wallet/account/save', alipay, { key: KEY });
    const again = await call('POST', '/v1/wallet/account/save', alipay, { key: KEY });
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await accounts()).toHaveLength(before + 1);
    // Another worker's session has its own keys.
    await call('POST', '/v1/wallet/account/save', alipay, { key: KEY, token: 'worker-b' });
    expect(await accounts()).toHaveLength(before + 1);
  });

  it('a refund: the same key answers the first answer without asking again', async () => {
    const ask = { _id: 'so_1004', reason: '收到的商品破损：加热箱外壳开裂' };
    const first = await call('POST', '/router/client/order.applyRefund', ask, { key: KEY });
    const again = await call('POST', '/router/client/order.applyRefund', ask, { key: KEY });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(asked.filter((id) => id === 'applyShopOrderRefund')).toHaveLength(1);
    await call('POST', '/router/client/order.applyRefund', ask, { key: OTHER });
    expect(asked.filter((id) => id === 'applyShopOrderRefund')).toHaveLength(2);
  });
});
