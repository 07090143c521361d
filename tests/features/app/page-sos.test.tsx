// The floating SOS of the shell (app/layouts/page-sos.tsx): on Home always; on an order's page only
// while the order is active (departed to completed), read from the page's own answer in the cache.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { PageSos } from '@/app/layouts/page-sos';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { detail } from '../orders/support';

const ID = 'so_202611220002';

/** The order page's answer in the cache, as the page left it; nothing is fetched for the SOS. */
function withOrder(example: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: ID }), detail(example));
  return queryClient;
}

const sos = () => screen.queryByRole('button', { name: 'SOS 紧急呼救' });

describe('the floating SOS', () => {
  it('shows on Home always', async () => {
    await loadNamespaces('safety');
    renderScreen(<PageSos forOrder={false} />);
    expect(await screen.findByRole('button', { name: 'SOS 紧急呼救' })).toBeInTheDocument();
  });

  it.each(['departed', 'arrived', 'inService', 'completed'])('shows on the page of an active order (%s)', async (example) => {
    await loadNamespaces('safety');
    renderScreen(<PageSos forOrder orderId={ID} />, { queryClient: withOrder(example) });
    expect(await screen.findByRole('button', { name: 'SOS 紧急呼救' })).toBeInTheDocument();
  });

  it.each(['pendingAccept', 'accepted', 'cancelled'])('does not show on the page of an order that is not active (%s)', async (example) => {
    await loadNamespaces('safety');
    const calls = stubApi({});
    renderScreen(
      <>
        <p>page</p>
        <PageSos forOrder orderId={ID} />
      </>,
      { queryClient: withOrder(example) },
    );
    await screen.findByText('page');
    expect(sos()).toBeNull();
    expect(calls.filter((c) => c.operationId === 'getServiceOrderDetail')).toHaveLength(0);
  });

  it('does not show before the order page has its answer, and asks for none itself', async () => {
    await loadNamespaces('safety');
    const calls = stubApi({});
    renderScreen(<PageSos forOrder orderId={ID} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sos()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
