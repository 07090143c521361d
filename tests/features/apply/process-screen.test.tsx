// pages/apply/process: the steps and where the applicant stands; each step opens its screen; the
// submit once every step is done; what went wrong, with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireAuth } from '@/app/require-auth';
import { createQueryClient, Providers } from '@/app/providers';
import { ProcessScreen } from '@/features/apply/screens/process-screen';
import { registerPages } from '@/lib/navigation/known-pages';
import { storedKeys } from '@/lib/storage/storage';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderScreen(<ProcessScreen />, { path: '/pages/apply/process', route: '/pages/apply/process', signedIn: true });

describe('Apply process', () => {
  it('lists the six steps with their state, marks the one to do next, and opens a step', async () => {
    stubApi({ getApplyProcess: { body: contractExample('getApplyProcess') } });
    const { router } = show();
    const steps = await screen.findByRole('list', { name: '申请步骤' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('账号信息'),
      expect.stringContaining('基本信息'),
      expect.stringContaining('证件照片'),
      expect.stringContaining('实名认证'),
      expect.stringContaining('签署合同'),
      expect.stringContaining('邀请函'),
    ]);
    expect(links[0]).toHaveTextContent('已完成');
    expect(links[1]).toHaveTextContent('填写中');
    expect(links[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('完成以下步骤后即可提交审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
    await userEvent.click(links[2]);
    expect(router.state.location.pathname).toBe('/pages/apply/image');
  });

  it("shows the real-name step in the verification's own state, the one its page shows (issue 29)", async () => {
    // The process's mirror still says 待填写 for step 4; the verification (what the step's page reads) is approved.
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess') },
      getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') },
    });
    show();
    const realName = await screen.findByRole('link', { name: /实名认证/ });
    expect(realName).toHaveTextContent('已通过');
    expect(realName).not.toHaveTextContent('待填写');
  });

  it('shows a refused verification with its reason, as the step to do', async () => {
    const refused = contractExample<{ data: { status: string; rejectReason: string } }>('getWorkerRealNameApply', 'rejected');
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'readyToSubmit') },
      getWorkerRealNameApply: { body: refused },
    });
    show();
    const realName = await screen.findByRole('link', { name: /实名认证/ });
    expect(realName).toHaveTextContent('未通过');
    expect(realName).toHaveTextContent('手持身份证照片模糊');
    expect(realName).toHaveAttribute('aria-current', 'step');
  });

  it('shows a rejected step with the reason, and marks it as the one to do', async () => {
    stubApi({ getApplyProcess: { body: contractExample('getApplyProcess', 'rejected') } });
    show();
    const images = await screen.findByRole('link', { name: /证件照片/ });
    expect(images).toHaveTextContent('未通过');
    expect(images).toHaveTextContent('健康证已过期');
    expect(images).toHaveAttribute('aria-current', 'step');
  });

  it('submits a complete application once, and shows it under review', async () => {
    const calls = stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'readyToSubmit') },
      submitApplication: { body: contractExample('submitApplication') },
    });
    show();
    const submit = await screen.findByRole('button', { name: '提交审核' });
    await userEvent.dblClick(submit);
    expect(await screen.findByText('资料审核中，请耐心等待')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'submitApplication')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it('sends the submission with an Idempotency-Key, the same one again when it is retried', async () => {
    let fail = true;
    const calls = stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'readyToSubmit') },
      submitApplication: () => (fail ? { status: 500, body: {} } : { body: contractExample('submitApplication') }),
    });
    show();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '提交审核' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('资料审核中，请耐心等待')).toBeInTheDocument();
    const keys = calls.filter((c) => c.operationId === 'submitApplication').map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ getApplyProcess: () => (fail ? { status: 500, body: {} } : { body: contractExample('getApplyProcess') }) });
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '申请步骤' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('Apply process: the applicant is not locked in (issue 30)', () => {
  const applicant = () => localStorage.setItem('worker_status', '3');

  it('takes a worker the server approved meanwhile to Home when the page opens', async () => {
    applicant();
    stubApi({ getApplyProcess: { body: contractExample('getApplyProcess') }, getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    const { router } = show();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
    expect(localStorage.getItem('worker_status')).toBe('1');
  });

  it('stays while the server still holds the applicant at status 3', async () => {
    applicant();
    const calls = stubApi({ getApplyProcess: { body: contractExample('getApplyProcess') }, getWorkerInfo: { body: contractExample('getWorkerInfo', 'applying') } });
    const { router } = show();
    await screen.findByRole('list', { name: '申请步骤' });
    await vi.waitFor(() => expect(calls.some((c) => c.operationId === 'getWorkerInfo')).toBe(true));
    expect(router.state.location.pathname).toBe('/pages/apply/process');
    expect(localStorage.getItem('worker_status')).toBe('3');
  });

  it('reads the status again when the app comes back to the foreground, and an approval goes Home', async () => {
    applicant();
    let approved = false;
    const calls = stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess') },
      getWorkerInfo: () => ({ body: contractExample('getWorkerInfo', approved ? 'default' : 'applying') }),
    });
    const { router } = show();
    await screen.findByRole('list', { name: '申请步骤' });
    await vi.waitFor(() => expect(calls.filter((c) => c.operationId === 'getWorkerInfo')).toHaveLength(1));
    approved = true;
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
    expect(calls.filter((c) => c.operationId === 'getWorkerInfo')).toHaveLength(2);
  });

  it('lets the applicant sign out after asking: the session ends and login opens', async () => {
    applicant();
    const calls = stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess') },
      getWorkerInfo: { body: contractExample('getWorkerInfo', 'applying') },
      logoutWorker: { body: { code: 200, msg: '操作成功', data: null } },
    });
    const { router } = show();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要退出登录吗？重新登录后可继续申请。');
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(1);
    expect(localStorage.getItem('uni_id_token')).toBeNull();
    expect(localStorage.getItem('worker_status')).toBeNull();
  });

  it('sends an applicant who opens Home, Orders or Mine by URL to the process page', async () => {
    applicant();
    registerPages(['/pages/apply/process', '/pages/index/index', '/pages/index/category', '/pages/index/mys']);
    for (const url of ['/pages/index/index', '/pages/index/category', '/pages/index/mys']) {
      const router = createMemoryRouter(
        [{ element: <RequireAuth />, children: [{ path: url, element: <p>daily page</p> }, { path: '/pages/apply/process', element: <p>process page</p> }] }],
        { initialEntries: [url] },
      );
      const view = render(
        <Providers queryClient={testQueryClient()}>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(await screen.findByText('process page')).toBeInTheDocument();
      expect(screen.queryByText('daily page')).toBeNull();
      view.unmount();
    }
    // A worker (status 1) opens them.
    localStorage.setItem('worker_status', '1');
    const router = createMemoryRouter([{ element: <RequireAuth />, children: [{ path: '/pages/index/index', element: <p>daily page</p> }] }], {
      initialEntries: ['/pages/index/index'],
    });
    render(
      <Providers queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('daily page')).toBeInTheDocument();
  });
});

describe('Apply process: starting offline (issue 41)', () => {
  /** The phone has no network at the start, as the app tells TanStack Query (lib/network/online.ts): the steps wait. */
  function startOffline() {
    localStorage.setItem('worker_status', '3');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    return () => {
      offline.mockRestore();
      onlineManager.setOnline(true);
    };
  }
  // The app's own client: a change never pauses offline (app/providers.tsx), as signing out does not.
  const showAsTheApp = () =>
    renderScreen(<ProcessScreen />, { path: '/pages/apply/process', route: '/pages/apply/process', signedIn: true, queryClient: createQueryClient() });
  const stubs = () =>
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess') },
      getWorkerInfo: { body: contractExample('getWorkerInfo', 'applying') },
      logoutWorker: { body: { code: 200, msg: '操作成功', data: null } },
    });

  it('lets the applicant sign out while the steps have not come: asked, then login', async () => {
    const online = startOffline();
    try {
      stubs();
      const { router } = showAsTheApp();
      expect(await screen.findByText('无网络连接。恢复网络后会自动加载。')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: '申请步骤' })).toBeNull();
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(screen.getByRole('button', { name: '退出登录' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('确定要退出登录吗？重新登录后可继续申请。');
      await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
      // The server cannot be told offline: the session ends on the phone all the same.
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
      expect(localStorage.getItem('uni_id_token')).toBeNull();
      expect(localStorage.getItem('worker_status')).toBeNull();
    } finally {
      online();
    }
  });

  it('says which changes still wait on the phone before signing out offline, and waiting keeps the session', async () => {
    localStorage.setItem(storedKeys.workerId.name, 'w_10388');
    const online = startOffline();
    try {
      const { change: submit } = await import('@/lib/outbox');
      await submit('departServiceOrder', { id: 'so_202611220005' }, { orderId: 'so_202611220005' }).outcome;
      const calls = stubs();
      showAsTheApp();
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await screen.findByRole('button', { name: '退出登录' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('还有 1 项操作未发送到平台：出发（订单');
      await user.click(within(dialog).getByRole('button', { name: '等它们发送后自动退出' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(0);
      expect(localStorage.getItem('uni_id_token')).toBe('test-token');
    } finally {
      online();
    }
  });
});
