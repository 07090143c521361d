// pages/user/integral/index: the points held, the checkout rule (shop-integral-rule) and the changes;
// none yet; a failed call with a retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { IntegralScreen } from '@/features/rewards/screens/integral-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { ofOp, signIn } from './support';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

describe('Points', () => {
  it('shows the points, the rule of paying with them and each change with the points after it', async () => {
    stubApi({ getMyIntegral: { body: contractExample('getMyIntegral') } });
    renderScreen(<IntegralScreen />, { path: paths.integral, signedIn: true });
    const rows = within(await screen.findByRole('list', { name: '积分明细列表' })).getAllByRole('listitem');
    const card = screen.getByText('当前积分').closest('section')!;
    expect(card).toHaveTextContent('1260');
    expect(within(card).getByText('100 积分抵 1 元')).toBeInTheDocument();
    expect(within(card).getByText('每单最多抵扣商品金额的 20%')).toBeInTheDocument();
    expect(within(card).getByText('积分满 100 可用')).toBeInTheDocument();
    expect(rows.map((r) => r.querySelector('.rewards-row__value')?.textContent)).toEqual(['-500', '+167', '+1000', '+593']);
    expect(rows[0]).toHaveTextContent('下单抵扣');
    expect(rows[0]).toHaveTextContent('结余 1260');
    expect(rows[2]).toHaveTextContent('入驻满一年奖励');
    expect(rows[2]).toHaveTextContent('平台调整');
  });

  it('says there are no points yet, with 0 held and the rule', async () => {
    stubApi({ getMyIntegral: { body: contractExample('getMyIntegral', 'empty') } });
    renderScreen(<IntegralScreen />, { path: paths.integral, signedIn: true });
    expect(await screen.findByText('暂无积分记录')).toBeInTheDocument();
    expect(screen.getByText('当前积分').closest('section')).toHaveTextContent('0');
    expect(screen.getByText('100 积分抵 1 元')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({
      getMyIntegral: () => (fail ? { status: 400, body: { code: 'cloudfunction-timeout', msg: '请求超时，请重试！' } } : { body: contractExample('getMyIntegral') }),
    });
    renderScreen(<IntegralScreen />, { path: paths.integral, signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('请求超时，请重试！');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('当前积分')).toBeInTheDocument();
    expect(ofOp(calls, 'getMyIntegral')).toHaveLength(2);
  });
});
