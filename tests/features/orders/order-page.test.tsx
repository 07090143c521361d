// The frame the four order pages share (components/order-page.tsx), page by page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { OrderAppraiseScreen } from '@/features/orders/screens/order-appraise-screen';
import { OrderDetailScreen } from '@/features/orders/screens/order-detail-screen';
import { OrderPhotosScreen } from '@/features/orders/screens/order-photos-screen';
import { OrderReceiveScreen } from '@/features/orders/screens/order-receive-screen';
import { renderScreen, stubApi } from '../../support/render';
import { detail, startSignedIn } from './support';

startSignedIn();

afterEach(() => vi.unstubAllGlobals());

const PAGES: [string, string, ReactElement][] = [
  ['detail', paths.orderDetail, <OrderDetailScreen />],
  ['receive', paths.orderReceive, <OrderReceiveScreen />],
  ['photos', paths.orderPhotos, <OrderPhotosScreen />],
  ['appraise', paths.orderAppraise, <OrderAppraiseScreen />],
];

describe.each(PAGES)('The order %s page', (_name, path, element) => {
  it('without an id goes to the Orders tab and asks nothing', async () => {
    const calls = stubApi({});
    const { router } = renderScreen(element, { path, route: path });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orders));
    expect(calls).toHaveLength(0);
  });

  it("asks for the order in the URL, says what went wrong, and retries", async () => {
    let fail = true;
    const calls = stubApi({
      getServiceOrderDetail: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: detail('completed') }),
    });
    renderScreen(element, { path: `${path}?id=so_202611200016`, route: path });
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('id')).toBe('so_202611200016');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('服务器错误，请稍后再试')).not.toBeInTheDocument());
  });
});

describe.each(PAGES.slice(1))('The order %s page, for an order it has nothing to do with', (_name, path, element) => {
  it("says so and links to the order's detail", async () => {
    // Completed and already reviewed: no offer, no photos to take, no review to write.
    stubApi({ getServiceOrderDetail: { body: detail('completed') } });
    renderScreen(element, { path: `${path}?id=so_202611200016`, route: path });
    expect(await screen.findByRole('link', { name: '查看订单' })).toHaveAttribute('href', `${paths.orderDetail}?id=so_202611200016`);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
