// pages/user/setting/account and update-account: the saved withdrawal accounts, deleted after a
// confirmation; one added or edited through the JSON-schema form, the input kept when refused.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AccountEditScreen } from '@/features/wallet/screens/account-edit-screen';
import { AccountsScreen } from '@/features/wallet/screens/accounts-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

// The form's renderer and the dialogs load lazily.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const OK = { code: 200, msg: '操作成功', data: null };

describe('Withdrawal accounts', () => {
  it('lists the accounts, the default marked, each with edit and delete', async () => {
    stubApi({ listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') } });
    renderScreen(<AccountsScreen />, { path: paths.withdrawAccounts });
    const cards = within(await screen.findByRole('list', { name: '提现账户列表' })).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['招商银行 **** 8836', '支付宝 138****5678', '微信 梅子']);
    expect(within(cards[0]).getByText('默认')).toBeInTheDocument();
    expect(cards.filter((c) => within(c).queryByText('默认'))).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('持有人 李*梅 · 招商银行上海徐家汇支行');
    expect(within(cards[1]).getByRole('link', { name: '编辑 支付宝 138****5678' })).toHaveAttribute('href', `${paths.updateWithdrawAccount}?id=wa_3002`);
    expect(screen.getByRole('link', { name: '添加提现账户' })).toHaveAttribute('href', paths.updateWithdrawAccount);
  });

  it('deletes an account once confirmed, and asks for the list again', async () => {
    const calls = stubApi({ listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') }, deleteWithdrawAccount: { body: OK } });
    renderScreen(<AccountsScreen />, { path: paths.withdrawAccounts });
    await userEvent.click(await screen.findByRole('button', { name: '删除 支付宝 138****5678' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除提现账户“支付宝 138****5678”吗？');
    // The dialog fades in (pointer-events: none while it moves, which a finger does not wait for).
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'deleteWithdrawAccount').map((c) => c.body)).toEqual([{ id: 'wa_3002' }]));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'listWithdrawAccounts')).toHaveLength(2));
  });

  it('offers to add one when there is none', async () => {
    stubApi({ listWithdrawAccounts: { body: contractExample('listWithdrawAccounts', 'empty') } });
    renderScreen(<AccountsScreen />, { path: paths.withdrawAccounts });
    expect(await screen.findByText('还没有提现账户')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加提现账户' })).toHaveAttribute('href', paths.updateWithdrawAccount);
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ listWithdrawAccounts: () => (fail ? { status: 500, body: {} } : { body: contractExample('listWithdrawAccounts') }) });
    renderScreen(<AccountsScreen />, { path: paths.withdrawAccounts });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '提现账户列表' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('Add or edit a withdrawal account', () => {
  it('adds an Alipay account through the form, the mobile number sent without +86, and goes back', async () => {
    const calls = stubApi({ saveWithdrawAccount: { body: contractExample('saveWithdrawAccount') }, listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') } });
    const { router } = renderScreen(<AccountEditScreen />, { path: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '添加提现账户' })).toBeInTheDocument();
    await u.click(await screen.findByRole('radio', { name: '支付宝' }));
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    await u.type(screen.getByLabelText(/支付宝账号/), '+86 139 1234 5678');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWithdrawAccount')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'saveWithdrawAccount')!.body).toEqual({ type: 'alipay', holderName: '李秀梅', accountNo: '13912345678', isDefault: false });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.updateWithdrawAccount));
  });

  it('takes a bank card as printed (groups, full-width digits) on a number keyboard; Alipay gets the email keyboard', async () => {
    const calls = stubApi({ saveWithdrawAccount: { body: contractExample('saveWithdrawAccount') }, listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') } });
    renderScreen(<AccountEditScreen />, { path: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: '支付宝' }));
    expect(screen.getByLabelText(/支付宝账号/)).toHaveAttribute('inputmode', 'email');
    await u.click(screen.getByRole('radio', { name: '银行卡' }));
    await u.type(screen.getByLabelText(/持有人姓名/), '王小明');
    const card = screen.getByLabelText(/银行卡号/);
    expect(card).toHaveAttribute('inputmode', 'numeric');
    await u.type(card, '6225 8802 1234 ５６７８');
    expect(card).toHaveValue('6225880212345678');
    await u.type(screen.getByLabelText(/开户银行/), '招商银行');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWithdrawAccount')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'saveWithdrawAccount')!.body).toMatchObject({ type: 'bank', accountNo: '6225880212345678' });
  });

  it('keeps a bank name past its limit and says so, instead of cutting it without a word', async () => {
    const calls = stubApi({ saveWithdrawAccount: { body: contractExample('saveWithdrawAccount') } });
    renderScreen(<AccountEditScreen />, { path: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/持有人姓名/), '王小明');
    await u.type(screen.getByLabelText(/银行卡号/), '6214830212348836');
    const bank = screen.getByLabelText(/开户银行/);
    await u.click(bank);
    await u.paste('中国农业银行股份有限公司上海市漕河泾新兴技术开发区支行营业部一');
    expect(bank).toHaveValue('中国农业银行股份有限公司上海市漕河泾新兴技术开发区支行营业部一');
    expect(screen.getByText('31/30')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最多填写 30 个字')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'saveWithdrawAccount')).toHaveLength(0);
  });

  it('adds an account whose answer was lost again with the same Idempotency-Key, so the server adds one', async () => {
    let tries = 0;
    const calls = stubApi({
      saveWithdrawAccount: () => {
        tries += 1;
        // The first try's answer never comes back: the server may have added the account.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { body: contractExample('saveWithdrawAccount') };
      },
      listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') },
    });
    const { router } = renderScreen(<AccountEditScreen />, { path: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: '支付宝' }));
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    await u.type(screen.getByLabelText(/支付宝账号/), '13912345678');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    expect(router.state.location.pathname).toBe(paths.updateWithdrawAccount);
    expect(screen.getByLabelText(/支付宝账号/)).toHaveValue('13912345678');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.updateWithdrawAccount));
    const saves = calls.filter((c) => c.operationId === 'saveWithdrawAccount');
    const keys = saves.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(saves[1]!.body).toEqual(saves[0]!.body);
  });

  it('keeps every input when the server refuses, and says why', async () => {
    const calls = stubApi({ saveWithdrawAccount: { status: 400, body: contractExample('saveWithdrawAccount', 'holderMismatch', '400') } });
    renderScreen(<AccountEditScreen />, { path: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/持有人姓名/), '王小明');
    await u.type(screen.getByLabelText(/银行卡号/), '6214830212348836');
    await u.type(screen.getByLabelText(/开户银行/), '招商银行');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('收款人姓名须与实名认证姓名一致')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText(/持有人姓名/)).toHaveValue('王小明');
    expect(screen.getByLabelText(/银行卡号/)).toHaveValue('6214830212348836');
    expect(screen.getByLabelText(/开户银行/)).toHaveValue('招商银行');
  });

  it('edits a bank card: its bank filled in, its number kept when left empty', async () => {
    const calls = stubApi({ saveWithdrawAccount: { body: contractExample('saveWithdrawAccount') }, listWithdrawAccounts: { body: contractExample('listWithdrawAccounts') } });
    renderScreen(<AccountEditScreen />, { path: `${paths.updateWithdrawAccount}?id=wa_3001`, route: paths.updateWithdrawAccount });
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '编辑提现账户' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/开户银行/)).toHaveValue('招商银行');
    expect(screen.getByText(/账号 \*\*\*\* 8836：不填写则保留原账号/)).toBeInTheDocument();
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    await u.clear(screen.getByLabelText(/开户支行/));
    await u.type(screen.getByLabelText(/开户支行/), '招商银行上海漕河泾支行');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWithdrawAccount')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'saveWithdrawAccount')!.body).toEqual({
      id: 'wa_3001',
      type: 'bank',
      holderName: '李秀梅',
      bankName: '招商银行',
      bankBranch: '招商银行上海漕河泾支行',
      isDefault: true,
    });
  });

  it('says an account being edited is gone, or that the accounts could not be loaded', async () => {
    stubApi({ listWithdrawAccounts: { body: contractExample('listWithdrawAccounts', 'empty') } });
    renderScreen(<AccountEditScreen />, { path: `${paths.updateWithdrawAccount}?id=wa_3009`, route: paths.updateWithdrawAccount });
    expect(await screen.findByText('该提现账户已不存在')).toBeInTheDocument();
  });
});
