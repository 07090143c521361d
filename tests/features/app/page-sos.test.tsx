// The floating SOS of the shell (app/layouts/page-sos.tsx): on Home always; on an order's page only
// while the order is active (departed to completed), read from the page's own answer in the cache.
// Pressed on Home, it sends the order under way the phone knows of (issue 37: "the order in service
// wherever it was pressed"): from its detail or a list's row, with the steps still on the phone.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { getListServiceOrdersQueryKey } from '@generated/api/orders/list-service-orders';
import { PageSos } from '@/app/layouts/page-sos';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { change as submit } from '@/lib/outbox';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { detail, fakeGeolocation, removeGeolocation } from '../orders/support';

const ID = 'so_202611220002';
/** Another order of the list (accepted in the contract's example). */
const OTHER = 'so_202611220005';

/** The order page's answer in the cache, as the page left it (`ageSeconds` ago); nothing is fetched for the SOS. */
function withOrder(example: string, { queryClient = testQueryClient(), ageSeconds = 0 }: { queryClient?: QueryClient; ageSeconds?: number } = {}) {
  queryClient.setQueryData(getGetServiceOrderDetailQueryKey({ id: ID }), detail(example), { updatedAt: Date.now() - ageSeconds * 1000 });
  return queryClient;
}

type Row = { id: string; status: string };

/** The Orders tab's list as its page left it (paged, `ageSeconds` ago), its rows changed by `change`. */
function withList(change: (rows: Row[]) => Row[], { queryClient = testQueryClient(), ageSeconds = 0 }: { queryClient?: QueryClient; ageSeconds?: number } = {}) {
  const { data } = contractExample<{ data: { rows: Row[]; total: number } }>('listServiceOrders');
  const rows = change(data.rows);
  const key = [...getListServiceOrdersQueryKey({ status: 'active' }), { pageSize: 20 }];
  queryClient.setQueryData(key, { pages: [{ ...data, rows, total: rows.length }], pageParams: [1] }, { updatedAt: Date.now() - ageSeconds * 1000 });
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

describe('the SOS pressed on Home', () => {
  const dial = vi.fn();
  beforeEach(() => {
    localStorage.setItem('worker_permission_explained_location', '1');
    saveSession('tok', Date.now() + 3_600_000, 'w_10024');
    window.WorkerNative = { dial };
    fakeGeolocation({ coords: { latitude: 31.19814, longitude: 121.43783 } });
  });
  afterEach(() => {
    delete window.WorkerNative;
    dial.mockReset();
    removeGeolocation();
  });

  /** Home with what the phone holds (and what `before` keeps on it); a 2 s hold; the alert's body. */
  async function holdOnHome(queryClient: QueryClient, { stubs = {}, before }: { stubs?: Parameters<typeof stubApi>[0]; before?: () => void } = {}) {
    await loadNamespaces('safety');
    const calls = stubApi({ createSosAlert: { body: contractExample('createSosAlert') }, ...stubs });
    before?.();
    renderScreen(<PageSos forOrder={false} />, { queryClient });
    const sos = await screen.findByRole('button', { name: 'SOS 紧急呼救' });
    fireEvent.pointerDown(sos, { button: 0 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
    fireEvent.pointerUp(sos);
    expect(dial).toHaveBeenCalledWith('110');
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createSosAlert')).toHaveLength(1));
    return calls.find((c) => c.operationId === 'createSosAlert')!.body as Record<string, unknown>;
  }

  it('sends the order in service whose detail the phone holds', async () => {
    expect(await holdOnHome(withOrder('inService'))).toMatchObject({ orderId: ID });
  }, 10_000);

  it("sends the order in service the phone knows only from the Orders tab's list", async () => {
    expect(await holdOnHome(withList((rows) => rows))).toMatchObject({ orderId: ID });
  }, 10_000);

  it('sends the order the worker started on the phone (the start still on its way) over another the answers show at a door', async () => {
    // The order's detail from a minute ago says arrived; a newer list shows another order arrived too.
    const queryClient = withOrder('arrived', { ageSeconds: 60 });
    withList((rows) => rows.filter((row) => row.id !== ID).map((row) => (row.id === OTHER ? { ...row, status: 'arrived' } : row)), { queryClient });
    const body = await holdOnHome(queryClient, {
      // The start goes and is not answered (a slow network): on the phone, the order is in service.
      stubs: { startServiceOrder: () => new Promise(() => undefined) },
      before: () => void submit('startServiceOrder', { id: ID }, { orderId: ID }),
    });
    expect(body).toMatchObject({ orderId: ID });
  }, 10_000);

  it('without a step on the phone, sends the order the newest answer shows under way', async () => {
    const queryClient = withOrder('arrived', { ageSeconds: 60 });
    withList((rows) => rows.filter((row) => row.id !== ID).map((row) => (row.id === OTHER ? { ...row, status: 'arrived' } : row)), { queryClient });
    expect(await holdOnHome(queryClient)).toMatchObject({ orderId: OTHER });
  }, 10_000);

  it('sends no order when the phone knows none under way, or only from an answer hours old', async () => {
    const queryClient = withOrder('inService', { ageSeconds: 7 * 3_600 });
    withList((rows) => rows.filter((row) => row.id !== ID), { queryClient });
    expect(await holdOnHome(queryClient)).not.toHaveProperty('orderId');
  }, 10_000);
});
