// On the way and at the door on the mock (issue 49), as the platform plays it: the estimate of the
// arrival from the worker's position (its route, its time, how late against the booked time), the
// late notice in the platform's words, an arrival beyond the order's radius taken with a reason and
// refused without one, the calls noted, and the no-show report judged at its tap against the
// order's wait rule, then paid: the compensation is income wherever money shows (today's, the money
// waiting for settlement, the running bill's line). The engine runs on the real contract; Prism is
// played by a stand-in that serves the named example (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { beijingTime, createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

// The evening's foot treatment offered on Home (booked 2026-11-22 21:00, 1.8 km north of the door here).
const ORDER = 'so_202611220008';
const PHOTO = 'https://cdn.example-massage.cn/worker/2026/11/22/checkin_test.jpg';
const MINUTE = 60_000;
const meridian = (degrees: number) => Math.round((degrees * Math.PI * 6_371_000) / 180);

let clock: number;
let call: ReturnType<typeof callerOf>;
let door: { latitude: number; longitude: number };
let appointment: number;
let keys = 0;
const key = () => `key-door-${String(++keys).padStart(8, '0')}`;
const north = (degrees: number) => ({ latitude: door.latitude + degrees, longitude: door.longitude });
const detail = async () => (await call('GET', `/v1/order/detail?id=${ORDER}`)).body.data;
const at = (ms: number) => beijingTime(ms);
const eta = (position?: { latitude: number; longitude: number }) =>
  call('GET', `/v1/order/eta?id=${ORDER}${position ? `&latitude=${position.latitude}&longitude=${position.longitude}` : ''}`);

beforeEach(async () => {
  clock = NOW;
  call = callerOf(createEngine({ operations, now: () => clock, forward: async (request, prefer) => examplesOf(request, prefer) }));
  const offer = await detail();
  door = offer.address;
  appointment = Date.parse(offer.appointmentAt);
  await call('POST', '/v1/order/accept', { id: ORDER });
});

describe('the way to the customer on the mock', () => {
  it('estimates the arrival from the position asked with, which becomes the order\'s distance, refusing an order no longer on its way', async () => {
    expect((await call('GET', `/v1/order/eta?id=so_202611220002`)).body.code).toBe(20141);
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    // Without a position: from where she set out.
    const fromDeparture = (await eta()).body.data;
    expect(fromDeparture.distanceMeters).toBe(Math.round(meridian(0.018) * 1.3));
    expect(fromDeparture.durationMinutes).toBe(Math.ceil(fromDeparture.distanceMeters / 350 + 3));
    expect(fromDeparture.arriveAt).toBe(at(clock + fromDeparture.durationMinutes * MINUTE));
    // Booked hours ahead: on time.
    expect(fromDeparture.lateMinutes).toBe(0);
    // Nearer now: the route shortens, and the order says how far she is.
    const nearer = (await eta(north(0.009))).body.data;
    expect(nearer.distanceMeters).toBe(Math.round(meridian(0.009) * 1.3));
    expect((await detail()).distanceMeters).toBe(meridian(0.009));
  });

  it('says how late the estimate is against the booked time, in whole minutes', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    clock = appointment - 5 * MINUTE;
    const late = (await eta()).body.data;
    expect(late.lateMinutes).toBe(late.durationMinutes - 5);
    expect(late.lateMinutes).toBeGreaterThan(0);
  });

  it('passes the late notice on in the platform\'s words, once per key, and refuses it once the worker arrived', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    const tapped = at(clock - 2 * MINUTE);
    const once = key();
    const told = await call('POST', '/v1/order/late', { id: ORDER, lateMinutes: 15, reason: 'traffic', occurredAt: tapped }, { key: once });
    expect(told.body.data.lateNotice).toEqual({
      lateMinutes: 15,
      reason: 'traffic',
      note: null,
      sentAt: tapped,
      customerText: '您的技师因路上交通拥堵，预计晚到约15分钟，给您带来不便，敬请谅解。',
    });
    // The same key again (an answer lost on the way): the first answer, nothing told twice.
    const again = await call('POST', '/v1/order/late', { id: ORDER, lateMinutes: 40, reason: 'lost_way', occurredAt: tapped }, { key: once });
    expect(again.body.data.lateNotice.lateMinutes).toBe(15);
    expect((await detail()).lateNotice.lateMinutes).toBe(15);
    await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.001), checkInPhoto: PHOTO }, { key: key() });
    expect((await call('POST', '/v1/order/late', { id: ORDER, lateMinutes: 5, reason: 'other', note: '电梯故障' }, { key: key() })).body.code).toBe(20002);
  });
});

describe('the door on the mock', () => {
  it('takes an arrival beyond the order\'s radius with the worker\'s reason, and refuses it without one', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    expect((await detail()).doorRules.arrivalRadiusMeters).toBe(500);
    expect((await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.0072), checkInPhoto: PHOTO }, { key: key() })).body.code).toBe(20111);
    const arrived = await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.0072), distanceMeters: 801, farReason: 'no_entrance', checkInPhoto: PHOTO }, { key: key() });
    expect(arrived.status).toBe(200);
    expect(arrived.body.data.checkIn).toMatchObject({ distanceMeters: meridian(0.0072), farReason: 'no_entrance', farNote: null });
  });

  it('notes each call, and judges a no-show report at its tap: a call first, then the wait from the later of the arrival and the booked time', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    // She arrives after the booked time: the wait counts from her arrival.
    clock = appointment + 20 * MINUTE;
    await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.001), checkInPhoto: PHOTO }, { key: key() });
    const arrivedAt = clock;
    const evidence = { calls: [] };
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence }, { key: key() })).body.code).toBe(20152);
    clock += 2 * MINUTE;
    const noted = await call('POST', '/v1/order/call/note', { id: ORDER, virtualNumber: '17052184396', occurredAt: at(clock - 1000) }, { key: key() });
    expect(noted.body.data.doorCalls).toEqual([{ at: at(clock - 1000), virtualNumber: '17052184396' }]);
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence }, { key: key() })).body.code).toBe(20151);
    // Delivered late (the network came back 15 minutes after): still judged at its tap, too early.
    clock = arrivedAt + 15 * MINUTE;
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence, occurredAt: at(arrivedAt + 9 * MINUTE) }, { key: key() })).body.code).toBe(20151);
    expect((await detail()).status).toBe('arrived');
    const reported = await call('POST', '/v1/order/noShow', { id: ORDER, evidence, occurredAt: at(arrivedAt + 10 * MINUTE) }, { key: key() });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ status: 'cancelled', totalIncomeCents: 5000, incomeAt: at(clock), cancellation: { by: 'platform', compensationCents: 5000, noShow: true } });
  });

  it('waits from the booked time when the worker came early', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    clock = appointment - 30 * MINUTE;
    await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.001), checkInPhoto: PHOTO }, { key: key() });
    await call('POST', '/v1/order/call/note', { id: ORDER }, { key: key() });
    clock = appointment + 5 * MINUTE;
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence: { calls: [] } }, { key: key() })).body.code).toBe(20151);
    clock = appointment + 10 * MINUTE;
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence: { calls: [] } }, { key: key() })).status).toBe(200);
  });

  it('pays the no-show once per key, as income wherever money shows: today\'s, the money waiting for settlement and the running bill', async () => {
    const money = async () => {
      const [home, wallet, overview, bills] = await Promise.all([
        call('GET', '/v1/worker/homeSummary'),
        call('GET', '/v1/worker/myAccount'),
        call('GET', '/v1/settle/overview'),
        call('GET', '/v1/settle/bill/list?pageIndex=1&pageSize=20'),
      ]);
      const running = bills.body.data.rows.find((bill: { status: string }) => bill.status === 'pending');
      const bill = (await call('GET', `/v1/settle/bill/detail?id=${running.id}`)).body.data;
      return { home: home.body.data, wallet: wallet.body.data, overview: overview.body.data, running, bill };
    };
    const before = await money();
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) }, { key: key() });
    clock = appointment + 1 * MINUTE;
    await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.001), checkInPhoto: PHOTO }, { key: key() });
    await call('POST', '/v1/order/call/note', { id: ORDER }, { key: key() });
    clock += 11 * MINUTE;
    const once = key();
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence: { calls: [] } }, { key: once })).status).toBe(200);
    expect((await call('POST', '/v1/order/noShow', { id: ORDER, evidence: { calls: [] } }, { key: once })).body.data.cancellation.compensationCents).toBe(5000);
    const after = await money();
    expect(after.home.today.incomeCents).toBe(before.home.today.incomeCents + 5000);
    // 完成 counts the services completed: a no-show is none.
    expect(after.home.today.completedCount).toBe(before.home.today.completedCount);
    expect(after.wallet.todayIncomeCents).toBe(before.wallet.todayIncomeCents + 5000);
    expect(after.wallet.frozenCents).toBe(before.wallet.frozenCents + 5000);
    expect(after.overview.pendingCents).toBe(before.overview.pendingCents + 5000);
    expect([after.running.netCents, after.running.ordersCount]).toEqual([after.overview.pendingCents, after.overview.periodOrders]);
    expect(after.bill.netCents).toBe(after.overview.pendingCents);
    expect(after.bill.lines.find((line: { orderId: string }) => line.orderId === ORDER)).toMatchObject({ incomeCents: 5000, commissionCents: 0 });
    // The orders' list shows it cancelled, with its compensation.
    const cancelled = (await call('GET', '/v1/order/list?status=cancelled&pageIndex=1&pageSize=20')).body.data.rows;
    expect(cancelled.find((row: { id: string }) => row.id === ORDER)).toMatchObject({ status: 'cancelled', compensationCents: 5000 });
  });
});
