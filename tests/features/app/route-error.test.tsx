// A page whose code did not arrive (README "Offline"): it says what happened and what to do in the
// worker's language, never the browser's developer text; offline, that the page is not on the phone
// yet and comes by itself once the network is back (a reload: the module map keeps a failed import
// failed); online, that it failed, with a retry that reloads.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/app/route-error';
import { setLanguage } from '@/lib/i18n/i18n';
import { ChunkTimeoutError } from '@/lib/loading/deadline';

const RAW = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/wallet-screen-Bs7Powkm.js';

afterEach(async () => {
  await setLanguage('zh-Hans');
});

function failedPage(error: unknown) {
  const reload = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError reload={reload} />,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return reload;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('a page whose code did not arrive', () => {
  it('offline: says it is not downloaded yet and will be tried again, and reloads by itself when the network is back', async () => {
    offline();
    const reload = failedPage(new TypeError(RAW));
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('此页面尚未下载');
    expect(page).toHaveTextContent('现在没有网络。恢复网络后将自动重试。');
    expect(page).not.toHaveTextContent(/Failed to fetch|dynamically imported|assets/);
    // No service worker answers a reload offline (it would show the browser's offline page): the
    // retry waits for the network.
    expect(screen.getByRole('button', { name: '重试' })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => undefined);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline under a service worker: the retry may reload (the worker answers the page)', async () => {
    offline();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      const reload = failedPage(new TypeError(RAW));
      await userEvent.click(await screen.findByRole('button', { name: '重试' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('online: says the page failed to load (the reason in words) and what to do, and retries with a reload', async () => {
    const reload = failedPage(new TypeError(RAW));
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('页面加载失败（文件缺失），请检查网络后重试');
    expect(page).not.toHaveTextContent(/Failed to fetch|dynamically imported|assets/);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("past the spec's time limit: 'Loading chunk {id} failed' (timeout), said as a timeout", async () => {
    failedPage(new ChunkTimeoutError('wallet-screen', 60_000));
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('页面加载失败（超时），请检查网络后重试');
    expect(page).not.toHaveTextContent('Loading chunk');
  });

  it("in the worker's language", async () => {
    await setLanguage('en');
    offline();
    failedPage(new TypeError(RAW));
    expect(await screen.findByRole('heading', { name: 'This page has not been downloaded yet' })).toBeInTheDocument();
    await act(() => setLanguage('zh-Hant'));
    expect(screen.getByRole('heading', { name: '此頁面尚未下載' })).toBeInTheDocument();
  });

  it('a screen that crashed is not a missing page: no reload when the network comes back', async () => {
    const reload = failedPage(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    await act(async () => undefined);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).not.toHaveBeenCalled();
  });
});
