// pages/user/wallet/list: the balances, the way to withdraw, and the flow records by type and month,
// each with the balance after it; empty and error states.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/auth';
import { paths } from '@/config/paths';
import { WalletScreen } from '@/features/wallet/screens/wallet-screen';
import { contractExample } from '../../support/contract';
import { notRefreshed, REFRESH_FAILURES } from '../../support/refresh';
import { renderScreen, stubApi } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

type Flows = { data: { rows: { id: string; title: string; withdrawalId: string | null }[] } };

const walletStubs = { getMyWallet: { body: contractExample('getMyWallet') }, listWalletFlows: { body: contractExample('listWalletFlows') } };

describe('Wallet', () => {
  it("offers to withdraw while the user centre allows it, and says so instead when the worker's permissions leave withdrawing out", async () => {
    type Me = { data: { permission: string[] } };
    localStorage.setItem('uni_id_token', 'test-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    // The user held for the session (getUserCenterInfo), not a per-screen cloud call.
    const calls = stubApi({ ...walletStubs, getUserCenterInfo: { body: contractExample<Me>('getUserCenterInfo') } });
    const { queryClient } = renderScreen(<WalletScreen />, { path: paths.wallet });
    // The button shows while the permissions are still unknown: judge it once the user centre answered.
    await waitFor(() => expect(queryClient.getQueryState(getGetUserCenterInfoQueryKey())?.status).toBe('success'));
    expect(await screen.findByRole('button', { name: '提现' })).toBeInTheDocument();
    expect(screen.queryByText('您的账号暂未开通提现，请联系客服')).toBeNull();
    expect(calls.map((c) => c.operationId)).not.toContain('getCloudMyInfo');
    cleanup();
    vi.unstubAllGlobals();

    const me = contractExample<Me>('getUserCenterInfo');
    me.data.permission = me.data.permission.filter((p) => p !== 'wallet.withdraw');
    stubApi({ ...walletStubs, getUserCenterInfo: { body: me } });
    renderScreen(<WalletScreen />, { path: paths.wallet });
    expect(await screen.findByText('您的账号暂未开通提现，请联系客服')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提现' })).toBeNull();
  });

  it('reads the permission from the held user without asking again', async () => {
    localStorage.setItem('uni_id_token', 'test-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    const calls = stubApi({ ...walletStubs, getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    const { queryClient } = renderScreen(<WalletScreen />, { path: paths.wallet });
    await waitFor(() => expect(queryClient.getQueryState(getGetUserCenterInfoQueryKey())?.status).toBe('success'));
    cleanup();
    renderScreen(<WalletScreen />, { path: paths.wallet, queryClient });
    expect(await screen.findByRole('button', { name: '提现' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'getUserCenterInfo')).toHaveLength(1);
  });

  it('shows the balances, and each flow record with its type, signed amount and the balance after it', async () => {
    stubApi({ getMyWallet: { body: contractExample('getMyWallet') }, listWalletFlows: { body: contractExample('listWalletFlows') } });
    const { router } = renderScreen(<WalletScreen />, { path: paths.wallet });
    const balances = await screen.findByRole('region', { name: '可提现收入' });
    expect(within(balances).getByText('¥3,645.80')).toBeInTheDocument();
    for (const [label, amount] of [
      ['待结算', '¥654.00'],
      ['累计收入', '¥48,599.80'],
      ['已提现', '¥43,800.00'],
    ])
      expect(within(within(balances).getByText(label).parentElement!).getByText(amount)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: '资金明细' });
    const rows = contractExample<Flows>('listWalletFlows').data.rows;
    expect(within(list).getAllByRole('listitem')).toHaveLength(rows.length);
    const fee = within(list).getAllByRole('listitem')[0];
    expect(fee).toHaveTextContent('提现手续费');
    expect(fee).toHaveTextContent('-¥3.00');
    expect(fee).toHaveTextContent('可提现收入 ¥3,645.80');
    expect(fee).toHaveTextContent('手续费 · 2026/11/21 09:30');
    // A row of a withdrawal opens it.
    await userEvent.click(within(fee).getByRole('button'));
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.withdrawDetail}?id=wd_20261121001`);
  });

  it.each(REFRESH_FAILURES)('a refresh that fails for %s keeps the balance card and the records, each saying it was not refreshed and when; no error', async (_, failure) => {
    let failing = false;
    const answer = (operationId: string) => () => (failing ? failure() : { body: contractExample(operationId) });
    stubApi({ getMyWallet: answer('getMyWallet'), listWalletFlows: answer('listWalletFlows') });
    const { queryClient } = renderScreen(<WalletScreen />, { path: paths.wallet });
    await screen.findByRole('region', { name: '可提现收入' });
    await screen.findByRole('list', { name: '资金明细' });

    failing = true;
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(notRefreshed()).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: '可提现收入' })).getByText('¥3,645.80')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '资金明细' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the type and month chosen', async () => {
    const calls = stubApi({ getMyWallet: { body: contractExample('getMyWallet') }, listWalletFlows: { body: contractExample('listWalletFlows') } });
    renderScreen(<WalletScreen />, { path: paths.wallet });
    await screen.findByRole('list', { name: '资金明细' });
    await userEvent.click(screen.getByRole('tab', { name: '订单收入' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('type')).toBe('income'));
    const month = screen.getByLabelText('月份');
    expect(month).toHaveDisplayValue('全部月份');
    await userEvent.selectOptions(month, '2026-10');
    expect(month).toHaveDisplayValue('2026年10月');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('month')).toBe('2026-10'));
    expect(calls.at(-1)?.url.searchParams.get('type')).toBe('income');
  });

  it('opens the withdrawal, the records and the accounts', async () => {
    stubApi({ getMyWallet: { body: contractExample('getMyWallet') }, listWalletFlows: { body: contractExample('listWalletFlows') } });
    const { router } = renderScreen(<WalletScreen />, { path: paths.wallet });
    expect(await screen.findByRole('link', { name: '提现记录' })).toHaveAttribute('href', paths.withdrawLog);
    expect(screen.getByRole('link', { name: '提现账户' })).toHaveAttribute('href', paths.withdrawAccounts);
    await userEvent.click(screen.getByRole('button', { name: '提现' }));
    expect(router.state.location.pathname).toBe(paths.withdraw);
  });

  it('says there are no flow records', async () => {
    stubApi({ getMyWallet: { body: contractExample('getMyWallet', 'newWorker') }, listWalletFlows: { body: contractExample('listWalletFlows', 'empty') } });
    renderScreen(<WalletScreen />, { path: paths.wallet });
    expect(await screen.findByText('暂无资金明细')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '可提现收入' })).getAllByText('¥0.00')).toHaveLength(4);
  });

  it('says what went wrong, with retries that ask again', async () => {
    let fail = true;
    const calls = stubApi({
      getMyWallet: () => (fail ? { status: 500, body: {} } : { body: contractExample('getMyWallet') }),
      listWalletFlows: () => (fail ? { status: 500, body: {} } : { body: contractExample('listWalletFlows') }),
    });
    renderScreen(<WalletScreen />, { path: paths.wallet });
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(2));
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: '重试' })) await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '资金明细' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '可提现收入' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'getMyWallet').length).toBeGreaterThanOrEqual(2);
  });
});
