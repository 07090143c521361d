// Loading a page: past 200 ms it says so; a page that has not arrived in 60 s
// (a code chunk: 120 s) fails as 'Loading chunk {id} failed' with its reason, and offers a retry.
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadingIndicator } from '@/app/loading-indicator';
import { chunkFailureReason, RouteError } from '@/app/route-error';
import { CHUNK_TIMEOUT_MS, PAGE_TIMEOUT_MS, within } from '@/lib/loading/deadline';

afterEach(() => vi.useRealTimers());

const never = new Promise<never>(() => undefined);

function app(lazyPage: () => Promise<{ Component: () => ReactElement }>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageLoadingIndicator />
            <Outlet />
          </>
        ),
        errorElement: <RouteError />,
        children: [
          { path: '/a', element: <Link to="/b">next page</Link> },
          { path: '/b', lazy: lazyPage },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page on its way', () => {
  it('says it is loading once it has taken 200 ms, and not before; the page replaces it', async () => {
    vi.useFakeTimers();
    let arrive = () => {};
    const router = app(() => new Promise((resolve) => (arrive = () => resolve({ Component: () => <h1>page b</h1> }))));
    act(() => void router.navigate('/b'));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('页面加载中...');
    // The page the worker tapped from stays until the next one is in.
    expect(screen.getByRole('link', { name: 'next page' })).toBeInTheDocument();
    vi.useRealTimers();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("fails after 60 s as 'Loading chunk {id} failed' (timeout), with a retry, instead of hanging", async () => {
    vi.useFakeTimers();
    const router = app(() => within(never, PAGE_TIMEOUT_MS, 'order-detail-screen'));
    act(() => void router.navigate('/b'));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const page = screen.getByRole('alert');
    expect(page).toHaveTextContent('页面加载失败（超时），请检查网络后重试');
    // The spec's message names the reason; the worker sees it in words, not the developers' text.
    expect(page).not.toHaveTextContent('Loading chunk');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('a code chunk', () => {
  it('may take 120 s; past that it fails with the spec message and the reason timeout', async () => {
    vi.useFakeTimers();
    const result = within(never, CHUNK_TIMEOUT_MS, 'schema-form').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect((error as Error).message).toBe('Loading chunk schema-form failed. (timeout: 120000 ms)');
    expect(chunkFailureReason(error)).toBe('timeout');
  });

  it('that arrives in time is given as it came, and its own failure is kept', async () => {
    await expect(within(Promise.resolve('code'), CHUNK_TIMEOUT_MS, 'x')).resolves.toBe('code');
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js (404)');
    const error = await within(Promise.reject(missing), CHUNK_TIMEOUT_MS, 'x').catch((e: unknown) => e);
    expect(error).toBe(missing);
    expect(chunkFailureReason(error)).toBe('missing');
  });
});
