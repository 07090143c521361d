// Home rings for a new offer (features/home/utils/use-new-offer-alert.ts) once, with the nearest new
// offer's distance said, and not again after a reload; not while the worker is not accepting, is in a
// service or has turned every alert off. The native shell's `newOffer` asks the offers at once.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { NATIVE_EVENT } from '@/lib/native/bridge';
import { setOfferAlert } from '@/lib/offer-alert/settings';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';

const ring = vi.hoisted(() => vi.fn(async (_ring: object) => ({ sound: true, vibrated: true, notified: false, spoke: false })));
vi.mock('@/lib/offer-alert/ring', () => ({ ringNewOffer: ring }));

const summary = (onlineState: string) => {
  const body = contractExample<{ data: { onlineState: string } }>('getWorkerHomeSummary');
  body.data.onlineState = onlineState;
  return { body };
};
const stubHome = (onlineState = 'accepting', offers = () => ({ body: contractExample('listServiceOrderOffers') })) =>
  stubApi({
    getWorkerHomeSummary: summary(onlineState),
    listServiceOrderOffers: offers,
    getComponentsDynamicData: { body: contractExample('getComponentsDynamicData') },
  });

/**
 * Home up with its offers shown and sorted out (kept as seen), and a ring they would start begun: the
 * ring's module is asked after Home asked it, and a task later its call has been made.
 */
async function openHome(options?: Parameters<typeof renderScreen>[1]) {
  const view = renderScreen(<HomeScreen />, options);
  expect(await screen.findByText(/足底反射疗法/)).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem('worker_offers_seen')).toContain('w_1/so_202611220008'));
  await import('@/features/home/utils/ring-new-offers');
  await new Promise((resolve) => setTimeout(resolve));
  return view;
}

beforeEach(() => {
  ring.mockClear();
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
  localStorage.setItem('worker_id', 'w_1');
});

describe('a new offer rings', () => {
  it('once while accepting, saying the nearest new offer, and not again after a reload', async () => {
    stubHome();
    await openHome();
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(1));
    expect(ring).toHaveBeenCalledWith({
      settings: { sound: true, vibrate: true, voice: true },
      title: '新订单',
      line: '新订单，距您 2.3 公里',
      lang: 'zh-CN',
    });
    // A reload: the same offers, from the same phone.
    cleanup();
    await openHome();
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('not while the worker is resting, and an offer shown then does not ring later', async () => {
    stubHome('resting');
    await openHome();
    cleanup();
    stubHome('accepting');
    await openHome();
    expect(ring).not.toHaveBeenCalled();
  });

  it('not while the worker is in a service', async () => {
    stubHome();
    const queryClient = testQueryClient();
    const inService = contractExample<{ data: { id: string } }>('getServiceOrderDetail', 'inService');
    queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: inService.data.id }), inService);
    await openHome({ queryClient });
    expect(ring).not.toHaveBeenCalled();
  });

  it('not when the worker turned every alert off; with one on, as set', async () => {
    for (const channel of ['sound', 'vibrate', 'voice'] as const) setOfferAlert(channel, false);
    stubHome();
    await openHome();
    expect(ring).not.toHaveBeenCalled();

    cleanup();
    localStorage.removeItem('worker_offers_seen');
    setOfferAlert('vibrate', true);
    stubHome();
    await openHome();
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(1));
    expect(ring.mock.calls[0][0]).toMatchObject({ settings: { sound: false, vibrate: true, voice: false } });
  });

  it('loads the ring once the page is idle, not with what the screen draws; not at all if Home went before', async () => {
    // The browser's idle callbacks, held until the test says the page is idle.
    const held = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (work: () => void) => (held.set(++next, work), next));
    vi.stubGlobal('cancelIdleCallback', (id: number) => held.delete(id));
    const idle = () => act(() => [...held.keys()].forEach((id) => (held.get(id)?.(), held.delete(id))));
    try {
      stubHome();
      await openHome();
      expect(ring).not.toHaveBeenCalled();
      idle();
      await waitFor(() => expect(ring).toHaveBeenCalledTimes(1));

      // Home goes before the page is idle: its waiting ring goes with it.
      cleanup();
      ring.mockClear();
      localStorage.removeItem('worker_offers_seen');
      stubHome();
      await openHome();
      cleanup();
      idle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ring).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks the offers at once when the native shell says one came, and rings for it", async () => {
    let answers = 0;
    stubHome('accepting', () => {
      answers += 1;
      const body = contractExample<{ data: { rows: { id: string; distanceMeters: number }[] } }>('listServiceOrderOffers');
      if (answers > 1) body.data.rows.push({ ...body.data.rows[1], id: 'so_pushed', distanceMeters: 850 });
      return { body };
    });
    await openHome();
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(1));
    act(() => void window.dispatchEvent(new CustomEvent(NATIVE_EVENT, { detail: { type: 'newOffer', orderId: 'so_pushed' } })));
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(2));
    expect(ring.mock.calls[1][0]).toMatchObject({ line: '新订单，距您 850 米' });
    expect(answers).toBe(2);
  });
});
