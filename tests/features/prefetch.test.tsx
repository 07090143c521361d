// A tab's first calls start with its code (the route's prefetch), and the screen then uses those
// answers: one call each, the screen showing what they said. The app's query client (answers stay
// fresh for 30 s), as the router and the screens share it.
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchShell } from '@/app/layouts/tab-shell';
import { createQueryClient } from '@/app/providers';
import { prefetchHome } from '@/features/home/api/use-home';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { prefetchMine } from '@/features/mine/api/use-mine';
import { MineScreen } from '@/features/mine/screens/mine-screen';
import { useUnreadMessageCount } from '@/features/messages/api/use-unread-message-count';
import { prefetchMessages } from '@/features/messages/api/use-messages';
import { MessagesScreen } from '@/features/messages/screens/messages-screen';
import { useOrderCounts } from '@/features/orders/api/use-order-counts';
import { prefetchOrderDetail, prefetchOrders } from '@/features/orders/api/use-orders';
import { OrderDetailScreen } from '@/features/orders/screens/order-detail-screen';
import { OrdersScreen } from '@/features/orders/screens/orders-screen';
import { paths } from '@/config/paths';
import { contractExample } from '../support/contract';
import { renderScreen, stubApi } from '../support/render';

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});

afterEach(() => vi.unstubAllGlobals());

const answered = (calls: { operationId: string }[]) => calls.map((c) => c.operationId).sort();
const at = (query = '') => ({ params: {}, search: new URLSearchParams(query) });
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

describe('prefetch', () => {
  it("starts Home's calls before it renders, and Home asks nothing again", async () => {
    const calls = stubApi({
      getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
      listServiceOrderOffers: { body: contractExample('listServiceOrderOffers') },
      getComponentsDynamicData: { body: contractExample('getComponentsDynamicData') },
    });
    const queryClient = createQueryClient();
    prefetchHome(queryClient);
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getComponentsDynamicData', 'getWorkerHomeSummary', 'listServiceOrderOffers']);

    renderScreen(<HomeScreen />, { queryClient });
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '活动推荐' })).toBeInTheDocument();
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getComponentsDynamicData', 'getWorkerHomeSummary', 'listServiceOrderOffers']);
  });

  it("starts Mine's calls before it renders, and Mine asks nothing again", async () => {
    const calls = stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') }, getMyWallet: { body: contractExample('getMyWallet') } });
    const queryClient = createQueryClient();
    prefetchMine(queryClient);
    await settled(queryClient);
    renderScreen(<MineScreen />, { queryClient });
    expect(await screen.findByRole('heading', { name: '李师傅' })).toBeInTheDocument();
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getMyWallet', 'getWorkerInfo']);
  });

  it("starts the tab badges' calls, which the badges then read", async () => {
    const calls = stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') },
    });
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await settled(queryClient);
    function Badges() {
      return (
        <p>
          {useOrderCounts().data?.pendingAccept ?? '?'} / {useUnreadMessageCount()}
        </p>
      );
    }
    renderScreen(<Badges />, { queryClient });
    const counts = contractExample<{ data: { pendingAccept: number } }>('getServiceOrderCounts').data.pendingAccept;
    const unread = contractExample<{ data: { total: number } }>('getMessageUnreadCount').data.total;
    expect(await screen.findByText(`${counts} / ${unread}`)).toBeInTheDocument();
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getMessageUnreadCount', 'getServiceOrderCounts']);
  });

  it("starts the Orders list of the URL's tab, which the tab then shows without asking again", async () => {
    const calls = stubApi({
      getServiceOrderCounts: { body: contractExample('getServiceOrderCounts') },
      listServiceOrders: { body: contractExample('listServiceOrders') },
    });
    const queryClient = createQueryClient();
    prefetchOrders(queryClient, at('tab=active'));
    await settled(queryClient);
    expect(calls.map((c) => [c.operationId, c.url.searchParams.get('status')])).toEqual([['listServiceOrders', 'active']]);

    renderScreen(<OrdersScreen />, { path: `${paths.orders}?tab=active`, route: paths.orders, queryClient });
    expect(await screen.findByRole('list', { name: '进行中订单' })).toBeInTheDocument();
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getServiceOrderCounts', 'listServiceOrders']);
  });

  it('starts the first page of the Messages list (every category), which the tab then shows', async () => {
    const calls = stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    const queryClient = createQueryClient();
    prefetchMessages(queryClient);
    await settled(queryClient);
    expect(calls.map((c) => [c.operationId, c.url.searchParams.get('category'), c.url.searchParams.get('pageIndex')])).toEqual([['listMessages', null, '1']]);

    renderScreen(<MessagesScreen />, { path: paths.messages, queryClient });
    expect(await screen.findByRole('list', { name: '消息列表' })).toBeInTheDocument();
    await settled(queryClient);
    expect(answered(calls)).toEqual(['getMessageUnreadCount', 'listMessages']);
  });

  it("starts the order page's call for the URL's id, and nothing without one", async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: contractExample('getServiceOrderDetail', 'completed') } });
    const queryClient = createQueryClient();
    prefetchOrderDetail(queryClient, at());
    prefetchOrderDetail(queryClient, at('id=so_202611200016'));
    await settled(queryClient);
    expect(calls.map((c) => [c.operationId, c.url.searchParams.get('id')])).toEqual([['getServiceOrderDetail', 'so_202611200016']]);

    renderScreen(<OrderDetailScreen />, { path: `${paths.orderDetail}?id=so_202611200016`, route: paths.orderDetail, queryClient });
    expect(await screen.findByRole('region', { name: '我对客户的评价' })).toBeInTheDocument();
    await settled(queryClient);
    expect(calls).toHaveLength(1);
  });
});
