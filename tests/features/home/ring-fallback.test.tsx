// When the ring's own code cannot arrive (offline before it was fetched, with no service worker), a
// new offer still vibrates the phone, but never while the worker is in a service (issue 48): the
// in-service rule holds for the fallback too.
import { screen, waitFor } from '@testing-library/react';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';

vi.mock('@/features/home/utils/ring-new-offers', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const vibrate = vi.fn(() => true);

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
  localStorage.setItem('worker_id', 'w_1');
  vibrate.mockClear();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  stubApi({
    getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
    listServiceOrderOffers: { body: contractExample('listServiceOrderOffers') },
    getComponentsDynamicData: { body: contractExample('getComponentsDynamicData') },
  });
});
afterEach(() => Reflect.deleteProperty(navigator, 'vibrate'));

describe("a new offer whose ring's code cannot arrive", () => {
  it('still vibrates the phone', async () => {
    renderScreen(<HomeScreen />);
    expect(await screen.findByText(/足底反射疗法/)).toBeInTheDocument();
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
  });

  it('never while the worker is in a service', async () => {
    const queryClient = testQueryClient();
    const inService = contractExample<{ data: { id: string } }>('getServiceOrderDetail', 'inService');
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: inService.data.id }), inService);
    renderScreen(<HomeScreen />, { queryClient });
    expect(await screen.findByText(/足底反射疗法/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('worker_offers_seen')).toContain('w_1/so_202611220008'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vibrate).not.toHaveBeenCalled();
  });
});
