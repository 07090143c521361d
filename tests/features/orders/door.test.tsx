// On the way and at the door (issue 49), on the order's page: the platform's estimate of the arrival
// and the late notice, an arrival beyond the radius that asks why and arrives, the wait at the door
// with its calls, and the no-show report with the evidence the phone holds. The rules' figures are
// the contract's examples' (the order's doorRules); the app words them and never blocks a step.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { uploadFile } from '@/lib/api/upload';
import { OrderDetailScreen } from '@/features/orders/screens/order-detail-screen';
import { wgs84ToGcj02 } from '@/lib/location/position';
import { metresBetween } from '@/features/orders/utils/door';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { detail, fakeGeolocation, removeGeolocation, startSignedIn } from './support';

startSignedIn();

// The door photo's upload and compression have their tests (order-detail-screen.test.tsx): here it is up at once.
vi.mock('@/lib/api/upload', () => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/media/compress', () => ({ compressImage: vi.fn(async (file: Blob) => file) }));

const ORDER = 'so_202611220002';
/** The order's address (GCJ-02, as the contract's example has it). */
const DOOR = { latitude: 31.201735, longitude: 121.442862 };

let offline: { mockRestore: () => void } | undefined;
beforeEach(() => {
  vi.mocked(uploadFile).mockResolvedValue({ url: 'https://cdn.example-massage.cn/order/checkin/door.jpg', name: 'door.jpg', size: 1000 });
  // The tel: link is the phone's to follow, not the test page's.
  document.addEventListener('click', preventDial, true);
});
afterEach(async () => {
  document.removeEventListener('click', preventDial, true);
  if (offline) {
    offline.mockRestore();
    offline = undefined;
    // TanStack Query heard the phone go offline: it hears it come back.
    window.dispatchEvent(new Event('online'));
  }
  vi.unstubAllGlobals();
  removeGeolocation();
  Dialog.clear();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
function preventDial(event: Event) {
  if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
}

const tap = userEvent.setup({ pointerEventsCheck: 0 });
const open = () => renderScreen(<OrderDetailScreen />, { path: `${paths.orderDetail}?id=${ORDER}`, route: paths.orderDetail });

/** The phone loses its network (the browser says so). */
function goOffline() {
  offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** A WGS-84 fix (the GPS's) whose GCJ-02 position is `metres` north of the door. */
function fixNorthOfDoor(metres: number) {
  const target = { latitude: DOOR.latitude + metres / 111_195, longitude: DOOR.longitude };
  let wgs = { ...target };
  for (let i = 0; i < 5; i++) {
    const gcj = wgs84ToGcj02(wgs);
    wgs = { latitude: wgs.latitude - (gcj.latitude - target.latitude), longitude: wgs.longitude - (gcj.longitude - target.longitude) };
  }
  return wgs;
}

const intentsKept = () => (JSON.parse(localStorage.getItem('worker_outbox') ?? '{"intents":[]}') as { intents: { kind: string; state: string; body: Record<string, unknown> }[] }).intents;

describe('On the way', () => {
  it('shows the platform’s estimate, asked with the phone’s position, and that it is on time', async () => {
    fakeGeolocation({ coords: { latitude: 31.18, longitude: 121.42 } });
    const calls = stubApi({ getServiceOrderDetail: { body: detail('departed') }, getServiceOrderEta: { body: contractExample('getServiceOrderEta') } });
    open();
    const way = await screen.findByRole('region', { name: '在路上' });
    expect(await within(way).findByText('距您 3.2公里 · 预计 12:45 到达')).toBeInTheDocument();
    expect(within(way).getByText('预计可在预约时间前到达')).toBeInTheDocument();
    expect(within(way).queryByRole('button', { name: '告诉顾客会晚到' })).toBeNull();
    const asked = calls.find((c) => c.operationId === 'getServiceOrderEta')!.url.searchParams;
    expect(asked.get('id')).toBe(ORDER);
    // GCJ-02, as every position the app sends.
    expect(Number(asked.get('latitude'))).toBeCloseTo(wgs84ToGcj02({ latitude: 31.18, longitude: 121.42 }).latitude, 5);
    expect(asked.get('positionAgeSeconds')).toBe('0');
  });

  it('when late, tells the customer with the minutes and a reason, kept with its key, then shows what the customer read', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('departed') },
      getServiceOrderEta: { body: contractExample('getServiceOrderEta', 'late') },
      notifyServiceOrderLate: { body: contractExample('notifyServiceOrderLate') },
    });
    open();
    const way = await screen.findByRole('region', { name: '在路上' });
    expect(await within(way).findByText('比预约时间（13:00）晚 15 分钟')).toBeInTheDocument();
    await tap.click(within(way).getByRole('button', { name: '告诉顾客会晚到' }));
    const sheet = await screen.findByRole('dialog', { name: '告诉顾客会晚到' });
    // The estimate's minutes, five at a tap.
    expect(within(sheet).getByText('15 分钟')).toBeInTheDocument();
    await tap.click(within(sheet).getByRole('button', { name: '多 5 分钟' }));
    expect(within(sheet).getByRole('button', { name: '发送' })).toBeDisabled();
    await tap.click(within(sheet).getByText('路上堵车'));
    await tap.click(within(sheet).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'notifyServiceOrderLate')).toHaveLength(1));
    const sent = calls.find((c) => c.operationId === 'notifyServiceOrderLate')!;
    expect(sent.body).toMatchObject({ id: ORDER, lateMinutes: 20, reason: 'traffic', occurredAt: expect.stringMatching(/\+08:00$/) });
    expect(new Headers(sent.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The order the platform answered: what the customer read, in its words.
    expect(await within(way).findByText('已告诉顾客晚到 15 分钟')).toBeInTheDocument();
    expect(within(way).getByText(/顾客看到：您的技师因路上交通拥堵/)).toBeInTheDocument();
  });

  it('other asks for the worker’s words before it sends', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('departed') }, getServiceOrderEta: { body: contractExample('getServiceOrderEta', 'late') } });
    open();
    await tap.click(await screen.findByRole('button', { name: '告诉顾客会晚到' }));
    const sheet = await screen.findByRole('dialog', { name: '告诉顾客会晚到' });
    await tap.click(within(sheet).getByText('其他原因'));
    expect(within(sheet).getByRole('button', { name: '发送' })).toBeDisabled();
    await tap.type(within(sheet).getByLabelText('说明'), '电梯故障');
    expect(within(sheet).getByRole('button', { name: '发送' })).toBeEnabled();
    await tap.click(within(sheet).getByRole('button', { name: '取消' }));
  });

  it('offline, keeps the late notice on the phone at the tap, says so and offers it no more', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: detail('departed') }, getServiceOrderEta: { body: contractExample('getServiceOrderEta', 'late') } });
    open();
    const way = await screen.findByRole('region', { name: '在路上' });
    await within(way).findByText('比预约时间（13:00）晚 15 分钟');
    goOffline();
    await tap.click(within(way).getByRole('button', { name: '告诉顾客会晚到' }));
    const sheet = await screen.findByRole('dialog', { name: '告诉顾客会晚到' });
    await tap.click(within(sheet).getByText('上一单服务延时'));
    await tap.click(within(sheet).getByRole('button', { name: '发送' }));
    expect(await within(way).findByText('晚到通知已保存在手机上，联网后自动发送')).toBeInTheDocument();
    expect(within(way).queryByRole('button', { name: '告诉顾客会晚到' })).toBeNull();
    // The last estimate stays, with its age.
    expect(within(way).getByText('距您 9.8公里 · 预计 13:15 到达')).toBeInTheDocument();
    expect(within(way).getByText(/离线/)).toBeInTheDocument();
    expect(intentsKept()).toEqual([expect.objectContaining({ kind: 'notifyServiceOrderLate', state: 'pending', body: expect.objectContaining({ lateMinutes: 15, reason: 'previous_order' }) })]);
    expect(calls.filter((c) => c.operationId === 'notifyServiceOrderLate')).toHaveLength(0);
  });
});

describe('The arrival beyond the platform’s radius', () => {
  const departed = () => detail('departed');
  const arrivedAnswer = () => contractExample('arriveServiceOrder');

  it('asks why, in one question with the platform’s radius, then arrives with the reason and the distance', async () => {
    fakeGeolocation({ coords: fixNorthOfDoor(800) });
    const calls = stubApi({ getServiceOrderDetail: { body: departed() }, getServiceOrderEta: { body: contractExample('getServiceOrderEta') }, arriveServiceOrder: { body: arrivedAnswer() } });
    open();
    const card = await screen.findByRole('region', { name: '到达打卡' });
    expect(await within(card).findByText(/^距服务地址约 (79\d|80\d)米$/)).toBeInTheDocument();
    await tap.upload(within(card).getByLabelText('拍摄门口照片'), new File([new Uint8Array([1])], 'door.png', { type: 'image/png' }));
    await tap.click(screen.getByRole('button', { name: '确认到达' }));
    const sheet = await screen.findByRole('dialog', { name: '距离服务地址较远' });
    expect(within(sheet).getByText(/超出平台规定的 500米/)).toBeInTheDocument();
    await tap.click(within(sheet).getByText('找不到入口'));
    await tap.click(within(sheet).getByRole('button', { name: '仍然确认到达' }));
    // No second question (the guard): the reason was the confirmation.
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'arriveServiceOrder')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: '确认已到达？' })).toBeNull();
    const sent = calls.find((c) => c.operationId === 'arriveServiceOrder')!.body as Record<string, number | string>;
    expect(sent).toMatchObject({ id: ORDER, farReason: 'no_entrance', checkInPhoto: 'https://cdn.example-massage.cn/order/checkin/door.jpg' });
    expect(sent.distanceMeters).toBeGreaterThan(780);
  });

  it('within the radius asks only the usual guard, and sends the distance', async () => {
    fakeGeolocation({ coords: fixNorthOfDoor(120) });
    const calls = stubApi({ getServiceOrderDetail: { body: departed() }, getServiceOrderEta: { body: contractExample('getServiceOrderEta') }, arriveServiceOrder: { body: arrivedAnswer() } });
    open();
    const card = await screen.findByRole('region', { name: '到达打卡' });
    await within(card).findByText(/^距服务地址约 1[12]\d米$/);
    await tap.upload(within(card).getByLabelText('拍摄门口照片'), new File([new Uint8Array([1])], 'door.png', { type: 'image/png' }));
    await tap.click(screen.getByRole('button', { name: '确认到达' }));
    await tap.click(within(await screen.findByRole('dialog', { name: '确认已到达？' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'arriveServiceOrder')).toHaveLength(1));
    const sent = calls.find((c) => c.operationId === 'arriveServiceOrder')!.body as Record<string, number | string>;
    expect(sent.farReason).toBeUndefined();
    expect(sent.distanceMeters).toBeLessThan(140);
    expect(screen.queryByRole('dialog', { name: '距离服务地址较远' })).toBeNull();
  });
});

describe('A door that never opens', () => {
  const privacyNumber = () => {
    const body = contractExample<{ data: { expiresAt: string } }>('createServiceOrderPrivacyCall');
    body.data.expiresAt = new Date(Date.now() + 3 * 60_000).toISOString();
    return { body };
  };

  it('says the platform’s wait rule in words, counts the wait from the arrival and lists each call noted at its tap', async () => {
    // Arrived 3 minutes ago, booked 10 minutes ahead: the rule's wait counts from the booked time.
    const arrivedAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const booked = new Date(Date.now() + 10 * 60_000).toISOString();
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('arrived', (data) => Object.assign(data, { arrivedAt, appointmentAt: booked })) },
      listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'empty') },
      createServiceOrderPrivacyCall: privacyNumber(),
      noteServiceOrderCall: ({ init }) => {
        const body = detail('arrived').data as Record<string, unknown>;
        body.doorCalls = [{ at: JSON.parse(String(init.body)).occurredAt, virtualNumber: '17052184396' }];
        return { body: { code: 200, msg: '操作成功', data: body } };
      },
    });
    open();
    const door = await screen.findByRole('region', { name: '联系不上顾客' });
    expect(within(door).getByText('平台规则：从到达和预约时间中较晚者起，在门口等满 10 分钟，并通过隐私号拨打顾客至少 1 次后，可报告顾客爽约，平台补偿 ¥50.00。')).toBeInTheDocument();
    expect(within(door).getByRole('timer', { name: '已等待' })).toHaveTextContent(/^0[23]:\d\d$/);
    expect(within(door).getByText(/起可报告$/)).toBeInTheDocument();
    expect(within(door).getByText('还没有拨打记录：请先通过隐私号联系顾客')).toBeInTheDocument();
    // The customer card has no call of its own at the door: one number, noted.
    expect(screen.getAllByRole('button', { name: '联系客户' })).toHaveLength(1);
    await tap.click(within(door).getByRole('button', { name: '联系客户' }));
    await tap.click(within(await screen.findByRole('dialog', { name: '需要拨打电话' })).getByRole('button', { name: '继续' }));
    await tap.click(await within(door).findByRole('link', { name: '拨打 17052184396' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'noteServiceOrderCall')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'noteServiceOrderCall')!.body).toMatchObject({ id: ORDER, virtualNumber: '17052184396' });
    expect(await within(door).findByText(/^\d\d:\d\d 拨打$/)).toBeInTheDocument();
  });

  it('reports the no-show with the evidence the phone holds, and shows the compensation waiting for settlement at once', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('arrived') },
      listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'empty') },
      reportServiceOrderNoShow: { body: contractExample('reportServiceOrderNoShow') },
    });
    open();
    const door = await screen.findByRole('region', { name: '联系不上顾客' });
    // The example's wait is long over; no call yet: the app warns, it does not block.
    expect(within(door).getByText('已等满平台规定的时间')).toBeInTheDocument();
    await tap.click(within(door).getByRole('button', { name: '报告顾客爽约' }));
    const ask = await screen.findByRole('dialog', { name: '报告顾客爽约？' });
    expect(within(ask).getByText('将附上门口照片、出发和到达的时间与位置，以及拨打记录（0 次）。')).toBeInTheDocument();
    expect(within(ask).getByText('还没有通过隐私号拨打顾客，现在报告可能被平台拒绝。')).toBeInTheDocument();
    await tap.click(within(ask).getByRole('button', { name: '报告顾客爽约' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'reportServiceOrderNoShow')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'reportServiceOrderNoShow')!.body).toEqual({
      id: ORDER,
      occurredAt: expect.any(String),
      evidence: {
        checkInPhoto: 'https://cdn.example-massage.cn/worker/2026/11/22/checkin_so_202611220002.jpg',
        departure: { at: '2026-11-22T12:20:10+08:00', latitude: 31.180233, longitude: 121.421764 },
        arrival: { at: '2026-11-22T12:52:30+08:00', latitude: 31.201912, longitude: 121.442615, distanceMeters: 36 },
        calls: [],
      },
    });
    const cancelled = await screen.findByRole('region', { name: '顾客爽约' });
    expect(within(cancelled).getByText('¥50.00 计入待结算')).toBeInTheDocument();
    expect(within(cancelled).getByText('爽约补偿')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '联系不上顾客' })).toBeNull();
  });

  it('a report the platform refuses (too early) says the platform’s words, and the order stays at the door', async () => {
    stubApi({
      getServiceOrderDetail: { body: detail('arrived') },
      listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'empty') },
      reportServiceOrderNoShow: { status: 400, body: contractExample('reportServiceOrderNoShow', 'tooEarly', '400') },
    });
    open();
    await tap.click(await screen.findByRole('button', { name: '报告顾客爽约' }));
    await tap.click(within(await screen.findByRole('dialog', { name: '报告顾客爽约？' })).getByRole('button', { name: '报告顾客爽约' }));
    expect(await screen.findByText(/还未到可报告爽约的时间/, { selector: '.adm-dialog-content *' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '联系不上顾客' })).toBeInTheDocument();
  });

  it('offline, keeps the report on the phone at the tap, once, and says so', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: detail('arrived') }, listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'empty') } });
    open();
    const door = await screen.findByRole('region', { name: '联系不上顾客' });
    goOffline();
    await tap.click(within(door).getByRole('button', { name: '报告顾客爽约' }));
    await tap.click(within(await screen.findByRole('dialog', { name: '报告顾客爽约？' })).getByRole('button', { name: '报告顾客爽约' }));
    expect(await within(door).findByText('爽约报告已保存在手机上，联网后自动发送')).toBeInTheDocument();
    expect(within(door).queryByRole('button', { name: '报告顾客爽约' })).toBeNull();
    expect(intentsKept().filter((i) => i.kind === 'reportServiceOrderNoShow')).toHaveLength(1);
    expect(calls.filter((c) => c.operationId === 'reportServiceOrderNoShow')).toHaveLength(0);
  });
});

describe('Distances', () => {
  it('are whole metres along the earth', () => {
    expect(metresBetween(DOOR, { latitude: DOOR.latitude + 0.009, longitude: DOOR.longitude })).toBe(1001);
  });
});
