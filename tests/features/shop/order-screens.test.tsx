// Checkout, the shop orders and an order: the estimate with freight, coupon and points; placing the
// order with one Idempotency-Key per intent (the same on a retry after a lost answer, a new one after
// a refusal) and keeping the input when it fails; paying with the balance or through the app's
// payment (said plainly when there is none); the buyer-facing status texts; empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCloudMyInfoUrl } from '@generated/api/auth/auth';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/get-user-center-info';
import { getGetMyIntegralUrl, getListMyCouponsMutationKey, getListMyCouponsUrl } from '@generated/api/shop/shop';
import { paths } from '@/config/paths';
import { cartState, resetCart } from '@/features/shop/api/cart-store';
import { CheckoutScreen } from '@/features/shop/screens/checkout-screen';
import { ShopOrderDetailScreen } from '@/features/shop/screens/shop-order-detail-screen';
import { ShopOrdersScreen } from '@/features/shop/screens/shop-orders-screen';
import { saveSession } from '@/lib/session/session';
import { contractLengths } from '@/lib/validation';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { typePayPassword, withBalance } from './support';

type Stubs = Parameters<typeof stubApi>[0];
type Calls = ReturnType<typeof stubApi>;
const checkoutStubs: Stubs = {
  getShopCart: { body: contractExample('getShopCart') },
  saveShopCart: { body: contractExample('saveShopCart') },
  listWorkerAddresses: { body: contractExample('listWorkerAddresses') },
  getShopFreight: { body: contractExample('getShopFreight') },
  listMyCoupons: { body: contractExample('listMyCoupons') },
  getMyIntegral: { body: contractExample('getMyIntegral') },
  createShopOrder: { body: contractExample('createShopOrder') },
};
const of = (calls: Calls, operationId: string) => calls.filter((c) => c.operationId === operationId);
const keyOf = (call: Calls[number]) => new Headers(call.init.headers).get('Idempotency-Key');

beforeEach(() => {
  resetCart();
  saveSession('tok', Date.now() + 3_600_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCart();
  vi.unstubAllGlobals();
});

describe('checkout', () => {
  const open = (stubs: Stubs = {}) => {
    const calls = stubApi({ ...checkoutStubs, ...stubs });
    return { calls, ...renderScreen(<CheckoutScreen />, { path: paths.shopCheckout, signedIn: true }) };
  };

  it('prices the checked lines with freight, a coupon and points, and places the order with an Idempotency-Key; the bought lines leave the cart', async () => {
    const { calls, router } = open();
    expect(await screen.findByRole('radio', { name: /李秀梅 13812345678\s*上海市徐汇区/ })).toBeChecked();
    const pay = () => screen.getByText(/^应付/).querySelector('strong')!.textContent;
    await waitFor(() => expect(pay()).toBe('¥345.00'));
    expect(of(calls, 'getShopFreight')[0]!.body).toEqual({ items: [{ sku_id: 'sku_1001_01', buy_num: 2 }, { sku_id: 'sku_1004_m', buy_num: 1 }], address_id: 'addr_6101' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '优惠券' }), screen.getByRole('option', { name: /^满100减10元/ }));
    expect(pay()).toBe('¥335.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /使用积分抵扣/ }));
    expect(pay()).toBe('¥322.40');
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '放前台');
    await doubleTap(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.shopOrderDetail));
    expect(router.state.location.search).toBe('?_id=so_1001');
    // The order opens with the amount this page showed, for its pay sheet to compare (pay-sheet.test.tsx).
    expect(router.state.location.state).toEqual({ shownPayCents: 32240 });
    const placed = of(calls, 'createShopOrder');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toEqual({
      items: [{ sku_id: 'sku_1001_01', buy_num: 2 }, { sku_id: 'sku_1004_m', buy_num: 1 }],
      address_id: 'addr_6101',
      coupon_id: expect.any(String),
      use_integral: true,
      remark: '放前台',
    });
    expect(keyOf(placed[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(cartState().lines.map((l) => l.sku_id)).toEqual(['sku_1002_02']);
  });

  it("shows what each coupon applies to, prices one on its goods only, and a coupon for none of the goods shows why and cannot be chosen", async () => {
    const held = contractExample('listMyCoupons') as { rows: Record<string, unknown>[] };
    const towels = { ...(contractExample('listMyCoupons', 'expired') as { rows: Record<string, unknown>[] }).rows[0], _id: 'mc_3009', status: 'unused', end_time: '2026-12-31T23:59:59+08:00' };
    open({ listMyCoupons: { body: { ...held, rows: [...held.rows, towels], total: 3 } } });
    const pay = () => screen.getByText(/^应付/).querySelector('strong')!.textContent;
    await waitFor(() => expect(pay()).toBe('¥345.00'));
    const chooser = screen.getByRole('combobox', { name: '优惠券' });
    // Each coupon says what it applies to; the towels' one, with no towels here, says why it cannot be chosen.
    expect(within(chooser).getByRole('option', { name: '满100减10元 · 全场通用' })).toBeEnabled();
    expect(within(chooser).getByRole('option', { name: '毛巾套装满200减30元 · 仅限毛巾布草类商品 · 所选商品不适用' })).toBeDisabled();
    // The oil coupon's 10 % of the oil (176.00): 17.60, not of the uniform beside it.
    await userEvent.selectOptions(chooser, within(chooser).getByRole('option', { name: /^精油九折券/ }));
    expect(within(chooser).getByRole('option', { name: /^精油九折券/ })).toHaveTextContent('精油九折券 (9折) · 仅限精油护理类商品');
    expect(screen.getByText('适用范围：仅限精油护理类商品')).toBeInTheDocument();
    expect(pay()).toBe('¥327.40');
  });

  it('a cart line read above its stock reaches checkout at the stock: priced, freighted and ordered so', async () => {
    const { calls, router } = open({ getShopCart: { body: contractExample('getShopCart', 'stockFell') } });
    expect(await screen.findByRole('radio', { name: /李秀梅 13812345678\s*上海市徐汇区/ })).toBeChecked();
    await waitFor(() => expect(of(calls, 'getShopFreight')).toHaveLength(1));
    expect(of(calls, 'getShopFreight')[0]!.body).toMatchObject({ items: [{ sku_id: 'sku_1001_01', buy_num: 3 }, { sku_id: 'sku_1004_m', buy_num: 1 }] });
    expect(screen.getByRole('heading', { name: '商品 (共 4 件)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.shopOrderDetail));
    expect(of(calls, 'createShopOrder')[0]!.body).toMatchObject({ items: [{ sku_id: 'sku_1001_01', buy_num: 3 }, { sku_id: 'sku_1004_m', buy_num: 1 }] });
  });

  it('keeps the input when placing fails; a retry after a time-out carries the same key, after a refusal a new one', async () => {
    let answer: 'timeout' | 'refused' | 'ok' = 'timeout';
    const { calls } = open({
      createShopOrder: () =>
        answer === 'timeout'
          ? { status: 400, body: { code: 'cloudfunction-timeout', msg: '请求超时，请重试！' } }
          : answer === 'refused'
            ? { status: 400, body: contractExample('createShopOrder', 'outOfStock', '400') }
            : { body: contractExample('createShopOrder') },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: '订单备注' }), '下午送');
    const place = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时，请重试！');
    expect(screen.getByRole('textbox', { name: '订单备注' })).toHaveValue('下午送');
    answer = 'refused';
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText(/库存不足/)).toBeInTheDocument();
    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(of(calls, 'createShopOrder')).toHaveLength(3));
    const keys = of(calls, 'createShopOrder').map(keyOf);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says nothing is chosen, with a way back to the cart', async () => {
    open({ getShopCart: { body: contractExample('getShopCart', 'empty') } });
    expect(await screen.findByText('没有选中的商品')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回购物车' })).toBeInTheDocument();
  });

  it('says when freight cannot be priced, and does not place the order', async () => {
    open({ getShopFreight: { status: 400, body: contractExample('getShopFreight', 'overweight', '400') } });
    expect(await screen.findByText(/订单超过最大配送重量/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });

  it('says what went wrong reading the cart, with a retry', async () => {
    open({ getShopCart: { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('shop orders', () => {
  it('lists the orders with their status texts; a tab asks for its statuses', async () => {
    const calls = stubApi({ listShopOrders: { body: contractExample('listShopOrders') } });
    const { router } = renderScreen(<ShopOrdersScreen />, { path: paths.shopOrders, signedIn: true });
    const list = await screen.findByRole('list', { name: '商城订单' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.querySelector('.order-status')!.textContent)).toEqual(['等待付款', '商家已发货，等待收货', '退款申请审核中', '订单已完成']);
    expect(within(rows[0]!).getByText('共 2 件 合计 ¥177.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待发货' }));
    await waitFor(() => expect(calls.some((c) => JSON.stringify((c.body as { status?: number[] }).status) === '[1,2]')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click((await screen.findAllByText('等待付款'))[0]!);
    expect(router.state.location.search).toBe('?_id=so_1001');
  });
  it('says there are none', async () => {
    stubApi({ listShopOrders: { body: contractExample('listShopOrders', 'empty') } });
    renderScreen(<ShopOrdersScreen />, { path: paths.shopOrders, signedIn: true });
    expect(await screen.findByText('还没有订单')).toBeInTheDocument();
  });
  it('says what went wrong', async () => {
    stubApi({ listShopOrders: { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } });
    renderScreen(<ShopOrdersScreen />, { path: paths.shopOrders, signedIn: true });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('a shop order', () => {
  const open = (stubs: Stubs, id = 'so_1001') => {
    const calls = stubApi(stubs);
    return { calls, ...renderScreen(<ShopOrderDetailScreen />, { path: `${paths.shopOrderDetail}?_id=${id}`, route: paths.shopOrderDetail, signedIn: true }) };
  };

  it('an unpaid order is paid from the balance with the payment password, once, with a key; then it is read again', async () => {
    let paid = false;
    const { calls } = open({
      getShopOrderDetail: () => ({ body: paid ? { ...contractExample<{ order: object }>('getShopOrderDetail', 'unpaid'), order: { ...contractExample<{ order: object }>('getShopOrderDetail', 'unpaid').order, status: 1, pay_type: 'balance' } } : contractExample('getShopOrderDetail', 'unpaid') }),
      payShopOrder: () => {
        paid = true;
        return { body: contractExample('payShopOrder') };
      },
      // A balance that covers the order (pay-sheet.test.tsx: one that does not).
      getCloudMyInfo: { body: withBalance(52360) },
    });
    expect(await screen.findByText('等待付款')).toBeInTheDocument();
    expect(screen.getByText('满100减10元')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '确认支付 ¥177.00' });
    expect(submit).toBeDisabled();
    await typePayPassword('802417');
    await doubleTap(submit);
    expect(await screen.findByText('等待商家发货')).toBeInTheDocument();
    const pays = of(calls, 'payShopOrder');
    expect(pays).toHaveLength(1);
    expect(pays[0]!.body).toEqual({ order_id: 'so_1001', pay_type: 'balance', pay_password: '802417' });
    expect(keyOf(pays[0]!)).toBeTruthy();
    expect(of(calls, 'getShopOrderDetail').length).toBeGreaterThanOrEqual(2);
  });

  it('WeChat Pay says plainly it needs the app; in the app it goes through the bridge', async () => {
    stubApi({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'unpaid') }, payShopOrder: { body: contractExample('payShopOrder', 'wxpay') }, getCloudMyInfo: { body: withBalance(52360) } });
    renderScreen(<ShopOrderDetailScreen />, { path: `${paths.shopOrderDetail}?_id=so_1001`, route: paths.shopOrderDetail, signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: '微信支付' }));
    expect(screen.getByRole('status')).toHaveTextContent('只能在工作台 App 内使用');
    expect(screen.getByRole('button', { name: '确认支付 ¥177.00' })).toBeDisabled();
    const requestPayment = vi.fn(async () => true);
    vi.stubGlobal('WorkerNative', { requestPayment });
    await userEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    await userEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥177.00' }));
    await waitFor(() => expect(requestPayment).toHaveBeenCalledWith({ provider: 'wxpay', orderInfo: expect.stringContaining('prepayid') }));
  });

  it('a shipped order shows its shipment and can be confirmed received', async () => {
    open({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'shipped') } }, 'so_1002');
    expect(await screen.findByText('商家已发货，等待收货')).toBeInTheDocument();
    expect(screen.getByText(/顺丰速运 SF1428730596412/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /确认支付/ })).not.toBeInTheDocument();
  });

  it('a cancelled order gives its points and its coupon back wherever they show: the points, the user centre, the cloud user and the coupons are read again', async () => {
    const { calls, queryClient } = open({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'unpaid') }, cancelShopOrder: { body: contractExample('cancelShopOrder') }, getCloudMyInfo: { body: withBalance(52360) } });
    // What 我的积分, the checkout and 个人信息 hold from before.
    // And the coupons the checkout offers and the coupon list's 未使用.
    const held: (readonly unknown[])[] = [
      [getGetMyIntegralUrl(), { pageSize: 20 }],
      getGetUserCenterInfoQueryKey(),
      [getGetCloudMyInfoUrl()],
      [...getListMyCouponsMutationKey(), 'unused'],
      [getListMyCouponsUrl(), { status: 'unused' }],
    ];
    for (const key of held) queryClient.setQueryData(key, { held: true });
    await userEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    // The dialog animates in with pointer-events off; a person waits, the test need not.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(of(calls, 'cancelShopOrder')).toHaveLength(1));
    // Each is stale now, or already read again (the pay sheet shows the cloud user's balance).
    const readAgain = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated || (queryClient.getQueryData(key) as { held?: boolean } | undefined)?.held !== true;
    await waitFor(() => expect(held.map(readAgain)).toEqual(held.map(() => true)));
  });

  it('the cancel dialog names its actions: 再想想 keeps the order, 取消订单 cancels it', async () => {
    const { calls } = open({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'unpaid') }, cancelShopOrder: { body: contractExample('cancelShopOrder') }, getCloudMyInfo: { body: withBalance(52360) } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['再想想', '取消订单']);
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(of(calls, 'cancelShopOrder')).toHaveLength(0);
  });

  it('says 实付 only of money paid: a cancelled order never paid shows its 订单金额', async () => {
    const unpaid = contractExample<{ order: { status: number; pay_time: string | null; cancel_time?: string | null } }>('getShopOrderDetail', 'unpaid');
    open({ getShopOrderDetail: { body: { ...unpaid, order: { ...unpaid.order, status: -1, cancel_time: '2026-11-22T10:00:00+08:00' } } } });
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(within(screen.getByText('订单金额').parentElement!).getByText('¥177.00')).toBeInTheDocument();
    expect(screen.queryByText('实付')).not.toBeInTheDocument();
  });

  it('a paid order says 实付', async () => {
    open({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'completed') } }, contractExample<{ order: { _id: string } }>('getShopOrderDetail', 'completed').order._id);
    expect(await screen.findByText('实付')).toBeInTheDocument();
    expect(screen.queryByText('订单金额')).not.toBeInTheDocument();
  });

  type Detail = { order: { _id: string; status: number; items: { sku_id: string; goods_name: string; sku_name: string }[] } };
  const withStatus = (status: number) => {
    const body = contractExample<Detail>('getShopOrderDetail', 'completed');
    body.order.status = status;
    return body;
  };

  it('a paid order asks for a refund with a reason chosen and words added, once; the order is read again', async () => {
    let asked = false;
    const { calls } = open({
      getShopOrderDetail: () => ({ body: asked ? withStatus(-2) : withStatus(2) }),
      applyShopOrderRefund: () => {
        asked = true;
        return { body: contractExample('applyShopOrderRefund') };
      },
    }, withStatus(2).order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' });
    const send = within(form).getByRole('button', { name: '提交退款申请' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: '商品破损' }));
    await user.type(within(form).getByLabelText('补充说明（选填）'), '加热箱外壳开裂');
    await doubleTap(send);
    expect(await screen.findByText('退款申请已提交，等待商家审核')).toBeInTheDocument();
    const refunds = of(calls, 'applyShopOrderRefund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toEqual({ _id: withStatus(2).order._id, reason: '商品破损：加热箱外壳开裂' });
    await waitFor(() => expect(of(calls, 'getShopOrderDetail').length).toBeGreaterThanOrEqual(2));
  });

  it('counts the refund reason as sent against the contract’s most (not what the longest reason leaves of it): the reason chosen counts, a paste past it is cut saying so, and a longer reason chosen after says how many are too many', async () => {
    const max = contractLengths.refundReason.max;
    const { calls } = open({ getShopOrderDetail: { body: withStatus(2) }, applyShopOrderRefund: { body: contractExample('applyShopOrderRefund') } }, withStatus(2).order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' });
    const note = within(form).getByLabelText('补充说明（选填）');
    expect(within(form).getByText(`0/${max}`)).toBeInTheDocument();
    // 发错货 and its ： go before the words.
    await user.click(within(form).getByRole('radio', { name: '发错货' }));
    expect(within(form).getByText(`4/${max}`)).toBeInTheDocument();
    await user.click(note);
    await user.paste('裂'.repeat(max + 100));
    expect(note).toHaveValue('裂'.repeat(max - 4));
    expect(within(form).getByText(`${max}/${max}`)).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent(`最多${max}个字，多出的104个字未保留`);
    // 拍错/多拍 is two characters longer: nothing is cut unasked; the area says so and the form sends nothing.
    await user.click(within(form).getByRole('radio', { name: '拍错/多拍' }));
    expect(within(form).getByText(`${max + 2}/${max}`)).toBeInTheDocument();
    expect(within(form).getByText(`最多${max}个字，已超出2个字，请删减`)).toBeInTheDocument();
    const send = within(form).getByRole('button', { name: '提交退款申请' });
    expect(send).toBeDisabled();
    // Deleting takes one character a key, even while too long.
    await user.type(note, '{Backspace}');
    expect(within(form).getByText(`${max + 1}/${max}`)).toBeInTheDocument();
    await user.type(note, '{Backspace}');
    expect(within(form).getByText(`${max}/${max}`)).toBeInTheDocument();
    expect(within(form).queryByText(/已超出/)).not.toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(of(calls, 'applyShopOrderRefund')).toHaveLength(1));
    expect(of(calls, 'applyShopOrderRefund')[0]!.body).toEqual({ _id: withStatus(2).order._id, reason: `拍错/多拍：${'裂'.repeat(max - 6)}` });
  });

  it('the refund form opened on one order is not open on the next the same page shows', async () => {
    const first = withStatus(2);
    const other = withStatus(2);
    other.order._id = `${first.order._id}-other`;
    const { router } = open({ getShopOrderDetail: ({ init }) => ({ body: (JSON.parse(String(init.body)) as { _id: string })._id === other.order._id ? other : first }) }, first.order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    expect(await screen.findByRole('form', { name: '申请退款' })).toBeInTheDocument();
    await router.navigate(`${paths.shopOrderDetail}?_id=${other.order._id}`);
    expect(await screen.findByRole('button', { name: '申请退款' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '申请退款' })).not.toBeInTheDocument();
  });

  it('asks for a refund whose answer was lost again with the same Idempotency-Key; once answered, a new ask has a new key', async () => {
    let tries = 0;
    const { calls } = open({
      getShopOrderDetail: { body: withStatus(2) },
      applyShopOrderRefund: () => {
        tries += 1;
        // The first try's answer never comes back: the server may have taken the refund.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { body: contractExample('applyShopOrderRefund') };
      },
    }, withStatus(2).order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' });
    await user.click(within(form).getByRole('radio', { name: '商品破损' }));
    await user.click(within(form).getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(within(form).getByRole('button', { name: '提交退款申请' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('退款申请已提交，等待商家审核')).toBeInTheDocument();
    // The order still allows one (the stub answers status 2): the next ask is another intent.
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const again = await screen.findByRole('form', { name: '申请退款' });
    await user.click(within(again).getByRole('radio', { name: '商品破损' }));
    await user.click(within(again).getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(of(calls, 'applyShopOrderRefund')).toHaveLength(3));
    const keys = of(calls, 'applyShopOrderRefund').map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the refund stays unsent until its reason has the contract`s least length: words alone may make it', async () => {
    const { calls } = open({ getShopOrderDetail: { body: withStatus(2) }, applyShopOrderRefund: { body: contractExample('applyShopOrderRefund') } }, withStatus(2).order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' });
    const send = within(form).getByRole('button', { name: '提交退款申请' });
    const note = within(form).getByLabelText('补充说明（选填）');
    const min = contractLengths.refundReason.min;
    // Spaces around the words do not count: they are not sent.
    await user.type(note, ` ${'坏'.repeat(min - 1)} `);
    expect(send).toBeDisabled();
    await user.type(note, '了');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('退款申请已提交，等待商家审核')).toBeInTheDocument();
    expect(of(calls, 'applyShopOrderRefund')[0]!.body).toEqual({ _id: withStatus(2).order._id, reason: `${'坏'.repeat(min - 1)} 了` });
  });

  it('a refused refund says why and keeps the reason and the words for another try', async () => {
    let refuse = true;
    const { calls } = open({
      getShopOrderDetail: { body: withStatus(2) },
      applyShopOrderRefund: () => (refuse ? { status: 400, body: contractExample('applyShopOrderRefund', 'statusError', '400') } : { body: contractExample('applyShopOrderRefund') }),
    }, withStatus(2).order._id);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' });
    await user.click(within(form).getByRole('radio', { name: '发错货' }));
    await user.type(within(form).getByLabelText('补充说明（选填）'), '收到的是手套');
    await user.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('该订单已申请过退款')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '发错货' })).toBeChecked();
    expect(within(form).getByLabelText('补充说明（选填）')).toHaveValue('收到的是手套');
    refuse = false;
    await waitFor(() => expect(within(form).getByRole('button', { name: '提交退款申请' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('退款申请已提交，等待商家审核')).toBeInTheDocument();
    expect(of(calls, 'applyShopOrderRefund').map((c) => c.body)).toEqual([
      { _id: withStatus(2).order._id, reason: '发错货：收到的是手套' },
      { _id: withStatus(2).order._id, reason: '发错货：收到的是手套' },
    ]);
  });

  it('a received order (5) reviews each line with stars and words, and offers the refund too', async () => {
    const order = withStatus(5);
    const { calls } = open({ getShopOrderDetail: { body: order }, reviewShopOrder: { body: contractExample('reviewShopOrder') } }, order.order._id);
    const form = await screen.findByRole('form', { name: '评价商品' });
    expect(screen.getByRole('button', { name: '申请退款' })).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = order.order.items[0]!;
    const name = `${first.goods_name} ${first.sku_name}`;
    await user.click(within(within(form).getByRole('radiogroup', { name: `${name} 评分` })).getByRole('radio', { name: '4 星' }));
    await user.type(within(form).getByLabelText(`${name} 的评价（选填）`), '很厚实');
    await user.click(within(form).getByRole('checkbox', { name: '匿名评价' }));
    await user.click(within(form).getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价成功')).toBeInTheDocument();
    const reviews = of(calls, 'reviewShopOrder');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.body).toEqual({
      occurredAt: expect.any(String),
      _id: order.order._id,
      anonymous: true,
      comments: order.order.items.map((item, i) => ({ sku_id: item.sku_id, star: i === 0 ? 4 : 5, content: i === 0 ? '很厚实' : '' })),
    });
  });

  it('the review is a form under its card title; a double tap sends one, and a refused one keeps the stars, the words and anonymity', async () => {
    const order = withStatus(5);
    let refuse = true;
    const { calls } = open({
      getShopOrderDetail: { body: order },
      reviewShopOrder: () => (refuse ? { status: 400, body: contractExample('reviewShopOrder', 'statusError', '400') } : { body: contractExample('reviewShopOrder') }),
    }, order.order._id);
    const form = await screen.findByRole('form', { name: '评价商品' });
    expect(within(form).getByRole('heading', { level: 3, name: '评价商品' })).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = order.order.items[0]!;
    const name = `${first.goods_name} ${first.sku_name}`;
    const stars = within(form).getByRole('radiogroup', { name: `${name} 评分` });
    await user.click(within(stars).getByRole('radio', { name: '3 星' }));
    await user.type(within(form).getByLabelText(`${name} 的评价（选填）`), '颜色不对');
    await user.click(within(form).getByRole('checkbox', { name: '匿名评价' }));
    doubleTap(within(form).getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('订单不是待评价状态')).toBeInTheDocument();
    expect(of(calls, 'reviewShopOrder')).toHaveLength(1);
    expect(within(stars).getByRole('radio', { name: '3 星' })).toBeChecked();
    expect(within(form).getByLabelText(`${name} 的评价（选填）`)).toHaveValue('颜色不对');
    expect(within(form).getByRole('checkbox', { name: '匿名评价' })).toBeChecked();
    refuse = false;
    await waitFor(() => expect(within(form).getByRole('button', { name: '提交评价' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价成功')).toBeInTheDocument();
    const sent = of(calls, 'reviewShopOrder').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]).toMatchObject({ anonymous: true, comments: expect.arrayContaining([{ sku_id: first.sku_id, star: 3, content: '颜色不对' }]) });
  });

  it('an unpaid or a completed order offers neither refund nor review', async () => {
    open({ getShopOrderDetail: { body: withStatus(6) } });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.queryByRole('form', { name: '评价商品' })).toBeNull();
  });

  it('says what went wrong (an order that is not there), and without an id', async () => {
    open({ getShopOrderDetail: { status: 400, body: contractExample('getShopOrderDetail', 'notFound', '400') } }, 'so_9');
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('without an id says no order was chosen', async () => {
    stubApi({});
    renderScreen(<ShopOrderDetailScreen />, { path: paths.shopOrderDetail, signedIn: true });
    expect(await screen.findByText('没有指定订单')).toBeInTheDocument();
  });
});
