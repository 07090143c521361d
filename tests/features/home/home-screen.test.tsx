import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '../../../src/features/home/screens/home-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

describe('Home', () => {
  it("shows today's figures from the summary", async () => {
    const summary = contractExample<{ data: { today: { ordersCount: number } } }>('getWorkerHomeSummary');
    stubApi({ getWorkerHomeSummary: { body: summary } });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument();
    expect(screen.getByText('接单')).toBeInTheDocument();
    expect(screen.getByText(String(summary.data.today.ordersCount))).toBeInTheDocument();
  });

  it('switches the online state and reloads the summary', async () => {
    const summary = contractExample('getWorkerHomeSummary');
    const calls = stubApi({
      getWorkerHomeSummary: { body: summary },
      setWorkerOnlineState: { body: contractExample('setWorkerOnlineState', 'resting') },
    });
    renderScreen(<HomeScreen />);
    await userEvent.click(await screen.findByText('休息中'));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'getWorkerHomeSummary')).toHaveLength(2));
    expect(calls.find((c) => c.operationId === 'setWorkerOnlineState')?.body).toEqual({ state: 'resting' });
  });

  it('says what went wrong and retries when the summary fails', async () => {
    let fail = true;
    stubApi({
      getWorkerHomeSummary: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getWorkerHomeSummary') }),
    });
    renderScreen(<HomeScreen />);
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument();
  });
});
