// The pay sheet of an unpaid shop order (issue 29, money): it shows the shop balance, named apart from
// the wallet's withdrawable income, and a shop balance short of the amount cannot pay (商城余额不足, the
// choice closed); the password goes on the withdrawal's
// keypad; an amount the server asks that is not the one the checkout showed is said before paying;
// a refusal (the mock's insufficient balance) is shown and the password typed again. The password's
// sixth digit pays by itself (issue 29), one request per intent whatever is tapped after it: a
// refusal's next six digits are a new intent, a lost answer's retry carries the same key.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ShopOrderDetailScreen } from '@/features/shop/screens/shop-order-detail-screen';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { typeOnOpenKeypad } from '../../support/pay-password';
import { renderScreen, stubApi } from '../../support/render';
import { typePayPassword, withBalance } from './support';

type Stubs = Parameters<typeof stubApi>[0];
const ORDER = `${paths.shopOrderDetail}?_id=so_1001`;

const pays = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.operationId === 'payShopOrder');
const keyOf = (call: ReturnType<typeof stubApi>[number]) => new Headers(call.init.headers).get('Idempotency-Key');

const open = (stubs: Stubs) => {
  const calls = stubApi({ getShopOrderDetail: { body: contractExample('getShopOrderDetail', 'unpaid') }, ...stubs });
  return { calls, ...renderScreen(<ShopOrderDetailScreen />, { path: ORDER, route: paths.shopOrderDetail, signedIn: true }) };
};

beforeEach(() => saveSession('tok', Date.now() + 3_600_000));
afterEach(() => vi.unstubAllGlobals());

describe('the pay sheet', () => {
  it('shows the shop balance, said to be apart from the wallet\'s income; 128.00 cannot pay 177.00: 商城余额不足, the choice closed, nothing sent by balance', async () => {
    const { calls } = open({ getCloudMyInfo: { body: contractExample('getCloudMyInfo') }, payShopOrder: { body: contractExample('payShopOrder', 'offline') } });
    const balance = await screen.findByRole('radio', { name: /商城余额支付/ });
    await waitFor(() => expect(balance).toBeDisabled());
    expect(balance.closest('label')).toHaveTextContent('商城余额 ¥128.00');
    expect(balance.closest('label')).toHaveTextContent('商城余额不足');
    // Which balance this is: not the wallet's ¥3,645.80 the worker saw a moment ago.
    expect(balance).toHaveAccessibleDescription(/商城余额 ¥128\.00.*商城余额用于购买材料，不含钱包里的可提现收入/);
    expect(balance).not.toBeChecked();
    // Another way is chosen instead, and no password is asked.
    expect(screen.queryByRole('button', { name: /支付密码/ })).not.toBeInTheDocument();
    await userEvent.click(balance);
    expect(balance).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '线下转账' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥177.00' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'payShopOrder')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'payShopOrder')!.body).toEqual({ order_id: 'so_1001', pay_type: 'offline' });
  });

  it('a balance that covers the order is chosen, shows, and takes the password on the keypad; the sixth digit and a hurried double tap pay once; a refusal is shown and the next six digits pay again, a new intent', async () => {
    let answer!: () => void;
    const { calls } = open({
      getCloudMyInfo: { body: withBalance(17700) },
      payShopOrder: () =>
        new Promise((resolve) => (answer = () => resolve({ status: 400, body: contractExample('payShopOrder', 'insufficientBalance', '400') }))),
    });
    const balance = await screen.findByRole('radio', { name: /商城余额支付/ });
    await waitFor(() => expect(balance).toBeChecked());
    expect(balance.closest('label')).toHaveTextContent('商城余额 ¥177.00');
    expect(balance.closest('label')).not.toHaveTextContent('商城余额不足');
    const submit = screen.getByRole('button', { name: '确认支付 ¥177.00' });
    expect(submit).toBeDisabled();
    await typePayPassword('802417');
    doubleTap(submit);
    await waitFor(() => expect(pays(calls)).toHaveLength(1));
    expect(submit).toHaveAccessibleName('支付中…');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('商城余额不足，请选择其他支付方式');
    expect(pays(calls)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '确认支付 ¥177.00' })).toBeDisabled();
    // Typed again: the six digits pay again, with a new key.
    await typePayPassword('390651');
    await waitFor(() => expect(pays(calls)).toHaveLength(2));
    const [first, second] = pays(calls);
    expect(second!.body).toEqual({ order_id: 'so_1001', pay_type: 'balance', pay_password: '390651' });
    expect(keyOf(second!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('a wrong password is said and the keypad comes back by itself for the next six digits; 忘记支付密码 is under the boxes', async () => {
    let wrong = true;
    const { calls } = open({
      getCloudMyInfo: { body: withBalance(17700) },
      payShopOrder: () => (wrong ? { status: 400, body: contractExample('payShopOrder', 'wrongPayPassword', '400') } : { body: contractExample('payShopOrder') }),
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: /商城余额支付/ })).toBeChecked());
    expect(screen.getByRole('link', { name: '忘记支付密码' })).toHaveAttribute('href', `${paths.updatePayword}?mode=forgot`);
    await typePayPassword('802418');
    expect(await screen.findByRole('alert')).toHaveTextContent('支付密码错误，还可输入 4 次');
    wrong = false;
    await typeOnOpenKeypad('802417');
    await waitFor(() => expect(pays(calls)).toHaveLength(2));
    expect(pays(calls)[1]!.body).toEqual({ order_id: 'so_1001', pay_type: 'balance', pay_password: '802417' });
  });

  it('the sixth digit pays by itself, with no tap', async () => {
    const { calls } = open({ getCloudMyInfo: { body: withBalance(17700) }, payShopOrder: { body: contractExample('payShopOrder') } });
    await waitFor(() => expect(screen.getByRole('radio', { name: /商城余额支付/ })).toBeChecked());
    await typePayPassword('802417');
    await waitFor(() => expect(pays(calls)).toHaveLength(1));
    expect(pays(calls)[0]!.body).toEqual({ order_id: 'so_1001', pay_type: 'balance', pay_password: '802417' });
    expect(keyOf(pays(calls)[0]!)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('after a lost answer the password stays and nothing goes by itself, not even when the keypad shows again; the retry carries the same key', async () => {
    let lose = true;
    const { calls } = open({
      getCloudMyInfo: { body: withBalance(17700) },
      payShopOrder: () => {
        if (lose) throw new TypeError('Failed to fetch');
        return { body: contractExample('payShopOrder') };
      },
    });
    const balance = await screen.findByRole('radio', { name: /商城余额支付/ });
    await waitFor(() => expect(balance).toBeChecked());
    await typePayPassword('802417');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // Another way chosen and the balance again: the keypad shows six digits, and waits for a tap.
    await userEvent.click(screen.getByRole('radio', { name: '线下转账' }));
    await userEvent.click(balance);
    expect(await screen.findByRole('button', { name: /支付密码/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pays(calls)).toHaveLength(1);
    lose = false;
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥177.00' }));
    await waitFor(() => expect(pays(calls)).toHaveLength(2));
    const [first, retry] = pays(calls);
    expect(retry!.body).toEqual(first!.body);
    expect(keyOf(retry!)).toBe(keyOf(first!));
  });

  it('says 订单金额已更新为 ¥177.00 when the checkout showed another amount, and nothing when it showed the same', async () => {
    const { router } = open({ getCloudMyInfo: { body: withBalance(52360) } });
    expect(await screen.findByText('等待付款')).toBeInTheDocument();
    expect(screen.queryByText(/订单金额已更新/)).not.toBeInTheDocument();
    await router.navigate(ORDER, { state: { shownPayCents: 17700 } });
    expect(screen.queryByText(/订单金额已更新/)).not.toBeInTheDocument();
    await router.navigate(ORDER, { state: { shownPayCents: 16690 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('订单金额已更新为 ¥177.00');
  });
});
