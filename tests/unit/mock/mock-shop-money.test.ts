// The development mock prices a shop order as the backend does, from what the checkout sent (coupon,
// points, freight), and keeps the user-centre balance for the session: a balance payment lowers it
// (with a row in the balance records), a balance that does not cover the order is refused with the
// contract's error and nothing changes, and one Idempotency-Key pays once. The engine runs on the
// real contract; Prism is played by a stand-in that serves the named example (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { checkDeclarations } from '../../../mock/declarations';
import { createEngine } from '../../../mock/engine';
import { cartLine as line, examplesOf, NOW, operations } from '../../support/mock-engine';


let engine: ReturnType<typeof createEngine>;
beforeEach(() => {
  engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
});

async function post(path: string, body: unknown, { token = 'worker-a', key }: { token?: string; key?: string } = {}) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key };
  const answer = await engine.handle({ method: 'POST', path, query: new URLSearchParams(), headers, body, raw: Buffer.from(JSON.stringify(body)) });
  return { status: answer.status, body: JSON.parse(answer.body.toString()) };
}

const balance = async (token?: string) => (await post('/router/client/user.getMyInfo', {}, { token })).body.userInfo.account_balance.balance as number;
const order = async (id: string) => (await post('/router/client/order.getDetail', { _id: id })).body.order;
/** Places an order of these lines (the cart holds them first, as the checkout's flush does). */
async function place(lines: ReturnType<typeof line>[], extra: object, key: string) {
  await post('/router/client/order.setCart', { list: lines });
  return post('/router/client/order.create', { items: lines.map((l) => ({ sku_id: l.sku_id, buy_num: l.buy_num })), address_id: 'addr_6101', ...extra }, { key });
}

describe('a shop order on the mock is priced from what the checkout sent', () => {
  it('declares nothing that does not exist', () => {
    expect(checkDeclarations(operations)).toEqual([]);
  });

  it('takes the coupon and the points off as the checkout showed (618.00 + 11.00 - 10.00 - 12.60 = 606.40), in the answer and the order', async () => {
    const created = await place([line('sku_1001_01', 6, 8800), line('sku_1001_03', 1, 9000)], { coupon_id: 'mc_3001', use_integral: true }, 'k-place-1');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ need_pay_cents: 60640, balance_cents: 12800 });
    expect(await order(created.body.order_id)).toMatchObject({
      goods_total_cents: 61800,
      freight_cents: 1100,
      coupon_discount_cents: 1000,
      coupon_name: '满100减10元',
      integral_used: 1260,
      integral_discount_cents: 1260,
      need_pay_cents: 60640,
    });
    // The coupon is used: it leaves my unused coupons.
    const unused = (await post('/router/client/coupon.getMyList', { status: 'unused', pageIndex: 1, pageSize: 20 })).body.rows as { _id: string }[];
    expect(unused.map((c) => c._id)).not.toContain('mc_3001');
  });

  it('prices a discount coupon to the cent and caps points at 20 % of what it leaves; without either, goods and freight only', async () => {
    const nine = await place([line('sku_1001_01', 1, 4000)], { coupon_id: 'mc_3002', use_integral: true }, 'k-place-2');
    // 40.00 x 0.9 = 36.00; points at most 20 % of it: 7.20; + 11.00 freight.
    expect(await order(nine.body.order_id)).toMatchObject({ coupon_discount_cents: 400, integral_discount_cents: 720, integral_used: 720, need_pay_cents: 3600 - 720 + 1100 });
    const plain = await place([line('sku_1001_01', 1, 8800)], { use_integral: false }, 'k-place-3');
    expect(plain.body.need_pay_cents).toBe(9900);
    expect(await order(plain.body.order_id)).toMatchObject({ coupon_discount_cents: 0, coupon_name: null, integral_discount_cents: 0, need_pay_cents: 9900 });
  });
});

describe('paying a shop order from the balance on the mock', () => {
  it('refuses a balance that does not cover the order with the contract\'s "insufficient balance", and changes nothing', async () => {
    const created = await place([line('sku_1001_01', 7, 8800)], {}, 'k-place-4');
    const id = created.body.order_id as string;
    expect(created.body.need_pay_cents).toBe(62700);
    const paid = await post('/router/client/order.pay', { order_id: id, pay_type: 'balance', pay_password: '802417' }, { key: 'k-pay-1' });
    expect([paid.status, paid.body.code]).toEqual([400, 'pay-insufficient-balance']);
    expect(await balance()).toBe(12800);
    expect((await order(id)).status).toBe(0);
  });

  it('lowers the balance by the payable once, with a row in the balance records; a repeated key pays once, a paid order is refused', async () => {
    const created = await place([line('sku_1001_01', 1, 8800)], {}, 'k-place-5');
    const id = created.body.order_id as string;
    const pay = () => post('/router/client/order.pay', { order_id: id, pay_type: 'balance', pay_password: '802417' }, { key: 'k-pay-2' });
    expect((await pay()).body.status).toBe(1);
    expect((await pay()).status).toBe(200);
    expect(await balance()).toBe(12800 - 9900);
    expect(await balance('worker-b')).toBe(12800);
    expect((await order(id)).status).toBe(1);
    const rows = (await post('/router/client/balance.getMyList', { pageIndex: 1, pageSize: 20 })).body.rows as { value_cents: number; balance_cents: number; type: string }[];
    expect(rows[0]).toMatchObject({ value_cents: -9900, balance_cents: 2900, type: 'order_pay', order_no: (await order(id)).order_no });
    expect(rows).toHaveLength(4);
    const again = await post('/router/client/order.pay', { order_id: id, pay_type: 'balance', pay_password: '802417' }, { key: 'k-pay-3' });
    expect([again.status, again.body.code]).toEqual([400, 'order-status-error']);
    expect(await balance()).toBe(2900);
  });

  it('gives each placed order a number of its own, as the backend does: 25 digits, never one another order has', async () => {
    const numbers = [];
    for (const key of ['k-place-n1', 'k-place-n2']) {
      const created = await place([line('sku_1001_01', 1, 8800)], {}, key);
      expect(created.body.order_no).toBe((await order(created.body.order_id)).order_no);
      numbers.push(created.body.order_no as string);
    }
    const listed = (await post('/router/client/order.getList', { pageIndex: 1, pageSize: 20 })).body.rows as { order_no: string }[];
    const all = listed.map((row) => row.order_no);
    expect(numbers.every((n) => /^\d{25}$/.test(n))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(numbers));
  });
});
