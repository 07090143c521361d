// pages/user/balance/index: the user-centre balance from the user info, and its changes with the
// balance after each; what the worker sees with none, or when a call fails.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { BalanceScreen } from '@/features/rewards/screens/balance-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { ofOp, signIn } from './support';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

const info = () => ({ body: contractExample('getCloudMyInfo') });

describe('Balance', () => {
  it('shows the balance of the user info and each change, signed, with its type and the balance after it', async () => {
    stubApi({ getCloudMyInfo: info(), listMyBalanceRecords: { body: contractExample('listMyBalanceRecords') } });
    renderScreen(<BalanceScreen />, { path: paths.balance, signedIn: true });
    const rows = within(await screen.findByRole('list', { name: '商城余额明细列表' })).getAllByRole('listitem');
    const card = screen.getByText('当前商城余额').closest('section')!;
    expect(card).toHaveTextContent('¥128.00');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('购买天然植物按摩精油 500ml');
    expect(rows[0]).toHaveTextContent('-¥68.00');
    expect(rows[0]).toHaveTextContent('下单支付');
    expect(rows[0]).toHaveTextContent('商城余额 ¥128.00');
    expect(rows[1]).toHaveTextContent('+¥26.00');
    expect(rows[1]).toHaveTextContent('退款退回');
    expect(rows[2]).toHaveTextContent('平台充值');
    expect(rows[2]).toHaveTextContent('2026/11/01 09:00');
  });

  it('says there are no changes yet, and still shows the balance', async () => {
    const body = contractExample<{ userInfo: { account_balance: { balance: number } } }>('getCloudMyInfo');
    body.userInfo.account_balance.balance = 0;
    stubApi({ getCloudMyInfo: { body }, listMyBalanceRecords: { body: contractExample('listMyBalanceRecords', 'empty') } });
    renderScreen(<BalanceScreen />, { path: paths.balance, signedIn: true });
    expect(await screen.findByText('暂无商城余额变动')).toBeInTheDocument();
    expect(screen.getByText('当前商城余额').closest('section')).toHaveTextContent('¥0.00');
  });

  it('says what went wrong with the records, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({
      getCloudMyInfo: info(),
      listMyBalanceRecords: () => (fail ? { status: 500, body: {} } : { body: contractExample('listMyBalanceRecords') }),
    });
    renderScreen(<BalanceScreen />, { path: paths.balance, signedIn: true });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '商城余额明细列表' })).toBeInTheDocument();
    expect(ofOp(calls, 'listMyBalanceRecords')).toHaveLength(2);
  });

  it('says what went wrong with the balance, apart from the records', async () => {
    stubApi({
      getCloudMyInfo: { status: 400, body: { code: 'cloudfunction-timeout', msg: '请求超时，请重试！' } },
      listMyBalanceRecords: { body: contractExample('listMyBalanceRecords') },
    });
    renderScreen(<BalanceScreen />, { path: paths.balance, signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时，请重试！');
    expect(screen.getByRole('list', { name: '商城余额明细列表' })).toBeInTheDocument();
  });
});
