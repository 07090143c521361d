// pages/user/coupon/center: the coupons on offer with what can be done with each; receiving one is
// locked while in flight (a double tap sends one request), carries an Idempotency-Key that a retry of
// an unknown outcome reuses and a refusal ends; none on offer; a failed list with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { CouponCenterScreen } from '@/features/rewards/screens/coupon-center-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { cloudError, ofOp, signIn } from './support';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

const centre = () => ({ body: contractExample('listCenterCoupons') });
const keyOf = (call: { init: RequestInit }) => new Headers(call.init.headers).get('Idempotency-Key');

describe('Coupon centre', () => {
  it('offers only the coupon that can be received, and says why the others cannot', async () => {
    const calls = stubApi({ listCenterCoupons: centre() });
    renderScreen(<CouponCenterScreen />, { path: paths.couponCenter, signedIn: true });
    const list = await screen.findByRole('list', { name: '可领取的优惠券' });
    const received = within(list).getByRole('article', { name: '满100减10元' });
    expect(received).toHaveTextContent('已领取');
    expect(within(received).queryByRole('button')).toBeNull();
    const open = within(list).getByRole('article', { name: '满300减40元' });
    expect(open).toHaveTextContent('¥40.00');
    expect(open).toHaveTextContent('满 ¥300.00 可用');
    expect(open).toHaveTextContent('领取后 30 天内有效');
    expect(open).toHaveTextContent('剩余 88 张 · 每人限领 1 张');
    expect(within(open).getByRole('button', { name: '立即领取 满300减40元' })).toBeEnabled();
    const soldOut = within(list).getByRole('article', { name: '工作服8.5折券' });
    expect(soldOut).toHaveTextContent('8.5折');
    expect(soldOut).toHaveTextContent('已抢光');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    // Signed in, the centre is asked with the token: its "received" is the worker's own.
    expect(new Headers(ofOp(calls, 'listCenterCoupons')[0]!.init.headers).get('uni-id-token')).toBe('test-token');
  });

  it('receives on a double tap with one request carrying an Idempotency-Key, then shows the coupon received', async () => {
    let release: () => void = () => undefined;
    let received = false;
    type Centre = { rows: { _id: string; can_receive: boolean; received_count: number }[] };
    // The server's centre: once received, the coupon is the worker's and cannot be received again.
    const after = () => {
      const body = contractExample<Centre>('listCenterCoupons');
      if (received) Object.assign(body.rows.find((c) => c._id === 'cp_2003')!, { can_receive: false, received_count: 1 });
      return { body };
    };
    const calls = stubApi({
      listCenterCoupons: after,
      receiveCoupon: () =>
        new Promise((resolve) => {
          release = () => {
            received = true;
            resolve({ body: contractExample('receiveCoupon') });
          };
        }),
    });
    renderScreen(<CouponCenterScreen />, { path: paths.couponCenter, signedIn: true });
    const button = await screen.findByRole('button', { name: '立即领取 满300减40元' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(ofOp(calls, 'receiveCoupon')).toHaveLength(1));
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('article', { name: '满300减40元' })).toHaveTextContent('已领取'));
    expect(await screen.findByText('领取成功，已放入我的优惠券')).toBeInTheDocument();
    expect(ofOp(calls, 'receiveCoupon')).toHaveLength(1);
    const [receive] = ofOp(calls, 'receiveCoupon');
    expect(receive!.body).toEqual({ coupon_id: 'cp_2003' });
    expect(keyOf(receive!)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries an unknown outcome with the same key, and a refusal says why and ends the intent', async () => {
    const answers = [{ status: 500, body: {} }, cloudError('coupon-sold-out', '优惠券已抢光'), cloudError('coupon-sold-out', '优惠券已抢光')];
    const calls = stubApi({ listCenterCoupons: centre(), receiveCoupon: () => answers.shift()! });
    renderScreen(<CouponCenterScreen />, { path: paths.couponCenter, signedIn: true });
    const button = await screen.findByRole('button', { name: '立即领取 满300减40元' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('优惠券已抢光')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(ofOp(calls, 'receiveCoupon')).toHaveLength(3));
    const [first, retry, next] = ofOp(calls, 'receiveCoupon').map(keyOf);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('says there are no coupons on offer', async () => {
    stubApi({ listCenterCoupons: { body: contractExample('listCenterCoupons', 'empty') } });
    renderScreen(<CouponCenterScreen />, { path: paths.couponCenter, signedIn: true });
    expect(await screen.findByText('暂时没有可领取的优惠券')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ listCenterCoupons: () => (fail ? { status: 500, body: {} } : centre()) });
    renderScreen(<CouponCenterScreen />, { path: paths.couponCenter, signedIn: true });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '可领取的优惠券' })).toBeInTheDocument();
    expect(ofOp(calls, 'listCenterCoupons')).toHaveLength(2);
  });
});
