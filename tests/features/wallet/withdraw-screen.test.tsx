// pages/user/wallet/withdrawal: the rules and the amount received as the worker types, the payment
// password on the keypad whose sixth digit sends it (issue 29), one request per intent whatever is
// tapped after it, and one Idempotency-Key per intent (the same on a retry after a lost answer, a new
// one after a refusal); the refusals say what to do.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { WithdrawScreen } from '@/features/wallet/screens/withdraw-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { typeOnOpenKeypad } from '../../support/pay-password';
import { renderScreen, stubApi } from '../../support/render';

// The keypad loads lazily and slides in.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

type Stubs = Parameters<typeof stubApi>[0];
const base: Stubs = {
  getMyWallet: { body: contractExample('getMyWallet') },
  getWithdrawConfig: { body: contractExample('getWithdrawConfig') },
  listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') },
  createWithdrawal: { body: contractExample('createWithdrawal') },
  getWithdrawal: { body: contractExample('getWithdrawal') },
};
const open = (stubs: Stubs = {}) => {
  const calls = stubApi({ ...base, ...stubs });
  return { calls, ...renderScreen(<WithdrawScreen />, { path: paths.withdraw }) };
};
const sent = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.operationId === 'createWithdrawal');
const keyOf = (call: ReturnType<typeof stubApi>[number]) => new Headers(call.init.headers).get('Idempotency-Key');

/** Types the amount, goes to the password step and types the password on the keypad (its sixth digit sends it). */
async function withdraw(amount: string, password = '802417') {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('提现金额（元）'), amount);
  await u.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('heading', { name: '输入支付密码' });
  await typePassword(password);
}

async function typePassword(password: string) {
  // The keypad slides in (pointer-events: none while it moves, which a finger does not wait for).
  const u = userEvent.setup({ pointerEventsCheck: 0 });
  await u.click(await screen.findByRole('button', { name: '输入支付密码' }));
  for (const digit of password) await u.click(await screen.findByRole('button', { name: digit }));
}

describe('Withdraw', () => {
  it('shows the accounts (the default chosen), the rules, and the fee and amount received as the worker types', async () => {
    open();
    const accounts = await screen.findByRole('radiogroup', { name: '到账账户' });
    const choices = within(accounts).getAllByRole('radio');
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual(['招商银行 **** 8836默认', '支付宝 138****5678', '微信 梅子']);
    expect(choices[0]).toBeChecked();
    expect(screen.getByText('可提现收入 ¥3,645.80')).toBeInTheDocument();
    expect(screen.getByText('单笔 ¥100.00 起，最高 ¥50,000.00')).toBeInTheDocument();
    expect(screen.getByText('今日还可提现 2 次（每日 3 次）')).toBeInTheDocument();
    expect(screen.getByText(/每日最多提现3次/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('提现金额（元）'), '500');
    const fee = screen.getByText('手续费').parentElement!;
    expect(within(fee).getByText('¥3.00')).toBeInTheDocument();
    expect(within(screen.getByText('实际到账').parentElement!).getByText('¥497.00')).toBeInTheDocument();
    // Below 333.34 yuan the minimum fee applies; cents are exact (0.29 -> 29).
    await userEvent.clear(screen.getByLabelText('提现金额（元）'));
    await userEvent.type(screen.getByLabelText('提现金额（元）'), '100.29');
    expect(within(fee).getByText('¥2.00')).toBeInTheDocument();
    expect(within(screen.getByText('实际到账').parentElement!).getByText('¥98.29')).toBeInTheDocument();
    // An amount over the balance cannot go: no amount received for it (issue 29).
    await userEvent.clear(screen.getByLabelText('提现金额（元）'));
    await userEvent.type(screen.getByLabelText('提现金额（元）'), '5000');
    expect(within(fee).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByText('实际到账').parentElement!).getByText('—')).toBeInTheDocument();
    // Full-width digits from a Chinese keyboard are digits.
    await userEvent.clear(screen.getByLabelText('提现金额（元）'));
    await userEvent.type(screen.getByLabelText('提现金额（元）'), '５００');
    expect(screen.getByLabelText('提现金额（元）')).toHaveValue('500');
    expect(within(screen.getByText('实际到账').parentElement!).getByText('¥497.00')).toBeInTheDocument();
  });

  it('refuses an amount with more than 2 decimals, below the minimum or above the balance, and sends nothing', async () => {
    const { calls } = open();
    const u = userEvent.setup();
    const input = await screen.findByLabelText('提现金额（元）');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入提现金额');
    await u.type(input, '100.291');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的金额，最多两位小数');
    await u.clear(input);
    await u.type(input, '99.99');
    expect(screen.getByRole('alert')).toHaveTextContent('单笔提现金额不能低于 ¥100.00');
    await u.clear(input);
    await u.type(input, '3645.81');
    expect(screen.getByRole('alert')).toHaveTextContent('超过可提现收入');
    await u.click(screen.getByRole('button', { name: '全部提现' }));
    expect(input).toHaveValue('3645.80');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  it('sends the withdrawal on the sixth digit, with no tap, with the amount in cents, the account chosen and an Idempotency-Key, then opens it', async () => {
    const { calls, router } = open();
    await userEvent.click(await screen.findByRole('radio', { name: /支付宝/ }));
    await withdraw('500.5');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawDetail));
    expect(router.state.location.search).toBe('?id=wd_20261121001');
    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0].body).toEqual({ amountCents: 50050, accountId: 'wa_3002', payPassword: '802417' });
    expect(keyOf(sent(calls)[0])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one withdrawal for the sixth digit and a hurried double tap on the confirm button, with one Idempotency-Key', async () => {
    let answer!: () => void;
    const { calls, router } = open({
      createWithdrawal: () => new Promise((resolve) => (answer = () => resolve({ body: contractExample('createWithdrawal') }))),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /支付宝/ }));
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('提现金额（元）'), '500.5');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = screen.getByRole('button', { name: '确认提现' });
    await typePassword('802417');
    doubleTap(confirm);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(confirm).toHaveAccessibleName('提交中…');
    expect(confirm).toBeDisabled();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawDetail));
    expect(router.state.location.search).toBe('?id=wd_20261121001');
    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0].body).toEqual({ amountCents: 50050, accountId: 'wa_3002', payPassword: '802417' });
    expect(keyOf(sent(calls)[0])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a withdrawal whose answer was lost with the same Idempotency-Key and password', async () => {
    let lose = true;
    const { calls, router } = open({
      createWithdrawal: () => {
        if (lose) throw new TypeError('Failed to fetch');
        return { body: contractExample('createWithdrawal') };
      },
    });
    await withdraw('500');
    expect(await screen.findByText(/没有收到提现结果/)).toBeInTheDocument();
    // The password stays typed: the retry is the button's (nothing more went by itself).
    expect(sent(calls)).toHaveLength(1);
    lose = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawDetail));
    const [first, retry] = sent(calls);
    expect(sent(calls)).toHaveLength(2);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(retry.body).toEqual(first.body);
  });

  it('says a wrong payment password and the tries left, clears it, and the next try is a new intent', async () => {
    let wrong = true;
    const { calls, router } = open({
      createWithdrawal: () =>
        wrong ? { status: 400, body: contractExample('createWithdrawal', 'wrongPayPassword', '400') } : { body: contractExample('createWithdrawal') },
    });
    await withdraw('500', '802418');
    expect(await screen.findByText('支付密码错误，还可尝试 2 次')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认提现' })).toBeDisabled();
    expect(sent(calls)).toHaveLength(1);
    wrong = false;
    // The field was cleared and the keypad is back by itself (no guessing that the boxes open it): the
    // next six digits send again, a new intent.
    await typeOnOpenKeypad('802417');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawDetail));
    expect(sent(calls)).toHaveLength(2);
    const [first, second] = sent(calls);
    expect([first.body, second.body].map((b) => (b as { payPassword: string }).payPassword)).toEqual(['802418', '802417']);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('offers 忘记支付密码 under the keypad from the start, opening the payment password page on setting it by SMS', async () => {
    const { router } = open();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('提现金额（元）'), '500');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    // Before any try: a worker who does not remember it should not have to fail first.
    const forgot = await screen.findByRole('link', { name: '忘记支付密码' });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(forgot);
    expect(router.state.location.pathname).toBe(paths.updatePayword);
    expect(router.state.location.search).toBe('?mode=forgot');
  });

  it('says a refusal and opens the keypad again for the next six digits', async () => {
    let refuse = true;
    const { calls, router } = open({
      createWithdrawal: () => (refuse ? { status: 400, body: contractExample('createWithdrawal', 'insufficientBalance', '400') } : { body: contractExample('createWithdrawal') }),
    });
    await withdraw('500');
    expect(await screen.findByText('可提现收入不足')).toBeInTheDocument();
    refuse = false;
    await typeOnOpenKeypad('802417');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawDetail));
    expect(sent(calls)).toHaveLength(2);
  });

  it('says a locked payment password and links to setting it again', async () => {
    const { router } = open({ createWithdrawal: { status: 400, body: contractExample('createWithdrawal', 'payPasswordLocked', '400') } });
    await withdraw('500');
    expect(await screen.findByText('支付密码错误次数过多，已锁定至 2026/11/22 00:00。可以等到那时再试，或重新设置支付密码。')).toBeInTheDocument();
    // Typing again cannot help: the keypad stays shut, not over the way out.
    await new Promise((settled) => setTimeout(settled, 800));
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '设置支付密码' }));
    expect(router.state.location.pathname).toBe(paths.updatePayword);
  });

  it('asks a worker without a payment password to set one first', async () => {
    open({ getMyWallet: { body: contractExample('getMyWallet', 'newWorker') } });
    expect(await screen.findByText('您还没有设置支付密码，设置后才能提现。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '设置支付密码' })).toHaveAttribute('href', paths.updatePayword);
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('offers to add an account when there is none', async () => {
    open({ listWithdrawAccounts: { body: contractExample('listWithdrawAccounts', 'empty') } });
    expect(await screen.findByText('还没有提现账户，请先添加一个')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加提现账户' })).toHaveAttribute('href', paths.updateWithdrawAccount);
  });

  it('says what went wrong loading the rules, with a retry that asks again', async () => {
    let fail = true;
    const { calls } = open({ getWithdrawConfig: () => (fail ? { status: 500, body: {} } : { body: contractExample('getWithdrawConfig') }) });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByLabelText('提现金额（元）')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'getWithdrawConfig')).toHaveLength(2);
  });
});
