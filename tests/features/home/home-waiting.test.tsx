// Home while the worker waits for hours (issue 53): nothing is asked while the app is hidden (another
// app in front, the phone locked) and one read catches up when it shows again; a poll whose answer
// did not change renders nothing (the countdowns redraw their own text, each second).
import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

type Offers = { data: { rows: { id: string; acceptRemainingSeconds: number | null }[] } };

/** The app goes behind another app (or the phone locks), or comes back to the front, as the browser says it. */
function setHidden(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  // The browser's event bubbles to the window, where TanStack Query's focus manager listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** The offers as a server builds them: the seconds left of each offer counted at each answer. */
function countingOffers(startedAt: number) {
  return () => {
    const body = contractExample<Offers>('listServiceOrderOffers');
    const elapsed = Math.floor((Date.now() - startedAt) / 1000);
    body.data.rows.forEach((row) => {
      if (row.acceptRemainingSeconds != null) row.acceptRemainingSeconds -= elapsed;
    });
    return { body };
  };
}

const stubHome = (offers: ReturnType<typeof countingOffers>) =>
  stubApi({
    getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
    listServiceOrderOffers: offers,
    getComponentsDynamicData: { body: contractExample('getComponentsDynamicData') },
  });

const offerCalls = (calls: { operationId: string }[]) => calls.filter((c) => c.operationId === 'listServiceOrderOffers').length;

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Home while the worker waits', () => {
  it('asks for no offer while the app is hidden, however long, and once when it shows again; then every 30 s', async () => {
    const calls = stubHome(countingOffers(Date.now()));
    // The app's own client: no refetch when the page shows, but for the reads that poll.
    renderScreen(<HomeScreen />, { queryClient: createQueryClient() });
    const offers = await screen.findByRole('region', { name: '待接订单' });
    await within(offers).findByRole('link', { name: /全身精油SPA/ });
    expect(offerCalls(calls)).toBe(1);

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(offerCalls(calls)).toBe(2);

    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    await act(async () => setHidden(true));
    await act(async () => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(offerCalls(calls)).toBe(2);

    await act(async () => setHidden(false));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(offerCalls(calls)).toBe(3);
    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(offerCalls(calls)).toBe(3);
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(offerCalls(calls)).toBe(4);
  });

  it('renders nothing for a poll whose answer did not change; each countdown redraws its own text', async () => {
    const calls = stubHome(countingOffers(Date.now()));
    const commits = vi.fn();
    renderScreen(
      <Profiler id="home" onRender={commits}>
        <HomeScreen />
      </Profiler>,
    );
    const offers = await screen.findByRole('region', { name: '待接订单' });
    const spa = await within(offers).findByRole('link', { name: /全身精油SPA/ });
    expect(within(spa).getByRole('timer')).toHaveTextContent('剩余 10 分钟');
    // The page's start is over (its pictures wait for idle time, the answers are in).
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    commits.mockClear();

    // Two polls, the same offers with their seconds counted down by the server: nothing renders.
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(offerCalls(calls)).toBe(3);
    expect(commits).not.toHaveBeenCalled();
    expect(within(spa).getByRole('timer')).toHaveTextContent('剩余 9 分钟');
  });

  it('renders the offers again when the answer changed', async () => {
    let body = contractExample<Offers>('listServiceOrderOffers');
    const calls = stubHome(() => ({ body }));
    renderScreen(<HomeScreen />);
    const offers = await screen.findByRole('region', { name: '待接订单' });
    await within(offers).findByRole('link', { name: /足底反射疗法/ });
    body = structuredClone(body);
    body.data.rows = body.data.rows.slice(0, 1);
    await act(async () => vi.advanceTimersByTimeAsync(30_500));
    expect(offerCalls(calls)).toBe(2);
    expect(within(offers).queryByRole('link', { name: /足底反射疗法/ })).toBeNull();
    expect(within(offers).getByRole('link', { name: /全身精油SPA/ })).toBeInTheDocument();
  });
});
