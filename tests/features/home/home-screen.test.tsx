import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_COMPONENT_IDS } from '@/features/home/api/use-home';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { storedKeys } from '@/lib/storage/storage';
import { contractExample } from '../../support/contract';
import { notRefreshed, REFRESH_FAILURES } from '../../support/refresh';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

const homeComponentsCacheKey = storedKeys.dynamicComponents(HOME_COMPONENT_IDS.join(',')).name;

type Offers = { data: { rows: { id: string; acceptRemainingSeconds: number | null }[] } };

/** Home's calls answered with the contract's default examples, some replaced by `extra`. */
const stubHome = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
    listServiceOrderOffers: { body: contractExample('listServiceOrderOffers') },
    getComponentsDynamicData: { body: contractExample('getComponentsDynamicData') },
    ...extra,
  });

const CLOUD_ERROR = { body: { code: 'cloudfunction-system-error', msg: 'system error' } };

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it("shows today's figures from the summary", async () => {
    const summary = contractExample<{ data: { today: { ordersCount: number } } }>('getWorkerHomeSummary');
    stubHome({ getWorkerHomeSummary: { body: summary } });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument();
    expect(screen.getByText('接单')).toBeInTheDocument();
    expect(screen.getByText(String(summary.data.today.ordersCount))).toBeInTheDocument();
  });

  it('switches the online state with its Idempotency-Key, shows the state the server answered and reloads the summary', async () => {
    // The server holds the state it answered: the summary asked again says so.
    let state = 'accepting';
    const calls = stubHome({
      getWorkerHomeSummary: () => {
        const body = contractExample<{ data: { onlineState: string } }>('getWorkerHomeSummary');
        body.data.onlineState = state;
        return { body };
      },
      setWorkerOnlineState: () => {
        state = 'resting';
        return { body: contractExample('setWorkerOnlineState', 'resting') };
      },
    });
    renderScreen(<HomeScreen />);
    // The choice is named by its heading, not by the widget library's generic name.
    const states = await screen.findByRole('listbox', { name: '接单状态' });
    await userEvent.click(within(states).getByRole('option', { name: '休息中' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'getWorkerHomeSummary')).toHaveLength(2));
    const change = calls.find((c) => c.operationId === 'setWorkerOnlineState')!;
    expect(change.body).toEqual({ state: 'resting' });
    expect(new Headers(change.init.headers).get('Idempotency-Key')).toMatch(/^[\w-]{16,64}$/);
    expect(within(states).getByRole('option', { name: '休息中' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the online switch in English by what it sets, whether the worker is taking orders (not the orders’ status)', async () => {
    stubHome();
    await setLanguage('en');
    try {
      renderScreen(<HomeScreen />);
      const states = await screen.findByRole('listbox', { name: 'Taking orders' });
      expect(within(states).getAllByRole('option').map((o) => o.textContent)).toEqual(['Accepting', 'Resting', 'Offline']);
    } finally {
      await setLanguage('zh-Hans');
    }
  });

  it('says in the worker\'s language when the state could not change, and keeps the state the server holds', async () => {
    const calls = stubHome({ setWorkerOnlineState: { status: 400, body: contractExample('setWorkerOnlineState', 'notAllowed', '400') } });
    renderScreen(<HomeScreen />);
    const states = await screen.findByRole('listbox', { name: '接单状态' });
    await userEvent.click(within(states).getByRole('option', { name: '离线' }));
    expect(await screen.findByText(/^未能切换为“离线”：/)).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'setWorkerOnlineState')).toHaveLength(1);
    expect(within(states).getByRole('option', { name: '接单中' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what went wrong and retries when the summary fails', async () => {
    let fail = true;
    stubHome({
      getWorkerHomeSummary: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getWorkerHomeSummary') }),
    });
    renderScreen(<HomeScreen />);
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument();
  });

  it.each(REFRESH_FAILURES)("a refresh that fails for %s keeps the 接单状态 card, today's figures and the offers, says they were not refreshed and when; no error", async (_, failure) => {
    let failing = false;
    const answer = (operationId: string) => () => (failing ? failure() : { body: contractExample(operationId) });
    stubHome({ getWorkerHomeSummary: answer('getWorkerHomeSummary'), listServiceOrderOffers: answer('listServiceOrderOffers') });
    const { queryClient } = renderScreen(<HomeScreen />);
    await screen.findByRole('listbox', { name: '接单状态' });
    const offers = await screen.findByRole('region', { name: '待接订单' });
    await within(offers).findByRole('link', { name: /全身精油SPA/ });

    failing = true;
    await act(() => queryClient.refetchQueries());
    // One line above the 接单状态 card (the summary), one in the offers' card.
    await waitFor(() => expect(notRefreshed()).toHaveLength(2));
    expect(screen.getByRole('listbox', { name: '接单状态' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '今日' })).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: /全身精油SPA/ })).toBeInTheDocument();
    expect(within(offers).getByRole('status')).toHaveTextContent(/^未能刷新 · 数据更新于 /);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the offers waiting for acceptance, each with a live countdown and a link to accept it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const body = contractExample<Offers>('listServiceOrderOffers');
    body.data.rows[1].acceptRemainingSeconds = 65;
    // As the server answers: each read (a poll while the test's clock runs) says the time left now.
    const deadlines = body.data.rows.map((row) => Date.now() + (row.acceptRemainingSeconds ?? 0) * 1000);
    const now = () => {
      const answer = structuredClone(body);
      answer.data.rows.forEach((row, i) => (row.acceptRemainingSeconds = Math.max(0, Math.round((deadlines[i] - Date.now()) / 1000))));
      return { body: answer };
    };
    stubHome({ listServiceOrderOffers: now });
    renderScreen(<HomeScreen />);
    const offers = await screen.findByRole('region', { name: '待接订单' });
    const spa = await within(offers).findByRole('link', { name: /全身精油SPA 90分钟/ });
    expect(spa).toHaveAttribute('href', '/pages/order/receive?id=so_202611220007');
    expect(within(spa).getByRole('timer')).toHaveTextContent('剩余 10 分钟');
    expect(within(spa).getByText('收入 ¥178.80')).toBeInTheDocument();
    expect(within(spa).getByText('有健康备注')).toBeInTheDocument();
    // The minutes left, rounded up, while more than one is left; the seconds in the last.
    const foot = within(offers).getByRole('link', { name: /足底反射疗法 45分钟/ });
    expect(within(foot).getByRole('timer')).toHaveTextContent('剩余 2 分钟');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(within(spa).getByRole('timer')).toHaveTextContent('剩余 10 分钟');
    expect(within(foot).getByRole('timer')).toHaveTextContent(/^剩余 5\d 秒$/);
    const before = within(foot).getByRole('timer').textContent;
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(within(foot).getByRole('timer')).not.toHaveTextContent(before ?? '');
    await act(async () => vi.advanceTimersByTime(55_000));
    // The next tick of the one clock (lib/ui/ticker.ts) redraws it: within a second.
    // (Found again: a read that landed meanwhile may have drawn the list anew.)
    await waitFor(() => expect(within(within(offers).getByRole('link', { name: /全身精油SPA 90分钟/ })).getByRole('timer')).toHaveTextContent('剩余 9 分钟'));
  });

  it('drops an offer when its countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const body = contractExample<Offers>('listServiceOrderOffers');
    body.data.rows[0].acceptRemainingSeconds = 3;
    stubHome({ listServiceOrderOffers: { body } });
    renderScreen(<HomeScreen />);
    const offers = await screen.findByRole('region', { name: '待接订单' });
    expect(await within(offers).findByRole('link', { name: /全身精油SPA/ })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(within(offers).queryByRole('link', { name: /全身精油SPA/ })).toBeNull();
    expect(within(offers).getByRole('link', { name: /足底反射疗法/ })).toBeInTheDocument();
  });

  it('says when no offer is waiting', async () => {
    stubHome({ listServiceOrderOffers: { body: contractExample('listServiceOrderOffers', 'empty') } });
    renderScreen(<HomeScreen />);
    expect(await screen.findByText('暂时没有待接订单')).toBeInTheDocument();
  });

  it('shows the banners, notices and quick entries, and keeps them for the next start', async () => {
    const calls = stubHome();
    const { router } = renderScreen(<HomeScreen />, { route: '*' });
    const banners = await screen.findByRole('region', { name: '活动推荐' });
    expect(within(banners).getAllByRole('button', { name: /冬季服务安全提醒/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: '平台通知' })).toHaveTextContent('11月结算账单已生成');
    const entries = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(within(entries).getByRole('button', { name: '学习中心' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationId === 'getComponentsDynamicData')?.body).toEqual({ ids: ['worker-home-swiper', 'worker-home-notice', 'worker-home-entries'] });
    expect(JSON.parse(localStorage.getItem(homeComponentsCacheKey) ?? '{}')).toHaveProperty('worker-home-swiper');
    await userEvent.click(within(entries).getByRole('button', { name: '我的钱包' }));
    expect(router.state.location.pathname).toBe('/pages/user/wallet/list');
  });

  it("loads the other banners' pictures after the first one, once the page is idle, or as soon as the worker swipes", async () => {
    stubHome();
    renderScreen(<HomeScreen />);
    const banners = await screen.findByRole('region', { name: '活动推荐' });
    const pictures = () => [...banners.querySelectorAll('img')];
    expect(pictures().length).toBeGreaterThan(1);
    const [first, ...rest] = pictures();
    expect(first.getAttribute('src')).toMatch(/^https:\/\//);
    expect(rest.map((img) => img.getAttribute('src'))).toEqual(rest.map(() => null));

    fireEvent.load(first);
    await waitFor(() => expect(pictures().every((img) => /^https:\/\//.test(img.getAttribute('src') ?? ''))).toBe(true));
    cleanup();

    // The first picture does not come, the worker swipes: the others load.
    stubHome();
    renderScreen(<HomeScreen />);
    const track = (await screen.findByRole('region', { name: '活动推荐' })).querySelector('ul')!;
    expect(track.querySelectorAll('img[src]')).toHaveLength(1);
    fireEvent.scroll(track);
    await waitFor(() => expect(track.querySelectorAll('img[src]').length).toBe(track.querySelectorAll('img').length));
  });

  it('shows the cached components at once on the next start, and keeps them when the call fails', async () => {
    stubHome();
    renderScreen(<HomeScreen />);
    await screen.findByRole('region', { name: '活动推荐' });
    cleanup();

    // The next start: the call fails, the cache answers.
    const calls = stubHome({ getComponentsDynamicData: CLOUD_ERROR });
    renderScreen(<HomeScreen />);
    // Before any answer has come in: the banners and notices at the top (the rest of the page, the
    // quick entries with it, appears in one piece when the answers are in, so nothing moves).
    const banners = screen.getByRole('region', { name: '活动推荐' });
    const notices = screen.getByRole('region', { name: '平台通知' });
    expect(screen.queryByRole('heading', { name: '今日' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.operationId === 'getComponentsDynamicData')).toBe(true));
    await screen.findByRole('heading', { name: '今日' });
    expect(screen.getByRole('navigation', { name: '快捷入口' })).toBeInTheDocument();
    // The same elements: the page grew under them, nothing above was built (or fetched) again.
    expect(screen.getByRole('region', { name: '活动推荐' })).toBe(banners);
    expect(screen.getByRole('region', { name: '平台通知' })).toBe(notices);
    expect(notices).toHaveTextContent('11月结算账单已生成');
  });

  it('hides a component the answer leaves out, and the new answer replaces the cache', async () => {
    stubHome();
    renderScreen(<HomeScreen />);
    await screen.findByRole('region', { name: '活动推荐' });
    cleanup();

    const partial = contractExample<{ componentsDynamic: Record<string, unknown> }>('getComponentsDynamicData');
    delete partial.componentsDynamic['worker-home-swiper'];
    stubHome({ getComponentsDynamicData: { body: partial } });
    renderScreen(<HomeScreen />);
    await waitFor(() => expect(screen.queryByRole('region', { name: '活动推荐' })).toBeNull());
    expect(screen.getByRole('region', { name: '平台通知' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(homeComponentsCacheKey) ?? '{}')).not.toHaveProperty('worker-home-swiper');
  });

  it('shows no component when nothing is set up and nothing is cached', async () => {
    stubHome({ getComponentsDynamicData: { body: contractExample('getComponentsDynamicData', 'empty') } });
    renderScreen(<HomeScreen />);
    await screen.findByRole('heading', { name: '今日' });
    await waitFor(() => expect(localStorage.getItem(homeComponentsCacheKey)).toBe('{}'));
    expect(screen.queryByRole('region', { name: '活动推荐' })).toBeNull();
    expect(screen.queryByRole('region', { name: '平台通知' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
  });
});
