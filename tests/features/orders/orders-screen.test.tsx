import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { OrdersScreen } from '@/features/orders/screens/orders-screen';
import { change as submit } from '@/lib/outbox';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { startSignedIn } from './support';

startSignedIn();

afterEach(() => vi.unstubAllGlobals());

const statusOf = (call: { url: URL }) => call.url.searchParams.get('status');

describe('Orders tab', () => {
  it('shows the counts on the status tabs and the offers as cards that open the receive page', async () => {
    const calls = stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      listServiceOrders: { body: contractExample('listServiceOrders') },
    });
    renderScreen(<OrdersScreen />, { path: paths.orders });

    expect(await screen.findByRole('tab', { name: '待接单 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已完成 2' })).toHaveAttribute('aria-selected', 'false');
    const list = await screen.findByRole('list', { name: '待接单订单' });
    const offer = within(list).getByRole('link', { name: /全身精油SPA 90分钟.*王女士/ });
    expect(offer).toHaveAttribute('href', `${paths.orderReceive}?id=so_202611220007`);
    expect(within(offer).getByText('有健康备注')).toBeInTheDocument();
    expect(within(offer).getByText('收入 ¥178.80')).toBeInTheDocument();
    expect(within(offer).getByText('剩余 10:00')).toBeInTheDocument();
    // Any other status opens the detail; a cancelled one shows its compensation.
    expect(within(list).getByRole('link', { name: /肩颈推拿 60分钟.*陈先生/ })).toHaveAttribute('href', `${paths.orderDetail}?id=so_202611220005`);
    expect(within(list).getByText('补偿 ¥30.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'listServiceOrders').map(statusOf)).toEqual(['pending_accept']);
  });

  it('a card says 待同步 and where the worker left the order while a step waits on the phone', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      listServiceOrders: { body: contractExample('listServiceOrders') },
    });
    // Departed offline: kept in the outbox.
    await submit('departServiceOrder', { id: 'so_202611220005' }, { orderId: 'so_202611220005' }).outcome;
    // The lists answer (the network back); the step still waits for its turn on the phone.
    offline.mockRestore();
    renderScreen(<OrdersScreen />, { path: paths.orders });
    const list = await screen.findByRole('list', { name: '待接单订单' });
    const card = within(list).getByRole('link', { name: /肩颈推拿 60分钟.*陈先生/ });
    expect(within(card).getByText('待同步')).toBeInTheDocument();
    expect(within(card).getByText('已出发')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /全身精油SPA 90分钟.*王女士/ })).not.toHaveTextContent('待同步');
  });

  it('switching the tab loads that status and keeps the choice in the address', async () => {
    const calls = stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      listServiceOrders: { body: contractExample('listServiceOrders') },
    });
    const { router } = renderScreen(<OrdersScreen />, { path: paths.orders });
    await screen.findByRole('list', { name: '待接单订单' });

    await userEvent.click(screen.getByRole('tab', { name: '进行中 2' }));
    expect(screen.getByRole('tab', { name: '进行中 2' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: '进行中订单' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'listServiceOrders').map(statusOf)).toEqual(['pending_accept', 'active']));
    expect(router.state.location.search).toBe('?tab=active');

    await userEvent.click(screen.getByRole('tab', { name: '已取消 1' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'listServiceOrders').map(statusOf)).toContain('cancelled'));
  });

  it('says so when a tab has no orders', async () => {
    stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts', 'empty') },
      listServiceOrders: { body: contractExample('listServiceOrders', 'empty') },
    });
    renderScreen(<OrdersScreen />, { path: `${paths.orders}?tab=completed`, route: paths.orders });
    expect(await screen.findByText('暂无已完成的订单')).toBeInTheDocument();
    // No badge numbers when there is nothing to count.
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says what went wrong when the list fails, and retries', async () => {
    let fail = true;
    stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      listServiceOrders: () => (fail ? { status: 429, body: { code: 429, msg: 'busy' } } : { body: contractExample('listServiceOrders') }),
    });
    renderScreen(<OrdersScreen />, { path: paths.orders });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '待接单订单' })).toBeInTheDocument();
  });
});
