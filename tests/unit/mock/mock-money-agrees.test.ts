// The development mock derives every money figure from one record of the session, as a backend
// would (issue 41): today's and this month's income from the orders completed today and the income
// chart's days past (the examples', dated relative to the mock's start: their 2026-11-22 is the
// mock's today), the money waiting for settlement from the settlement's and today's orders, the
// points from the points ledger. Each screen's call answers the same figure, on the examples' day as
// on any other, and a completed order or a purchase with points moves each of them alike: the
// income chart's split by service item and the month's list are of the same orders as its totals,
// the settlement centre's statistics are dated on the mock's today, and a cancelled order gives back
// its points. A coupon prices only the goods it applies to. The engine runs on the real contract; Prism is played by a
// stand-in that serves the named example (as in mock-engine.test.ts).
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from '../../../mock/declarations';
import { beijingTime, createEngine } from '../../../mock/engine';
import { callerOf, cartLine, examplesOf, NOW, operations } from '../../support/mock-engine';

const IN_SERVICE = 'so_202611220002';

function mockAt(now: number) {
  const call = callerOf(createEngine({ operations, now: () => now, forward: async (request, prefer) => examplesOf(request, prefer) }));
  const get = async (url: string) => (await call('GET', url)).body.data;
  const stat = async (range: string) => (await call('POST', '/v1/worker/getMyBusinessIncomeStat', { range, date: beijingTime(now).slice(0, 10) })).body.data;
  return {
    call,
    /** Every figure of money a screen shows, as the mock answers it now. */
    async figures() {
      const [home, wallet, overview, day, week, month, list] = await Promise.all([
        get('/v1/worker/homeSummary'),
        get('/v1/worker/myAccount'),
        get('/v1/settle/overview'),
        stat('day'),
        stat('week'),
        stat('month'),
        (await call('POST', '/v1/worker/getMyBusinessIncomeList', { month: beijingTime(now).slice(0, 7), pageIndex: 1, pageSize: 20 })).body.data,
      ]);
      // The settlement centre's statistics (pages/user/settle/stat).
      const [settleWeek, settleMonth, settleYear] = await Promise.all(['week', 'month', 'year'].map((range) => get(`/v1/settle/stat?range=${range}`)));
      return { home, wallet, overview, day, week, month, list, settleWeek, settleMonth, settleYear };
    },
    finish: () => call('POST', '/v1/order/finish', { id: IN_SERVICE, photos: ['https://cdn.example-massage.cn/worker/2026/11/22/svc_1.jpg'] }, { key: 'key-finish-00000001' }),
    get,
  };
}

type Series = { incomeCents: number; orders?: number }[];
const sum = (series: Series, field: 'incomeCents' | 'orders') => series.reduce((total, point) => total + (point[field] ?? 0), 0);

describe('money on the mock agrees wherever it shows', () => {
  // The examples' own day, and a day of a 31-day month five weeks later, an afternoon in Beijing.
  for (const [name, now] of [
    ["the examples' day", NOW],
    ['another day, in a 31-day month', Date.parse('2026-12-31T06:30:00Z')],
    ['a Monday, the first day of a settlement period', Date.parse('2026-12-07T06:30:00Z')],
  ] as const) {
    it(`gives one today's income, one month's and one waiting for settlement, before and after a completed order (${name})`, async () => {
      const mock = mockAt(now);
      const today = beijingTime(now).slice(0, 10);
      const before = await mock.figures();
      const check = ({ home, wallet, overview, day, week, month, list, settleWeek, settleMonth, settleYear }: typeof before) => {
        // Today: Home (and Mine, which reads it), the wallet and 收入统计's 今日, all on the mock's today.
        expect(home.date).toBe(today);
        expect([day.periodStart, day.periodEnd]).toEqual([today, today]);
        expect(wallet.todayIncomeCents).toBe(home.today.incomeCents);
        expect(day.incomeCents).toBe(home.today.incomeCents);
        expect(day.orders).toBe(home.today.completedCount);
        // This month: Home, 收入统计's 本月 and the month's list under it.
        expect(month.periodStart).toBe(`${today.slice(0, 7)}-01`);
        expect(month.series).toHaveLength(Number(month.periodEnd.slice(8)));
        expect(month.incomeCents).toBe(home.monthIncomeCents);
        expect(list.monthIncomeCents).toBe(home.monthIncomeCents);
        expect(list.monthOrders).toBe(month.orders);
        // Each chart's figure is its series' sum, the series dated in the period asked.
        for (const stat of [day, week, month]) {
          expect(stat.incomeCents).toBe(sum(stat.series, 'incomeCents'));
          expect(stat.orders).toBe(sum(stat.series, 'orders'));
          expect(stat.series.every((point: { start: string }) => point.start.slice(0, 10) >= stat.periodStart && point.start.slice(0, 10) <= stat.periodEnd)).toBe(true);
        }
        // The split by service item is of the same orders: its sums are the period's figures.
        for (const stat of [day, week, month]) {
          expect(sum(stat.items, 'incomeCents')).toBe(stat.incomeCents);
          expect(sum(stat.items, 'orders')).toBe(stat.orders);
        }
        // The month's list holds a row for each order of the month: its totals are its rows' sums.
        expect(list.rows).toHaveLength(list.monthOrders);
        expect(list.total).toBe(list.monthOrders);
        expect(sum(list.rows, 'incomeCents')).toBe(list.monthIncomeCents);
        expect(list.rows.every((row: { servedAt: string }) => row.servedAt.slice(0, 7) === today.slice(0, 7) && row.servedAt.slice(0, 10) <= today)).toBe(true);
        // The settlement centre's statistics: the same week and month, dated on the mock's today; the
        // year's month of today is the month's income, and its total its months' sum.
        expect([settleWeek.from, settleWeek.to, settleWeek.totalIncomeCents, settleWeek.totalOrders]).toEqual([week.periodStart, week.periodEnd, week.incomeCents, week.orders]);
        expect([settleMonth.from, settleMonth.to, settleMonth.totalIncomeCents, settleMonth.totalOrders]).toEqual([month.periodStart, month.periodEnd, month.incomeCents, month.orders]);
        expect(settleWeek.series.map((point: { date: string }) => point.date)).toEqual(week.series.map((point: { start: string }) => point.start.slice(0, 10)));
        expect(settleMonth.series.map((point: { date: string; incomeCents: number }) => [point.date, point.incomeCents])).toEqual(month.series.map((point: { start: string; incomeCents: number }) => [point.start.slice(0, 10), point.incomeCents]));
        expect([settleYear.from, settleYear.to]).toEqual([`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`]);
        expect(settleYear.series.map((point: { date: string }) => point.date)).toEqual(Array.from({ length: 12 }, (_, i) => `${today.slice(0, 4)}-${String(i + 1).padStart(2, '0')}-01`));
        expect(settleYear.series.find((point: { date: string }) => point.date.slice(0, 7) === today.slice(0, 7))).toMatchObject({ incomeCents: month.incomeCents, orders: month.orders });
        expect(settleYear.series.filter((point: { date: string; incomeCents: number }) => point.date.slice(0, 7) > today.slice(0, 7) && point.incomeCents > 0)).toEqual([]);
        expect([settleYear.totalIncomeCents, settleYear.totalOrders]).toEqual([sum(settleYear.series, 'incomeCents'), sum(settleYear.series, 'orders')]);
        // The week from Monday to Sunday, Beijing time.
        expect(week.series.map((point: { start: string }) => new Date(Date.parse(point.start) + 8 * 3_600_000).getUTCDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
        expect(week.periodStart <= today && today <= week.periodEnd).toBe(true);
        // Waiting for settlement: Mine and the wallet (one figure), and the settlement centre.
        expect(overview.pendingCents).toBe(wallet.frozenCents);
        // The settlement centre's period is the week 收入统计 and 结算统计 count (issue 52: it said
        // 6 单 / ¥832.80 beside their 2 单 / ¥255.60), and all of it waits for settlement.
        expect([overview.periodStart, overview.periodEnd, overview.periodOrders, overview.periodIncomeCents]).toEqual([week.periodStart, week.periodEnd, week.orders, week.incomeCents]);
        expect(overview.pendingCents).toBe(overview.periodIncomeCents);
        // The split by service item's shares add to the whole: 10000 basis points (issue 52: 100.1 %).
        for (const stat of [day, week, month]) {
          if (stat.items.length) expect(sum(stat.items.map((item: { shareBp: number }) => ({ incomeCents: item.shareBp })), 'incomeCents')).toBe(10_000);
          for (const item of stat.items) expect(Math.abs(item.shareBp - (item.incomeCents * 10_000) / stat.incomeCents)).toBeLessThan(1);
        }
        expect(overview.periodStart).toBe(week.periodStart);
        // No day of the series is in the future: what is past and today only.
        for (const stat of [week, month]) expect(stat.series.filter((point: { start: string; incomeCents: number }) => point.start.slice(0, 10) > today && point.incomeCents > 0)).toEqual([]);
      };
      check(before);

      const { totalIncomeCents } = await mock.get(`/v1/order/detail?id=${IN_SERVICE}`);
      expect((await mock.finish()).status).toBe(200);
      const after = await mock.figures();
      check(after);
      expect(after.home.today.incomeCents).toBe(before.home.today.incomeCents + totalIncomeCents);
      expect(after.home.monthIncomeCents).toBe(before.home.monthIncomeCents + totalIncomeCents);
      expect(after.week.incomeCents).toBe(before.week.incomeCents + totalIncomeCents);
      expect(after.overview.pendingCents).toBe(before.overview.pendingCents + totalIncomeCents);
      expect(after.overview.periodOrders).toBe(before.overview.periodOrders + 1);
      // The order shows in the hour it was completed, on today's bar of the week and the month.
      const hour = after.day.series.find((point: { start: string }) => point.start.slice(0, 13) === beijingTime(now).slice(0, 13));
      expect(hour).toMatchObject({ incomeCents: totalIncomeCents, orders: 1 });
      expect(after.month.series.find((point: { start: string }) => point.start.startsWith(today)).incomeCents).toBe(totalIncomeCents);
      // The order is in the split of each period, under its service item, and first in the month's list.
      const { serviceName } = await mock.get(`/v1/order/detail?id=${IN_SERVICE}`).then((order) => ({ serviceName: order.service.name as string }));
      for (const range of ['day', 'week', 'month'] as const) {
        const item = (stat: typeof before.day) => stat.items.find((entry: { serviceName: string }) => entry.serviceName === serviceName) ?? { incomeCents: 0, orders: 0 };
        expect(item(after[range]).incomeCents).toBe(item(before[range]).incomeCents + totalIncomeCents);
        expect(item(after[range]).orders).toBe(item(before[range]).orders + 1);
      }
      expect(after.list.rows[0]).toMatchObject({ orderId: IN_SERVICE, serviceName, incomeCents: totalIncomeCents, settleStatus: 'pending' });
      expect(after.list.rows[0].servedAt.slice(0, 10)).toBe(today);
      expect(after.list.total).toBe(before.list.total + 1);
      expect(after.settleWeek.totalIncomeCents).toBe(before.settleWeek.totalIncomeCents + totalIncomeCents);
    });
  }

  it("dates the examples' days past relative to the mock's start: a week later, the same week's income is the week after's", async () => {
    const onTheDay = await mockAt(NOW).figures();
    const weekLater = await mockAt(NOW + 7 * 86_400_000).figures();
    expect(weekLater.week.periodStart).toBe('2026-11-23');
    expect(weekLater.week.series.map((point: { incomeCents: number }) => point.incomeCents)).toEqual(onTheDay.week.series.map((point: { incomeCents: number }) => point.incomeCents));
  });
});

describe("the settlement bills on the mock are the mock's weeks", () => {
  type Bill = { id: string; periodStart: string; periodEnd: string; ordersCount: number; grossCents: number; commissionCents: number; netCents: number; status: string; settledAt: string | null };
  type Line = { orderId: string; servedAt: string; priceCents: number; commissionCents: number; incomeCents: number };
  const bills = async (mock: ReturnType<typeof mockAt>) => (await mock.get('/v1/settle/bill/list')).rows as Bill[];
  const bill = async (mock: ReturnType<typeof mockAt>, id: string) => (await mock.get(`/v1/settle/bill/detail?id=${id}`)) as Bill & { lines: Line[] };
  const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  for (const [name, now] of [
    ["the examples' day", NOW],
    ['a Wednesday in a later month', Date.parse('2026-12-30T06:30:00Z')],
  ] as const) {
    it(`dates each bill on the mock's weeks, and the running one holds today's completed orders: its total is the pending money (${name})`, async () => {
      const mock = mockAt(now);
      const check = async () => {
        const overview = await mock.get('/v1/settle/overview');
        const rows = await bills(mock);
        // Newest first, one a week: the running one is the settlement centre's period, each before it a week earlier, settled the Wednesday after.
        rows.forEach((row, index) => {
          expect([row.periodStart, row.periodEnd]).toEqual([addDays(overview.periodStart, -7 * index), addDays(overview.periodEnd, -7 * index)]);
          if (row.settledAt) expect(row.settledAt.slice(0, 10)).toBe(addDays(row.periodEnd, 3));
        });
        const running = rows.find((row) => row.status === 'pending')!;
        expect(running).toBe(rows[0]);
        expect([running.netCents, running.ordersCount]).toEqual([overview.pendingCents, overview.periodOrders]);
        // Each bill's detail is its row, its figures its lines' sums.
        for (const row of rows) {
          const detail = await bill(mock, row.id);
          expect(detail).toMatchObject(row);
          expect(detail.lines).toHaveLength(detail.ordersCount);
          expect([sum(detail.lines, 'incomeCents'), detail.lines.reduce((t, l) => t + l.priceCents, 0), detail.lines.reduce((t, l) => t + l.commissionCents, 0)]).toEqual([detail.netCents, detail.grossCents, detail.commissionCents]);
          // No line after now; a settled bill's inside its period.
          expect(detail.lines.every((line) => Date.parse(line.servedAt) <= now && line.servedAt.endsWith('+08:00'))).toBe(true);
          if (row.status === 'settled') expect(detail.lines.every((line) => line.servedAt.slice(0, 10) >= row.periodStart && line.servedAt.slice(0, 10) <= row.periodEnd)).toBe(true);
        }
        return { overview, running: await bill(mock, running.id) };
      };
      const before = await check();
      const { totalIncomeCents, totalPriceCents } = await mock.get(`/v1/order/detail?id=${IN_SERVICE}`);
      expect((await mock.finish()).status).toBe(200);
      const after = await check();
      expect(after.running.netCents).toBe(before.running.netCents + totalIncomeCents);
      expect(after.running.lines[0]).toMatchObject({ orderId: IN_SERVICE, priceCents: totalPriceCents, incomeCents: totalIncomeCents, commissionCents: totalPriceCents - totalIncomeCents });
      expect(after.running.lines[0]!.servedAt.slice(0, 10)).toBe(beijingTime(now).slice(0, 10));
      // The month's list names the running bill for the order.
      const list = (await mock.call('POST', '/v1/worker/getMyBusinessIncomeList', { month: beijingTime(now).slice(0, 7), pageIndex: 1, pageSize: 20 })).body.data;
      expect(list.rows[0]).toMatchObject({ orderId: IN_SERVICE, billId: after.running.id });
    });
  }

  it("keeps a settled bill's example lines, moved with its period by whole weeks", async () => {
    // A Wednesday six weeks after the examples' Sunday: the examples' week before is the mock's week before.
    const settled = await bill(mockAt(Date.parse('2026-12-30T06:30:00Z')), 'sb_20261109');
    expect([settled.periodStart, settled.periodEnd, settled.settledAt]).toEqual(['2026-12-21', '2026-12-27', '2026-12-30T02:00:05+08:00']);
    expect(settled.lines.map((line) => [line.orderId, line.servedAt])[0]).toEqual(['so_202611090002', '2026-12-21T19:30:00+08:00']);
    expect(sum(settled.lines, 'incomeCents')).toBe(83280);
  });
});

describe('the figures a series holds (figures at a path through *)', () => {
  it('are declared where the examples have the array, and a path through a missing one is named', () => {
    expect(checkDeclarations(operations)).toEqual([]);
    const broken = new Map(operations);
    const stat = operations.get('POST /v1/worker/getMyBusinessIncomeStat')!;
    broken.set('POST /v1/worker/getMyBusinessIncomeStat', { ...stat, rules: { ...stat.rules, figures: { ...stat.rules.figures, 'data.points.*.start': { $: 'now' } } } });
    expect(checkDeclarations(broken)).toEqual(['getBusinessIncomeStat: figures: data.points is missing from a 200 example']);
  });
});

describe('the points on the mock are the points ledger', () => {
  const points = async (mock: ReturnType<typeof mockAt>) => ({
    userInfo: (await mock.get('/v1/user-center/getUserInfo')).account_integral.balance as number,
    cloud: (await mock.call('POST', '/router/client/user.getMyInfo', {})).body.userInfo.account_integral.balance as number,
    ledger: (await mock.call('POST', '/router/client/integral.getMyIntegral', { pageIndex: 1, pageSize: 20 })).body as { balance: number; rows: { value: number; balance: number; type: string }[] },
  });

  it('shows one balance on 个人信息, 我的积分 and the checkout, the sum of the records; an order paid with points lowers it everywhere, with its record', async () => {
    const mock = mockAt(NOW);
    const before = await points(mock);
    expect(before.ledger.balance).toBe(before.ledger.rows.reduce((total, row) => total + row.value, 0));
    expect([before.userInfo, before.cloud]).toEqual([before.ledger.balance, before.ledger.balance]);

    await mock.call('POST', '/router/client/order.setCart', { list: [cartLine('sku_1001_01', 2, 8800)] });
    const placed = await mock.call('POST', '/router/client/order.create', { items: [{ sku_id: 'sku_1001_01', buy_num: 2 }], address_id: 'addr_6101', use_integral: true }, { key: 'k-points-1' });
    expect(placed.status).toBe(200);
    const used = (await mock.call('POST', '/router/client/order.getDetail', { _id: placed.body.order_id })).body.order.integral_used as number;
    // 20 % of 176.00: 35.20, 3520 points.
    expect(used).toBe(3520 > before.ledger.balance ? before.ledger.balance : 3520);

    const after = await points(mock);
    expect(after.ledger.balance).toBe(before.ledger.balance - used);
    expect([after.userInfo, after.cloud]).toEqual([after.ledger.balance, after.ledger.balance]);
    expect(after.ledger.rows[0]).toMatchObject({ value: -used, balance: after.ledger.balance, type: 'order_deduct' });
    // A second order finds only what is left to spend.
    await mock.call('POST', '/router/client/order.setCart', { list: [cartLine('sku_1001_01', 2, 8800)] });
    const second = await mock.call('POST', '/router/client/order.create', { items: [{ sku_id: 'sku_1001_01', buy_num: 2 }], address_id: 'addr_6101', use_integral: true }, { key: 'k-points-2' });
    expect((await mock.call('POST', '/router/client/order.getDetail', { _id: second.body.order_id })).body.order.integral_used).toBe(after.ledger.balance);
    expect((await points(mock)).ledger.balance).toBe(0);
  });
});

describe('a cancelled shop order on the mock gives back the points it spent', () => {
  const ledger = async (mock: ReturnType<typeof mockAt>) => (await mock.call('POST', '/router/client/integral.getMyIntegral', { pageIndex: 1, pageSize: 20 })).body as { balance: number; rows: { value: number; balance: number; type: string; order_no: string }[] };
  const place = async (mock: ReturnType<typeof mockAt>, usePoints: boolean, key: string) => {
    await mock.call('POST', '/router/client/order.setCart', { list: [cartLine('sku_1001_01', 2, 8800)] });
    const placed = await mock.call('POST', '/router/client/order.create', { items: [{ sku_id: 'sku_1001_01', buy_num: 2 }], address_id: 'addr_6101', use_integral: usePoints }, { key });
    return (await mock.call('POST', '/router/client/order.getDetail', { _id: placed.body.order_id })).body.order as { _id: string; order_no: string; integral_used: number };
  };

  it('returns them to the ledger, so 个人信息, 我的积分 and the checkout show them again; once', async () => {
    const mock = mockAt(NOW);
    const before = await ledger(mock);
    const order = await place(mock, true, 'k-cancel-1');
    expect(order.integral_used).toBeGreaterThan(0);
    expect((await ledger(mock)).balance).toBe(before.balance - order.integral_used);

    expect((await mock.call('POST', '/router/client/order.cancel', { _id: order._id })).status).toBe(200);
    expect((await mock.call('POST', '/router/client/order.getDetail', { _id: order._id })).body.order.status).toBe(-1);
    const after = await ledger(mock);
    expect(after.balance).toBe(before.balance);
    expect(after.rows[0]).toMatchObject({ value: order.integral_used, balance: before.balance, type: 'refund_return', order_no: order.order_no });
    expect((await mock.get('/v1/user-center/getUserInfo')).account_integral.balance).toBe(before.balance);
    expect((await mock.call('POST', '/router/client/user.getMyInfo', {})).body.userInfo.account_integral.balance).toBe(before.balance);

    // Cancelled already: refused, nothing given twice.
    expect((await mock.call('POST', '/router/client/order.cancel', { _id: order._id })).status).toBe(400);
    expect((await ledger(mock)).rows).toHaveLength(after.rows.length);
  });

  it('adds no record for an order that spent none', async () => {
    const mock = mockAt(NOW);
    const before = await ledger(mock);
    const order = await place(mock, false, 'k-cancel-2');
    expect((await mock.call('POST', '/router/client/order.cancel', { _id: order._id })).status).toBe(200);
    expect(await ledger(mock)).toEqual(before);
  });
});

describe('a cancelled shop order on the mock gives back the coupon it used', () => {
  const coupons = async (mock: ReturnType<typeof mockAt>, status: string) =>
    ((await mock.call('POST', '/router/client/coupon.getMyList', { status, pageIndex: 1, pageSize: 100 })).body.rows as { _id: string; status: string; use_time: string | null }[]).map((c) => c._id);

  it('returns a coupon the session used to unused, so the coupon list and the checkout offer it again', async () => {
    const mock = mockAt(NOW);
    const line = cartLine('sku_1001_01', 2, 8800);
    await mock.call('POST', '/router/client/order.setCart', { list: [line] });
    const placed = await mock.call('POST', '/router/client/order.create', { items: [{ sku_id: line.sku_id, buy_num: 2 }], address_id: 'addr_6101', coupon_id: 'mc_3001' }, { key: 'k-coupon-back' });
    expect((await mock.call('POST', '/router/client/order.getDetail', { _id: placed.body.order_id })).body.order).toMatchObject({ coupon_id: 'mc_3001', coupon_name: '满100减10元' });
    expect(await coupons(mock, 'unused')).not.toContain('mc_3001');
    expect(await coupons(mock, 'used')).toContain('mc_3001');

    expect((await mock.call('POST', '/router/client/order.cancel', { _id: placed.body.order_id })).status).toBe(200);
    expect(await coupons(mock, 'unused')).toContain('mc_3001');
    expect(await coupons(mock, 'used')).not.toContain('mc_3001');
  });

  it("returns the examples' unpaid order's coupon, and none for an order without one", async () => {
    const mock = mockAt(NOW);
    expect(await coupons(mock, 'used')).toContain('mc_2902');
    expect((await mock.call('POST', '/router/client/order.cancel', { _id: 'so_1001' })).status).toBe(200);
    expect(await coupons(mock, 'unused')).toContain('mc_2902');
    expect(await coupons(mock, 'used')).toEqual(['mc_2901']);

    const other = mockAt(NOW);
    const line = cartLine('sku_1001_01', 1, 8800);
    await other.call('POST', '/router/client/order.setCart', { list: [line] });
    const placed = await other.call('POST', '/router/client/order.create', { items: [{ sku_id: line.sku_id, buy_num: 1 }], address_id: 'addr_6101' }, { key: 'k-no-coupon' });
    const before = [await coupons(other, 'unused'), await coupons(other, 'used')];
    expect((await other.call('POST', '/router/client/order.cancel', { _id: placed.body.order_id })).status).toBe(200);
    expect([await coupons(other, 'unused'), await coupons(other, 'used')]).toEqual(before);
  });
});

describe('a coupon on the mock prices only the goods it applies to', () => {
  const uniform = { ...cartLine('sku_1004_01', 1, 15800), goods_id: 'gd_1004', goods_name: '技师工作服 套装' };
  const oil = cartLine('sku_1001_01', 4, 8800);
  async function priced(couponId: string, lines: ReturnType<typeof cartLine>[]) {
    const mock = mockAt(NOW);
    await mock.call('POST', '/router/client/order.setCart', { list: lines });
    const placed = await mock.call('POST', '/router/client/order.create', { items: lines.map((l) => ({ sku_id: l.sku_id, buy_num: l.buy_num })), address_id: 'addr_6101', coupon_id: couponId }, { key: `k-${couponId}` });
    return (await mock.call('POST', '/router/client/order.getDetail', { _id: placed.body.order_id })).body.order;
  }

  it('takes the oil coupon\'s 10 % off the oil only (352.00 of oil: 35.20), not off the uniform beside it', async () => {
    expect(await priced('mc_3002', [oil, uniform])).toMatchObject({ goods_total_cents: 51000, coupon_discount_cents: 3520, need_pay_cents: 51000 - 3520 + 1100 });
  });

  it('takes nothing off for a coupon none of whose goods is in the order; a coupon for all goods counts them all', async () => {
    expect(await priced('mc_3002', [uniform])).toMatchObject({ coupon_discount_cents: 0, need_pay_cents: 15800 + 1100 });
    expect(await priced('mc_3001', [oil, uniform])).toMatchObject({ coupon_discount_cents: 1000 });
  });
});
