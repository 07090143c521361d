// pages/user/coupon/list: my coupons by state, each with its value, condition, scope and validity;
// a tab asks for its own state; none in a tab; a failed call with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { CouponsScreen } from '@/features/rewards/screens/coupons-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { ofOp, signIn } from './support';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

/** The contract's example for the tab asked, as the mock chooses it. */
const byStatus = ({ init }: { init: RequestInit }) => {
  const status = (JSON.parse(String(init.body)) as { status: string }).status;
  return { body: contractExample('listMyCoupons', status === 'unused' ? 'default' : status) };
};

describe('My coupons', () => {
  it('shows the unused coupons with their value, condition, scope and validity', async () => {
    const calls = stubApi({ listMyCoupons: byStatus });
    renderScreen(<CouponsScreen />, { path: paths.coupons, signedIn: true });
    const list = await screen.findByRole('list', { name: '未使用优惠券列表' });
    const reduce = within(list).getByRole('article', { name: '满100减10元' });
    expect(reduce).toHaveTextContent('¥10.00');
    expect(reduce).toHaveTextContent('满 ¥100.00 可用');
    expect(reduce).toHaveTextContent('全场通用');
    expect(reduce).toHaveTextContent('2026/11/01 至 2026/12/31');
    const discount = within(list).getByRole('article', { name: '精油九折券' });
    expect(discount).toHaveTextContent('9折');
    expect(discount).toHaveTextContent('无门槛');
    expect(discount).toHaveTextContent('仅限精油护理类商品');
    expect(ofOp(calls, 'listMyCoupons')[0]!.body).toMatchObject({ status: 'unused', pageIndex: 1 });
    expect(screen.getByRole('link', { name: /领券中心/ })).toHaveAttribute('href', paths.couponCenter);
  });

  it('asks for the state of the tab chosen and shows when a used coupon was used', async () => {
    const calls = stubApi({ listMyCoupons: byStatus });
    renderScreen(<CouponsScreen />, { path: paths.coupons, signedIn: true });
    await screen.findByRole('list', { name: '未使用优惠券列表' });
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    const used = await screen.findByRole('list', { name: '已使用优惠券列表' });
    expect(within(used).getByRole('article', { name: '新人专享满50减5元' })).toHaveTextContent('使用于 2026/10/12 14:08');
    await userEvent.click(screen.getByRole('tab', { name: '已过期' }));
    expect(within(await screen.findByRole('list', { name: '已过期优惠券列表' })).getByRole('article', { name: '毛巾套装满200减30元' })).toHaveTextContent('已过期');
    await waitFor(() => expect(ofOp(calls, 'listMyCoupons').map((c) => (c.body as { status: string }).status)).toEqual(['unused', 'used', 'expired']));
  });

  it('says there are none in the tab', async () => {
    stubApi({ listMyCoupons: { body: contractExample('listMyCoupons', 'empty') } });
    renderScreen(<CouponsScreen />, { path: paths.coupons, signedIn: true });
    expect(await screen.findByText('暂无未使用的优惠券')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ listMyCoupons: (request) => (fail ? { status: 500, body: {} } : byStatus(request)) });
    renderScreen(<CouponsScreen />, { path: paths.coupons, signedIn: true });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '未使用优惠券列表' })).toBeInTheDocument();
    expect(ofOp(calls, 'listMyCoupons')).toHaveLength(2);
  });
});
