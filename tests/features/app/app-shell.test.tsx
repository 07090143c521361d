import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppEvents } from '@/app/app-events';
import { LoadingIndicator, LOADING_DELAY_MS } from '@/app/loading-indicator';
import { Providers } from '@/app/providers';
import { RequireAuth } from '@/app/require-auth';
import { chunkFailureReason } from '@/app/route-error';
import { ApiError } from '@/lib/api/errors';
import { emit, on } from '@/lib/events/events';
import { clearSession, hasValidToken, saveSession, saveWorkerStatus, subscribeSession } from '@/lib/session/session';

function mount(initial: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AppEvents />
            <LoadingIndicator />
          </>
        ),
        children: [],
      },
      { path: '/pages/login/login', element: <p>login page</p> },
      { path: '/pages/maintenance/index', element: <p>maintenance page</p> },
      { path: '/pages/update/index', element: <p>update page</p> },
      { element: <RequireAuth />, children: [{ path: '/pages/order/detail', element: <p>order detail</p> }] },
    ],
    { initialEntries: [initial] },
  );
  // AppEvents must sit inside the router: render it beside the routes.
  const ui = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ui, queryClient };
}

afterEach(() => vi.useRealTimers());

describe('protected pages', () => {
  it('send a visitor without a token to login, remembering the page', async () => {
    const { router } = mount('/pages/order/detail?id=so_1');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/pages/order/detail?id=so_1')}`);
  });
  it('open for a valid token', async () => {
    saveSession('tok', Date.now() + 60_000);
    mount('/pages/order/detail?id=so_1');
    expect(await screen.findByText('order detail')).toBeInTheDocument();
  });
});

describe('a session that ends under a protected page', () => {
  /** A page like the tab shell: a query, and a re-render when the session changes. */
  function Page({ fetched }: { fetched: () => void }) {
    useSyncExternalStore(subscribeSession, () => hasValidToken());
    const worker = useQuery({ queryKey: ['worker'], queryFn: async () => (fetched(), { name: '李秀梅' }) });
    return <p>order detail {worker.data?.name}</p>;
  }

  it('takes the page down at once, so that nothing asks for the worker again, and leaves where to go to whoever ended it', async () => {
    saveSession('tok', Date.now() + 60_000);
    const fetched = vi.fn();
    const queryClient = new QueryClient();
    const router = createMemoryRouter(
      [
        { path: '/pages/login/login', element: <p>login page</p> },
        { element: <RequireAuth />, children: [{ path: '/pages/order/detail', element: <Page fetched={fetched} /> }] },
      ],
      { initialEntries: ['/pages/order/detail?id=so_1'] },
    );
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('order detail 李秀梅')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);

    // As sign-out and the 401 answer end it: the token, then the cached answers.
    act(() => {
      clearSession();
      queryClient.clear();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/order detail/)).toBeNull();
    expect(router.state.location.pathname).toBe('/pages/order/detail');
  });
});

describe('platform events', () => {
  function mountWithEvents(initial: string) {
    const queryClient = new QueryClient();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <AppEvents />,
        },
      ],
      { initialEntries: [initial] },
    );
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    return { router, queryClient };
  }

  it('401 held until the shell listens, after the guard opened login with a redirect: login gets the change flag', async () => {
    // The guard got there first: no session, login with where the worker was going.
    const { router } = mountWithEvents('/pages/login/login?redirect=%2Fpages%2Findex%2Findex');
    act(() => emit('unauthorized', { message: '登录已过期，请重新登录' }));
    await waitFor(() => expect(router.state.location.search).toBe('?changed=1'));
    expect(router.state.location.pathname).toBe('/pages/login/login');
  });

  it('401 on another login page (register) leaves it where it is', async () => {
    const { router } = mountWithEvents('/pages/login/register');
    act(() => emit('unauthorized', { message: '登录已过期，请重新登录' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/pages/login/register');
  });

  it('401: the token, the status, cached personal data and the query cache go; login opens with the change flag; refresh events fire', async () => {
    saveSession('tok', Date.now() + 60_000);
    saveWorkerStatus(1);
    localStorage.setItem('cache:home-components', '{"x":1}');
    localStorage.setItem('worker_language', 'en');
    const refreshed: string[] = [];
    const offs = [on('refreshMessages', () => refreshed.push('messages')), on('refreshOrders', () => refreshed.push('orders'))];
    const { router, queryClient } = mountWithEvents('/pages/order/detail');
    queryClient.setQueryData(['worker'], { name: '李秀梅' });
    act(() => emit('unauthorized', { message: '登录已过期，请重新登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(router.state.location.search).toBe('?changed=1');
    expect(localStorage.getItem('uni_id_token')).toBeNull();
    expect(localStorage.getItem('worker_status')).toBeNull();
    expect(localStorage.getItem('cache:home-components')).toBeNull();
    expect(localStorage.getItem('worker_language')).toBe('en');
    expect(queryClient.getQueryData(['worker'])).toBeUndefined();
    expect(refreshed).toEqual(['messages', 'orders']);
    offs.forEach((off) => off());
  });

  it('404 opens the maintenance page; 502 the update page', async () => {
    const { router } = mountWithEvents('/pages/order/detail');
    act(() => emit('maintenance', { message: 'x' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/maintenance/index'));
    act(() => emit('serverError', { message: 'x' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/update/index'));
  });

  it('502 on a login page stays on login', async () => {
    const { router } = mountWithEvents('/pages/login/login');
    act(() => emit('serverError', { message: '服务器错误，请稍后再试' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/pages/login/login');
  });

  it('10001 shows the server message with an "apply to join" button', async () => {
    mountWithEvents('/pages/login/login');
    act(() => emit('noWorkerAccount', { message: '该手机号尚未注册技师账号，请先申请入驻' }));
    expect(await screen.findByText('该手机号尚未注册技师账号，请先申请入驻')).toBeInTheDocument();
    expect(screen.getByText('申请入驻')).toBeInTheDocument();
  });

  it("a server's refusal that no screen handled opens one app-wide alert with the server's message", async () => {
    mountWithEvents('/pages/login/login');
    const unhandled = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      act(() => void window.dispatchEvent(event));
      return event;
    };
    const first = unhandled(new ApiError('business', '该时段已有预约，无法修改', { code: 20031 }));
    expect(first.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: '该时段已有预约，无法修改' })).toBeInTheDocument();
    // One at a time: a second refusal while it is open adds none.
    unhandled(new ApiError('cloud', '余额不足', { code: 'balance-low' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: '余额不足' })).toBeNull();
    // Not the app's to answer: other errors, and what is not an API error at all.
    expect(unhandled(new ApiError('network', '网络开小差了！')).defaultPrevented).toBe(false);
    expect(unhandled(new Error('boom')).defaultPrevented).toBe(false);
  });

  it('opens no alert for a refusal of a call exempt from error rejection (checkWorkerAccount)', async () => {
    mountWithEvents('/pages/login/login');
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new ApiError('business', '账号校验失败', { code: 20001, exempt: true }) });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: '账号校验失败' })).toBeNull();
  });
});

describe('the loading indicator', () => {
  it('appears only after 800 ms of an action', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const queryClient = new QueryClient();
    render(
      <Providers queryClient={queryClient}>
        <LoadingIndicator />
      </Providers>,
    );
    let finish!: () => void;
    void act(() => {
      void queryClient.getMutationCache().build(queryClient, { mutationFn: () => new Promise<void>((r) => (finish = r)) }).execute(undefined);
    });
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1));
    expect(screen.queryByText('请求中...')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('请求中...')).toBeInTheDocument();
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText('请求中...')).toBeNull();
  });
});

describe('chunk-load failures', () => {
  it('name their reason', () => {
    expect(chunkFailureReason(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe('missing');
    expect(chunkFailureReason(new Error('Loading chunk 3 failed. (timeout: /assets/x.js)'))).toBe('timeout');
    expect(chunkFailureReason(new Error('Loading chunk 3 failed. (error: /assets/x.js)'))).toBe('error');
    expect(chunkFailureReason(new Error('Cannot read properties of undefined'))).toBeNull();
  });
});
