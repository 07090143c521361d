// The kept answers at every start (issue 37): a phone in a lift or on a captive Wi-Fi says it is
// online while nothing gets through, and a reload offline may not say it is offline either. The
// start restores what the phone kept before the first render whatever the phone says, so the order
// the worker stands outside shows at once, and its failed refresh then says so instead of an error.
// IndexedDB is a map in memory here (happy-dom has none).
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/orders';
import { startApp } from '@/app/app';
import { persistQueries } from '@/lib/offline/persist';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { notRefreshed } from '../../support/refresh';

const db = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => (_mode: string, callback: (store: unknown) => unknown) => Promise.resolve(callback({ transaction: { db: { close: () => undefined } } })),
  get: async (key: string) => db.get(key),
  set: async (key: string, value: unknown) => void db.set(key, value),
  del: async (key: string) => void db.delete(key),
  setMany: async (pairs: [string, unknown][]) => pairs.forEach(([key, value]) => db.set(key, value)),
  delMany: async (keys: string[]) => keys.forEach((key) => db.delete(key)),
  keys: async () => [...db.keys()],
  entries: async () => [...db.entries()],
}));

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'so_202611220005';
const ADDRESS = '天山路600弄 3号楼 1502室';

it('an online start on a dead network shows the kept order at its first render, then says it could not refresh it; no error', async () => {
  vi.stubGlobal('indexedDB', { deleteDatabase: () => ({}) });
  saveSession('test-token', Date.now() + 86_400_000);
  // The last visit kept the order on the phone, ten minutes ago.
  const before = new QueryClient();
  before.setQueryData(getGetServiceOrderDetailQueryKey({ id: ORDER_ID }), contractExample('getServiceOrderDetail', 'accepted'), { updatedAt: Date.now() - 10 * 60_000 });
  const stop = persistQueries(before);
  await vi.waitFor(() => expect([...db.values()].join('\n')).toContain(ADDRESS), { timeout: 3000 });
  stop();

  // The phone says online; nothing gets through.
  expect(navigator.onLine).toBe(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  window.location.hash = `#/pages/order/detail?id=${ORDER_ID}`;
  const App = await startApp();
  render(<App />);
  expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();

  // Its refresh fails (once more after a second, as the network's failures are retried): the order stays, with its age.
  await waitFor(() => expect(notRefreshed()).toHaveLength(1), { timeout: 6000 });
  expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
}, 15_000);
