import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { OrderReceiveScreen } from '@/features/orders/screens/order-receive-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { OK, startSignedIn } from './support';

startSignedIn();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Detail = { data: { acceptRemainingSeconds: number | null } };
const offer = (seconds?: number) => {
  const body = contractExample<Detail>('getServiceOrderDetail', 'pendingAccept');
  if (seconds !== undefined) body.data.acceptRemainingSeconds = seconds;
  return body;
};
const at = `${paths.orderReceive}?id=so_202611220007`;

/** The decline sheet, once its opening animation lets taps through. */
async function declineSheet() {
  await userEvent.click(await screen.findByRole('button', { name: '拒绝' }));
  const sheet = await screen.findByRole('dialog', { name: '拒绝原因' });
  await waitFor(() => expect(sheet.closest('.adm-popup-body')).not.toHaveStyle({ pointerEvents: 'none' }));
  return sheet;
}
const open = () => renderScreen(<OrderReceiveScreen />, { path: at, route: paths.orderReceive });

describe('Receive an offer', () => {
  it('shows the offer with its countdown, health notes first, and accepts it into the detail', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: { body: contractExample('acceptServiceOrder') },
    });
    const { router } = open();

    expect(await screen.findByRole('timer', { name: '剩余接单时间' })).toHaveTextContent('10:00');
    expect(screen.getByText('全身精油SPA 90分钟')).toBeInTheDocument();
    expect(screen.getByText('接单后显示门牌号')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: '客户备注' });
    const health = within(notes).getByRole('note', { name: '健康提示' });
    expect(within(health).getByText('对薰衣草精油过敏')).toBeInTheDocument();
    expect(health.compareDocumentPosition(within(notes).getByText('请自带一次性床单，到楼下前电话联系')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('¥178.80')).toBeInTheDocument();

    const accept = screen.getByRole('button', { name: '接单' });
    doubleTap(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    expect(router.state.location.search).toBe('?id=so_202611220007');
    const accepts = calls.filter((c) => c.operationId === 'acceptServiceOrder');
    expect(accepts).toHaveLength(1);
    expect(accepts[0].body).toEqual({ id: 'so_202611220007', occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) });
  });

  it('an accept whose answer comes after the worker moved on does not move them again', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'acceptServiceOrder')).toHaveLength(1));
    await act(() => router.navigate(paths.messages));
    answer({ body: contractExample('acceptServiceOrder') });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe(paths.messages);
  });

  it('retries an accept whose answer was lost with the same Idempotency-Key, so the server accepts once', async () => {
    let tries = 0;
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: () => {
        tries += 1;
        // The first try's answer never comes back (the network dropped it): the server may have accepted.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { body: contractExample('acceptServiceOrder') };
      },
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '接单' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '接单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    const keys = calls.filter((c) => c.operationId === 'acceptServiceOrder').map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("an accept that got no answer on one offer does not lend its key to the next offer's accept", async () => {
    let tries = 0;
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { body: contractExample('acceptServiceOrder') };
      },
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));
    await waitFor(() => expect(tries).toBe(1));
    // The worker opens another offer: the same screen, another ?id.
    await act(() => router.navigate(`${paths.orderReceive}?id=so_202611220099`));
    await waitFor(() => expect(screen.getByRole('button', { name: '接单' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '接单' }));
    await waitFor(() => expect(tries).toBe(2));
    const accepts = calls.filter((c) => c.operationId === 'acceptServiceOrder');
    expect(accepts.map((c) => (c.body as { id: string }).id)).toEqual(['so_202611220007', 'so_202611220099']);
    const keys = accepts.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('declines once for a double tap, with a reason and a remark, then leaves the offer', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      declineServiceOrder: { body: OK },
    });
    const { router } = open();
    const sheet = await declineSheet();
    const confirm = within(sheet).getByRole('button', { name: '确认拒绝' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: '时间冲突' }));
    await userEvent.type(within(sheet).getByLabelText('补充说明（选填）'), '今晚已有两单');
    doubleTap(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orders));
    expect(calls.filter((c) => c.operationId === 'declineServiceOrder')).toHaveLength(1);
    expect(calls.find((c) => c.operationId === 'declineServiceOrder')?.body).toEqual({
      id: 'so_202611220007',
      reason: 'schedule_conflict',
      remark: '今晚已有两单',
      occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
    });
  });

  it('keeps the chosen reason and the remark when declining fails, says why, and lets the worker send again', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      declineServiceOrder: { status: 400, body: contractExample('declineServiceOrder', 'statusChanged', '400') },
    });
    open();
    const sheet = await declineSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: '距离太远' }));
    await userEvent.type(within(sheet).getByLabelText('补充说明（选填）'), '  明早再接  ');
    const confirm = within(sheet).getByRole('button', { name: '确认拒绝' });
    await userEvent.click(confirm);

    expect(await screen.findByText('订单状态已变化，请刷新后重试')).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: '距离太远' })).toBeChecked();
    expect(within(sheet).getByLabelText('补充说明（选填）')).toHaveValue('  明早再接  ');
    const declines = () => calls.filter((c) => c.operationId === 'declineServiceOrder');
    expect(declines()[0].body).toMatchObject({ reason: 'too_far', remark: '明早再接' });

    // Refused, the same sheet sends again with what it kept.
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(declines()).toHaveLength(2));
    expect(declines()[1].body).toMatchObject({ reason: 'too_far', remark: '明早再接' });
  });

  it('when the countdown reaches 0 the buttons stop and it says the offer expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ getServiceOrderDetail: { body: offer(3) } });
    open();
    const timer = await screen.findByRole('timer', { name: '剩余接单时间' });
    expect(timer).toHaveTextContent('00:03');
    expect(screen.getByRole('button', { name: '接单' })).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(timer).toHaveTextContent('00:00');
    expect(screen.getByRole('alert')).toHaveTextContent('该订单已超时，无法接单');
    expect(screen.getByRole('button', { name: '接单' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeDisabled();
    expect(calls.filter((c) => c.operationId === 'acceptServiceOrder')).toHaveLength(0);
  });

  it('an offer another worker took: says so, stops the buttons and reloads the order', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: { status: 400, body: contractExample('acceptServiceOrder', 'alreadyTaken', '400') },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('手慢了，该订单已被其他技师接单');
    expect(screen.getByRole('button', { name: '接单' })).toBeDisabled();
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'getServiceOrderDetail')).toHaveLength(2));
  });
});

describe('an offer taken', () => {
  it("leaves the offers and the counts the phone holds at once, so a refresh that fails next never shows it waiting", async () => {
    stubApi({
      getServiceOrderDetail: { body: offer() },
      acceptServiceOrder: { body: contractExample('acceptServiceOrder') },
    });
    const { testQueryClient } = await import('../../support/render');
    const { getListServiceOrderOffersQueryKey } = await import('@generated/api/orders/list-service-order-offers');
    const { getGetWorkerHomeSummaryQueryKey } = await import('@generated/api/mine/get-worker-home-summary');
    const { getGetServiceOrderCountsQueryKey } = await import('@generated/api/orders/get-service-order-counts');
    const queryClient = testQueryClient();
    // Home's answers as the phone keeps them: the offer among the offers, and the counts with it.
    type Offers = { data: { rows: { id: string }[]; total: number } };
    const offers = contractExample<Offers>('listServiceOrderOffers');
    offers.data.rows = [{ ...offers.data.rows[0], id: 'so_202611220007' }, ...offers.data.rows];
    offers.data.total = offers.data.rows.length;
    const offersKey = getListServiceOrderOffersQueryKey({ pageIndex: 1, pageSize: 20 });
    queryClient.setQueryData(offersKey, offers);
    const summary = contractExample<{ data: { pendingOffersCount: number } }>('getWorkerHomeSummary');
    queryClient.setQueryData(getGetWorkerHomeSummaryQueryKey(), summary);
    const counts = contractExample<{ data: { pendingAccept: number; active: number } }>('getServiceOrderCounts');
    queryClient.setQueryData(getGetServiceOrderCountsQueryKey(), counts);
    const { router } = renderScreen(<OrderReceiveScreen />, { path: at, route: paths.orderReceive, queryClient });
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    expect(queryClient.getQueryData<Offers>(offersKey)!.data.rows.map((row) => row.id)).not.toContain('so_202611220007');
    expect(queryClient.getQueryData<Offers>(offersKey)!.data.total).toBe(offers.data.total - 1);
    expect(queryClient.getQueryData<typeof summary>(getGetWorkerHomeSummaryQueryKey())!.data.pendingOffersCount).toBe(summary.data.pendingOffersCount - 1);
    expect(queryClient.getQueryData<typeof counts>(getGetServiceOrderCountsQueryKey())!.data).toMatchObject({ pendingAccept: counts.data.pendingAccept - 1, active: counts.data.active + 1 });
  });
});
