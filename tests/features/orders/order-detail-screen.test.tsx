import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { OrderDetailScreen } from '@/features/orders/screens/order-detail-screen';
import { uploadFile } from '@/lib/api/upload';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { notRefreshed, REFRESH_FAILURES } from '../../support/refresh';
import { renderScreen, stubApi } from '../../support/render';
import { detail, fakeGeolocation, photoFile, removeGeolocation, startSignedIn } from './support';

startSignedIn();

vi.mock('@/lib/api/upload', () => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/media/compress', () => ({ compressImage: vi.fn(async (file: Blob) => file) }));

beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  removeGeolocation();
  // antd-mobile renders dialogs into their own root, outside what cleanup() removes.
  Dialog.clear();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

// A dialog animates in with pointer-events off; a person waits, the test need not.
const tap = userEvent.setup({ pointerEventsCheck: 0 });

const open = (id: string) => renderScreen(<OrderDetailScreen />, { path: `${paths.orderDetail}?id=${id}`, route: paths.orderDetail });

/** Confirms the step guard's dialog (utils/step-guard.ts) the way a person does: its 确定. */
async function confirmGuard(title: string) {
  await tap.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: '确定' }));
}

/** The bar of the one next step, and the names of its buttons. */
async function actions() {
  const bar = await screen.findByRole('group', { name: '订单操作' });
  return within(bar)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('Order detail: one next step per status', () => {
  it.each([
    ['pendingAccept', 'so_202611220007', '去接单'],
    ['accepted', 'so_202611220005', '出发'],
    ['departed', 'so_202611220002', '确认到达'],
    ['arrived', 'so_202611220002', '开始服务'],
    ['inService', 'so_202611220002', '完成服务'],
  ])('%s shows only "%s"', async (example, id, action) => {
    stubApi({ getServiceOrderDetail: { body: detail(example) } });
    open(id);
    await waitFor(async () => expect(await actions()).toEqual([action]));
  });

  it('completed shows the review written and no step once reviewed; "review the customer" while it may', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('completed') } });
    const first = open('so_202611200016');
    const review = await screen.findByRole('region', { name: '我对客户的评价' });
    expect(within(review).getByText('环境整洁')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '订单操作' })).not.toBeInTheDocument();
    first.unmount();

    stubApi({ getServiceOrderDetail: { body: detail('completed', (d) => ((d.canAppraise = true), (d.customerReview = null))) } });
    const { router } = open('so_202611200016');
    await waitFor(async () => expect(await actions()).toEqual(['评价客户']));
    await userEvent.click(screen.getByRole('button', { name: '评价客户' }));
    expect(router.state.location.pathname).toBe(paths.orderAppraise);
  });

  it('shows a bad tag of the worker\'s review apart from the good ones (issue 52: 爽约 was green like praise)', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('completed', (d) => (d.customerReview = { ...(d.customerReview as object), tags: ['守时', '爽约'] })) } });
    open('so_202611200016');
    const review = await screen.findByRole('region', { name: '我对客户的评价' });
    expect(within(review).getByText('爽约')).toHaveClass('order-chips__bad');
    expect(within(review).getByText('守时')).not.toHaveClass('order-chips__bad');
  });

  it('the progress says when the service started, between the arrival and the completion', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('completed') } });
    open('so_202611200016');
    const progress = await screen.findByRole('region', { name: '订单进度' });
    const terms = within(progress).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms.slice(terms.indexOf('到达时间'))).toEqual(['到达时间', '开始服务时间', '完成时间']);
    expect(within(progress).getByText('开始服务时间').parentElement).toHaveTextContent('开始服务时间2026/11/21 20:00');
  });

  it('cancelled shows who cancelled, why and the compensation, and no step', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('cancelled') } });
    open('so_202611210005');
    const cancelled = await screen.findByRole('region', { name: '订单已取消' });
    expect(within(cancelled).getByText('客户取消')).toBeInTheDocument();
    expect(within(cancelled).getByText('客户临时有事，取消预约')).toBeInTheDocument();
    expect(within(cancelled).getByText('¥30.00')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '订单操作' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '联系客户' })).not.toBeInTheDocument();
  });

  it('in service shows the timer from the remaining seconds, the extension and the income with it', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('inService') } });
    open('so_202611220002');
    expect(await screen.findByRole('timer', { name: '服务计时' })).toHaveTextContent('30:00');
    expect(screen.getByText(/加钟 \+30分钟/)).toBeInTheDocument();
    expect(screen.getByText('加钟 30分钟 · ¥99.00')).toBeInTheDocument();
    expect(screen.getByText('¥238.20')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '健康提示' })).toHaveTextContent('腰椎间盘突出，腰部请勿重按');
  });
});

describe('Order detail: a refresh that fails', () => {
  // The worker outside the door, in a lift or on a captive Wi-Fi: the order must stay.
  it.each(REFRESH_FAILURES)('for %s keeps the order (address, next step) and says it was not refreshed and when; no error', async (_, failure) => {
    let failing = false;
    stubApi({ getServiceOrderDetail: () => (failing ? failure() : { body: detail('accepted') }) });
    const { queryClient } = open('so_202611220005');
    expect(await screen.findByText('天山路600弄 3号楼 1502室')).toBeInTheDocument();

    failing = true;
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(notRefreshed()).toHaveLength(1));
    expect(screen.getByText('天山路600弄 3号楼 1502室')).toBeInTheDocument();
    expect(await actions()).toEqual(['出发']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Order detail: the way to the safety centre', () => {
  it('an active order links to the safety centre with its id', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('inService') } });
    open('so_202611220002');
    const region = await screen.findByRole('region', { name: '安全中心' });
    expect(within(region).getByRole('link', { name: '安全中心' })).toHaveAttribute('href', `${paths.safety}?orderId=so_202611220002`);
  });

  it.each([
    ['pendingAccept', 'so_202611220007'],
    ['cancelled', 'so_202611220005'],
  ])('%s has no link to it', async (example, id) => {
    stubApi({ getServiceOrderDetail: { body: detail(example) } });
    open(id);
    await screen.findByRole('region', { name: '订单进度' });
    expect(screen.queryByRole('link', { name: '安全中心' })).toBeNull();
  });
});

describe('Order detail: the step guards', () => {
  it.each([
    ['accepted', 'so_202611220005', '出发', '确认出发？', 'departServiceOrder'],
    ['arrived', 'so_202611220002', '开始服务', '确认开始服务？', 'startServiceOrder'],
  ])('%s: a tap on "%s" then 取消 in "%s" sends nothing', async (example, id, action, title, operation) => {
    const geolocation = fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    const calls = stubApi({ getServiceOrderDetail: { body: detail(example) } });
    open(id);
    await userEvent.click(await screen.findByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await tap.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === operation)).toHaveLength(0);
    // Cancelled before the position is read: nothing of the step happened.
    expect(geolocation).not.toHaveBeenCalled();
    expect(await actions()).toEqual([action]);
  });

  it('the departure names what it records', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('accepted') } });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '出发' }));
    expect(await screen.findByRole('dialog', { name: '确认出发？' })).toHaveTextContent('将记录您的位置');
  });
});

describe('Order detail: the timer keeps the server\'s clock', () => {
  it('an answer kept on the phone from 10 minutes ago (a reload offline) shows 10 minutes less, not the booked time', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: 'so_202611220002' }), detail('inService'), { updatedAt: Date.now() - 10 * 60_000 });
    stubApi({ getServiceOrderDetail: { body: detail('inService') } });
    renderScreen(<OrderDetailScreen />, { path: `${paths.orderDetail}?id=so_202611220002`, route: paths.orderDetail, queryClient });
    // The example's answer said 30:00 left when it was built.
    const timer = await screen.findByRole('timer', { name: '服务计时' });
    expect(timer).toHaveTextContent(/^(20:00|19:59)$/);
  });
});

describe('Order detail: the steps', () => {
  it('departs once for a double tap, with the position (GCJ-02), and shows the order the server answered', async () => {
    fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      departServiceOrder: { body: contractExample('departServiceOrder') },
    });
    open('so_202611220005');
    doubleTap(await screen.findByRole('button', { name: '出发' }));
    await confirmGuard('确认出发？');

    await waitFor(async () => expect(await actions()).toEqual(['确认到达']));
    // One dialog for the double tap.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The step shows at the tap (the outbox keeps it); the call goes right after it, once.
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'departServiceOrder')).toHaveLength(1));
    const body = calls.find((c) => c.operationId === 'departServiceOrder')?.body as { id: string; latitude: number; longitude: number };
    expect(body.id).toBe('so_202611220005');
    // Shanghai's WGS-84 to GCJ-02 offset is about -0.002 latitude, +0.0045 longitude.
    expect(body.latitude).toBeCloseTo(31.18, 2);
    expect(body.longitude).toBeCloseTo(121.4217, 2);
  });

  it('the first time, explains why the location is needed before asking for it, and departs once the worker goes on', async () => {
    localStorage.removeItem('worker_permission_explained_location');
    const geolocation = fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      departServiceOrder: { body: contractExample('departServiceOrder') },
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '出发' }));
    await confirmGuard('确认出发？');
    expect(await screen.findByText('用于显示您的当前位置，以便接单、出发和到达打卡。')).toBeInTheDocument();
    expect(geolocation).not.toHaveBeenCalled();
    // The dialog is still fading in (pointer-events: none): press its button directly.
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    await waitFor(() => expect(calls.some((c) => c.operationId === 'departServiceOrder')).toBe(true));
    // Read after the explanation (the order on its way reads it again, for the check-in's distance and the estimate).
    expect(geolocation).toHaveBeenCalled();
    expect(calls.find((c) => c.operationId === 'departServiceOrder')?.body).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('a refused position still departs, with the last known position and its age: the server decides', async () => {
    fakeGeolocation({ code: 1 });
    localStorage.setItem('cache:last-position', JSON.stringify({ latitude: 31.2, longitude: 121.43, at: Date.now() - 120_000 }));
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      departServiceOrder: { body: contractExample('departServiceOrder') },
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '出发' }));
    await confirmGuard('确认出发？');
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'departServiceOrder')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'departServiceOrder')?.body).toMatchObject({ latitude: 31.2, longitude: 121.43, positionAgeSeconds: expect.closeTo(120, -1) });
    await waitFor(async () => expect(await actions()).toEqual(['确认到达']));
  });

  it('the departure is on the phone and on screen at the tap, before the position comes', async () => {
    // The GPS answers nothing (indoors): the tap is kept all the same, and the order moves on.
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn() } });
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      departServiceOrder: { body: contractExample('departServiceOrder') },
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '出发' }));
    await confirmGuard('确认出发？');
    await waitFor(async () => expect(await actions()).toEqual(['确认到达']));
    const kept = JSON.parse(localStorage.getItem('worker_outbox')!).intents;
    expect(kept).toEqual([expect.objectContaining({ kind: 'departServiceOrder', orderId: 'so_202611220005', state: 'pending' })]);
    expect(screen.getByText(/出发已保存在手机上，待同步/)).toBeInTheDocument();
    // It waits for a fresh fix (at most 15 s) before it goes.
    expect(calls.filter((c) => c.operationId === 'departServiceOrder')).toHaveLength(0);
  });

  it('arrives with a check-in photo uploaded with progress and the position', async () => {
    fakeGeolocation({ coords: { latitude: 31.2037, longitude: 121.4383 } });
    let finishUpload: (value: { url: string; name: string; size: number }) => void = () => {};
    vi.mocked(uploadFile).mockImplementation(({ onProgress }) => {
      onProgress?.(40);
      return new Promise((resolve) => (finishUpload = resolve));
    });
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('departed') },
      arriveServiceOrder: { body: contractExample('arriveServiceOrder') },
    });
    open('so_202611220002');

    // Without a photo nothing is sent.
    await userEvent.click(await screen.findByRole('button', { name: '确认到达' }));
    expect(calls.filter((c) => c.operationId === 'arriveServiceOrder')).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('拍摄门口照片'), photoFile());
    // The bar shows at once; the upload code arrives, and the upload reports its progress.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '门口照片' })).toHaveAttribute('aria-valuenow', '40'));
    expect(vi.mocked(uploadFile).mock.calls[0][0]).toMatchObject({ folder: 'order/checkin', suffix: 'png' });
    finishUpload({ url: 'https://cdn.example-massage.cn/order/checkin/a.jpg', name: 'a.jpg', size: 1000 });
    expect(await screen.findByText('照片已上传')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '确认到达' }));
    await confirmGuard('确认已到达？');
    await waitFor(async () => expect(await actions()).toEqual(['开始服务']));
    expect(calls.find((c) => c.operationId === 'arriveServiceOrder')?.body).toMatchObject({
      id: 'so_202611220002',
      checkInPhoto: 'https://cdn.example-massage.cn/order/checkin/a.jpg',
    });
  });

  it('arrives at once while the door photo still uploads on a dead network: the photo is kept and goes with the step', async () => {
    fakeGeolocation({ coords: { latitude: 31.2037, longitude: 121.4383 } });
    // The upload never answers (the phone says online; nothing gets through).
    vi.mocked(uploadFile).mockImplementation(() => new Promise(() => undefined));
    stubApi({ getServiceOrderDetail: { body: detail('departed') } });
    open('so_202611220002');
    await userEvent.upload(await screen.findByLabelText('拍摄门口照片'), photoFile('door.png'));
    expect(await screen.findByText('照片已保存在手机上，将随打卡一起发送')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认到达' }));
    await confirmGuard('确认已到达？');
    await waitFor(async () => expect(await actions()).toEqual(['开始服务']));
    const kept = JSON.parse(localStorage.getItem('worker_outbox')!).intents;
    expect(kept).toEqual([expect.objectContaining({ kind: 'arriveServiceOrder', files: [expect.objectContaining({ field: 'checkInPhoto', folder: 'order/checkin' })] })]);
  });

  it('starts the service and shows the timer', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('arrived') },
      startServiceOrder: { body: contractExample('startServiceOrder') },
    });
    open('so_202611220002');
    doubleTap(await screen.findByRole('button', { name: '开始服务' }));
    await confirmGuard('确认开始服务？');
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'startServiceOrder')).toHaveLength(1));
    expect(await screen.findByRole('timer', { name: '服务计时' })).toHaveTextContent('1:30:00');
  });

  /** A privacy number valid until `expiresAt`. */
  const privacyNumber = (expiresAt: string) => {
    const body = contractExample<{ data: { expiresAt: string } }>('createServiceOrderPrivacyCall');
    body.data.expiresAt = expiresAt;
    return { body };
  };

  it('calls the customer through a privacy number', async () => {
    stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      createServiceOrderPrivacyCall: privacyNumber(new Date(Date.now() + 3 * 60_000).toISOString()),
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '联系客户' }));
    // The phone permission is explained first, once.
    const why = await screen.findByRole('dialog', { name: '需要拨打电话' });
    await tap.click(within(why).getByRole('button', { name: '继续' }));
    expect(await screen.findByRole('link', { name: '拨打 17052184396' })).toHaveAttribute('href', 'tel:17052184396');
  });

  it("says the privacy number's date when it ends on another day, and once it ended offers a new number instead", async () => {
    // Two minutes before midnight in Beijing; the number lasts three minutes.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-22T23:58:00+08:00') });
    try {
      const calls = stubApi({
        getServiceOrderDetail: { body: detail('accepted') },
        createServiceOrderPrivacyCall: () => privacyNumber(new Date(Date.now() + 3 * 60_000).toISOString()),
      });
      open('so_202611220005');
      await userEvent.click(await screen.findByRole('button', { name: '联系客户' }));
      await tap.click(within(await screen.findByRole('dialog', { name: '需要拨打电话' })).getByRole('button', { name: '继续' }));
      expect(await screen.findByRole('link', { name: '拨打 17052184396' })).toBeInTheDocument();
      expect(screen.getByText('隐私号码，请用本机号码拨打，2026/11/23 00:01前有效')).toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(await screen.findByRole('status')).toHaveTextContent('号码 17052184396 已过期，请重新获取');
      expect(screen.queryByRole('link', { name: /拨打/ })).toBeNull();
      await tap.click(screen.getByRole('button', { name: '重新获取号码' }));
      const why = screen.queryByRole('dialog', { name: '需要拨打电话' });
      if (why) await tap.click(within(why).getByRole('button', { name: '继续' }));
      expect(await screen.findByRole('link', { name: '拨打 17052184396' })).toBeInTheDocument();
      expect(screen.getByText('隐私号码，请用本机号码拨打，00:04前有效')).toBeInTheDocument();
      expect(calls.filter((c) => c.operationId === 'createServiceOrderPrivacyCall')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for no privacy number when the worker declines the phone permission', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('accepted') },
      createServiceOrderPrivacyCall: { body: contractExample('createServiceOrderPrivacyCall') },
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '联系客户' }));
    await tap.click(within(await screen.findByRole('dialog', { name: '需要拨打电话' })).getByRole('button', { name: '暂不' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'createServiceOrderPrivacyCall')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '联系客户' })).toBeInTheDocument();
  });

  it('navigates through the location page, with the address coordinates and its label', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('accepted') } });
    const { router } = open('so_202611220005');
    await userEvent.click(await screen.findByRole('link', { name: '导航到这里' }));
    expect(router.state.location.pathname).toBe(paths.locationOpen);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('lat')).toBe('31.21358');
    expect(search.get('lng')).toBe('121.39786');
    expect(search.get('name')).toBe('天山路600弄 3号楼 1502室');
    expect(search.get('address')).toBe('上海市长宁区天山路600弄 3号楼 1502室');
  });

  it('reloads the order when a step is refused because the order moved on', async () => {
    fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    let gets = 0;
    stubApi({
      getServiceOrderDetail: () => ({ body: detail(gets++ === 0 ? 'accepted' : 'cancelled') }),
      departServiceOrder: { status: 400, body: contractExample('departServiceOrder', 'statusChanged', '400') },
    });
    open('so_202611220005');
    await userEvent.click(await screen.findByRole('button', { name: '出发' }));
    await confirmGuard('确认出发？');
    expect(await screen.findByText('订单状态已变化，请刷新后重试')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '订单已取消' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: '订单操作' })).not.toBeInTheDocument());
  });
});
