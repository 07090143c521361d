import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MineScreen } from '@/features/mine/screens/mine-screen';
import { formatMoney } from '@/lib/format/money';
import { setLanguage } from '@/lib/i18n/i18n';
import { storedKeys } from '@/lib/storage/storage';
import { registerPages } from '@/lib/navigation/known-pages';
import { appRoutes } from '@/app/routes';
import { pagePaths } from '@/config/feature-routes';
import { contractExample } from '../../support/contract';
import { notRefreshed, REFRESH_FAILURES } from '../../support/refresh';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

const PATH = '/pages/index/mys';
// The contract's components/responses/ok example (contractExample does not follow response $refs).
const OK = { code: 200, msg: '操作成功', data: null };

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});

// The dialog animates in with pointer-events off; a person waits, the test does not need to.
const user = userEvent.setup({ pointerEventsCheck: 0 });

afterEach(async () => {
  // antd-mobile renders dialogs into their own root under <body>, outside what cleanup() removes.
  Dialog.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await setLanguage('zh-Hans');
});

const stubMine = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    getWorkerInfo: { body: contractExample('getWorkerInfo') },
    getMyWallet: { body: contractExample('getMyWallet') },
    getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
    getUserMenu: { body: contractExample('getUserMenu') },
    ...extra,
  });

describe('Mine', () => {
  it('shows who the worker is and the wallet summary', async () => {
    stubMine();
    renderScreen(<MineScreen />, { path: PATH });
    expect(await screen.findByRole('heading', { name: '李师傅' })).toBeInTheDocument();
    expect(screen.getByText('已实名')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('1286')).toBeInTheDocument();
    expect(screen.getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
    const wallet = await screen.findByRole('region', { name: '我的钱包' });
    expect(within(wallet).getByText(formatMoney(364580))).toBeInTheDocument();
    expect(within(wallet).getByText(formatMoney(65400))).toBeInTheDocument();
  });

  it("shows today's income as Home does: the summary's figure, not a second one", async () => {
    const summary = contractExample<{ data: { today: { incomeCents: number } } }>('getWorkerHomeSummary');
    summary.data.today.incomeCents = 23820;
    stubMine({ getWorkerHomeSummary: { body: summary } });
    renderScreen(<MineScreen />, { path: PATH });
    const wallet = await screen.findByRole('region', { name: '我的钱包' });
    expect(within(wallet).getByText('今日收入').nextElementSibling).toHaveTextContent(formatMoney(23820));
  });

  it("keeps the worker's status from the server for the onboarding rule of navigation", async () => {
    localStorage.setItem('worker_status', '1');
    stubMine({ getWorkerInfo: { body: contractExample('getWorkerInfo', 'applying') } });
    renderScreen(<MineScreen />, { path: PATH });
    await waitFor(() => expect(localStorage.getItem('worker_status')).toBe('3'));
  });

  it('says when the real-name verification is missing, and why a suspended account takes no orders', async () => {
    const suspended = contractExample<{ data: { realNameVerified: boolean } }>('getWorkerInfo', 'suspended');
    suspended.data.realNameVerified = false;
    stubMine({ getWorkerInfo: { body: suspended } });
    renderScreen(<MineScreen />, { path: PATH });
    expect(await screen.findByText('未实名')).toBeInTheDocument();
    expect(screen.getByText(/健康证已于2026-11-15过期/)).toBeInTheDocument();
  });

  it('signing out revokes the token, drops it and every cached answer, and opens login', async () => {
    const calls = stubMine({ logoutWorker: { body: OK } });
    // Behind the protected pages' guard, as in the app: the page goes when the session does, and
    // asks nothing more (alone, it asked again for what the cleared cache had dropped).
    const { router, queryClient } = renderScreen(<MineScreen />, { path: PATH, signedIn: true });
    await screen.findByRole('heading', { name: '李师傅' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    // The session ends once login is open (so no redirect back to Mine is recorded).
    await waitFor(() => expect(localStorage.getItem('uni_id_token')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => c.operationId).sort()).toEqual(['getMyWallet', 'getUserMenu', 'getWorkerHomeSummary', 'getWorkerInfo', 'logoutWorker']);
    expect(localStorage.getItem('uni_id_token_expired')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out on this phone even when the server call fails', async () => {
    stubMine({ logoutWorker: { status: 502, body: { code: 502, msg: 'bad gateway' } } });
    const { router } = renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    await waitFor(() => expect(localStorage.getItem('uni_id_token')).toBeNull());
  });

  describe('signing out with changes still on the phone', () => {
    /** A departure and an arrival kept offline by this worker, and one of another worker's paused on the phone. */
    async function keepTwo() {
      localStorage.setItem(storedKeys.workerId.name, 'w_10024');
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { change: submit } = await import('@/lib/outbox');
      await submit('departServiceOrder', { id: 'so_202611220005' }, { orderId: 'so_202611220005' }).outcome;
      await submit('arriveServiceOrder', { id: 'so_202611220005' }, { orderId: 'so_202611220005' }).outcome;
      offline.mockRestore();
      const { appJournal } = await import('@/lib/outbox/journal');
      const journal = appJournal();
      const mine = journal.all()[0];
      journal.put({ ...mine, key: 'other-workers-step', owner: 'w_20001', seq: mine.seq + 10 });
      return journal;
    }

    it('names each change with its order, makes waiting the default, keeps the session while they go, then signs out by itself', async () => {
      let answerDepart = () => {};
      const calls = stubMine({
        logoutWorker: { body: OK },
        departServiceOrder: () => new Promise((resolve) => (answerDepart = () => resolve({ body: contractExample('departServiceOrder') }))),
        arriveServiceOrder: { body: contractExample('arriveServiceOrder') },
      });
      const journal = await keepTwo();
      const { router } = renderScreen(<MineScreen />, { path: PATH });
      await screen.findByRole('heading', { name: '李师傅' });
      await user.click(screen.getByRole('button', { name: '退出登录' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('还有 2 项操作未发送到平台：出发（订单 202611220005）、到达打卡（订单 202611220005）。');
      const wait = within(dialog).getByRole('button', { name: '等它们发送后自动退出' });
      expect(wait).toHaveClass('adm-dialog-button-bold');
      await user.click(wait);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // On their way: the session stays, the other worker's change untouched.
      await waitFor(() => expect(calls.filter((c) => c.operationId === 'departServiceOrder')).toHaveLength(1));
      expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(0);
      expect(localStorage.getItem('uni_id_token')).toBe('test-token');
      expect(journal.all()).toHaveLength(3);
      // Once they went, she is signed out by herself.
      answerDepart();
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
      expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(1);
      expect(journal.all().map((i) => i.key)).toEqual(['other-workers-step']);
    });

    it("giving them up signs out and removes this worker's changes only", async () => {
      const calls = stubMine({ logoutWorker: { body: OK } });
      const journal = await keepTwo();
      const { router } = renderScreen(<MineScreen />, { path: PATH });
      await screen.findByRole('heading', { name: '李师傅' });
      await user.click(screen.getByRole('button', { name: '退出登录' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃它们并立即退出' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
      expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(1);
      expect(journal.all().map((i) => i.key)).toEqual(['other-workers-step']);
    });
  });

  it('keeps the session when the worker cancels signing out', async () => {
    const calls = stubMine({ logoutWorker: { body: OK } });
    renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(0);
    expect(localStorage.getItem('uni_id_token')).toBe('test-token');
  });

  it('switches the language to English, and the choice persists', async () => {
    stubMine();
    renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    // The choice is named by its heading, not by the widget library's generic name.
    await user.click(within(screen.getByRole('listbox', { name: '语言' })).getByRole('option', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(localStorage.getItem(storedKeys.language.name)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each(REFRESH_FAILURES)('a refresh that fails for %s keeps who the worker is, the wallet and the menus, saying they were not refreshed and when; no error', async (_, failure) => {
    let failing = false;
    const answer = (operationId: string) => () => (failing ? failure() : { body: contractExample(operationId) });
    stubMine({ getWorkerInfo: answer('getWorkerInfo'), getMyWallet: answer('getMyWallet'), getWorkerHomeSummary: answer('getWorkerHomeSummary'), getUserMenu: answer('getUserMenu') });
    const { queryClient } = renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await screen.findByRole('navigation', { name: '收入与结算' });

    failing = true;
    await act(() => queryClient.refetchQueries());
    // The profile's card and the wallet's: each its line.
    await waitFor(() => expect(notRefreshed()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: '李师傅' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '我的钱包' })).getByText(formatMoney(364580))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '收入与结算' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what went wrong and retries when the profile fails', async () => {
    let fail = true;
    stubMine({
      getWorkerInfo: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getWorkerInfo') }),
    });
    renderScreen(<MineScreen />, { path: PATH });
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '李师傅' })).toBeInTheDocument();
  });

  describe('menus', () => {
    // Which pages this build has is the route table's business; here, a build with some of Mine's.
    const built = ['/pages/user/wallet/list', '/pages/user/charts/total', '/pages/user/setting/index'];
    beforeEach(() => registerPages(built));
    afterEach(() => registerPages(pagePaths(appRoutes)));

    it("lists the server's menu entries and Mine's pages that this build has, as links in the worker's language", async () => {
      stubMine();
      renderScreen(<MineScreen />, { path: PATH });
      const money = await screen.findByRole('navigation', { name: '收入与结算' });
      expect(within(money).getAllByRole('link').map((a) => a.textContent)).toEqual(['我的钱包›', '收入统计›']);
      expect(within(money).getByRole('link', { name: '我的钱包' })).toHaveAttribute('href', '/pages/user/wallet/list');
      // 服务管理's pages are not in this build: the group goes rather than lead to the 404 page.
      expect(screen.queryByRole('navigation', { name: '服务管理' })).toBeNull();
      const more = screen.getByRole('navigation', { name: '更多' });
      expect(within(more).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/pages/user/setting/index']);
      await setLanguage('en');
      expect(await screen.findByRole('navigation', { name: 'Income and settlement' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Income statistics' })).toBeInTheDocument();
    });

    it('shows each entry with the icon of its page, which needs no language, and the server’s picture only for a page it has no icon of', async () => {
      registerPages(pagePaths(appRoutes));
      // The server's pictures carry a zh-Hans glyph (钱, 时, 学...): an English reader sees the app's icons.
      const menu = contractExample<{ menus: { children: { menu_id: string; name: string; icon: string | null; url: string; sort: number }[] }[] }>('getUserMenu');
      menu.menus[0]!.children.push({ menu_id: 'worker-settle-stat', name: '结算统计', icon: 'https://cdn.example-massage.cn/icon/settle-stat-96.png', url: '/pages/user/settle/stat', sort: 9 });
      stubMine({ getUserMenu: { body: menu } });
      await setLanguage('en');
      renderScreen(<MineScreen />, { path: PATH });
      await screen.findByRole('navigation', { name: 'Income and settlement' });
      const links = screen.getAllByRole('navigation').flatMap((nav) => within(nav).queryAllByRole('link'));
      const served = links.filter((a) => a.querySelector('img'));
      expect(served.map((a) => a.getAttribute('href'))).toEqual(['/pages/user/settle/stat']);
      expect(served[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example-massage.cn/icon/settle-stat-96.png');
      const drawn = links.filter((a) => a.querySelector('svg'));
      expect(drawn.length).toBe(links.length - 1);
      expect(drawn.map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/pages/user/wallet/list', '/pages/user/service-time', '/pages/user/study/index', '/pages/index/cart']));
    });

    it('shows no menu group when the roles allow none, and the page stays usable when the menus fail', async () => {
      stubMine({ getUserMenu: { body: contractExample('getUserMenu', 'empty') } });
      renderScreen(<MineScreen />, { path: PATH });
      await screen.findByRole('heading', { name: '李师傅' });
      expect(screen.queryByRole('navigation', { name: '收入与结算' })).toBeNull();
      expect(screen.getByRole('link', { name: '设置' })).toBeInTheDocument();
      cleanup();
      let fail = true;
      stubMine({ getUserMenu: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getUserMenu') }) });
      renderScreen(<MineScreen />, { path: PATH });
      expect(await screen.findByRole('heading', { name: '李师傅' })).toBeInTheDocument();
      expect(screen.getByText('服务器错误，请稍后再试')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(await screen.findByRole('navigation', { name: '收入与结算' })).toBeInTheDocument();
    });
  });
});
