import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UpdatePaywordScreen } from '@/features/settings/screens/update-payword-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { errorOf, OK, user, signedInSettingsTests } from './support';

signedInSettingsTests();

const open = () => renderScreen(<UpdatePaywordScreen />, { path: paths.updatePayword });
const wallet = (hasPayPassword: boolean) => {
  const body = contractExample<{ data: { hasPayPassword: boolean } }>('getMyWallet');
  body.data.hasPayPassword = hasPayPassword;
  return { getMyWallet: { body } };
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

describe('Payment password', () => {
  it('changes it with the current one, and goes back', async () => {
    const calls = stubApi({ ...wallet(true), updatePayPassword: { body: OK } });
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^原支付密码\*?$/), '802417');
    await u.type(field('新支付密码'), '390651');
    await u.type(field('确认支付密码'), '390651');
    await u.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.settings));
    expect(calls.find((c) => c.operationId === 'updatePayPassword')?.body).toEqual({ oldPayPassword: '802417', newPayPassword: '390651' });
  });

  it('refuses six equal digits, a straight run and a confirmation that differs, sending nothing', async () => {
    const calls = stubApi({ ...wallet(true) });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^原支付密码\*?$/), '8024');
    await u.type(field('新支付密码'), '123456');
    await u.type(field('确认支付密码'), '654321');
    await u.click(screen.getByRole('button', { name: '确认' }));
    expect(errorOf(field('原支付密码'))).toBe('支付密码为 6 位数字');
    expect(errorOf(field('新支付密码'))).toBe('支付密码为 6 位数字，不能是相同或连续的数字');
    expect(errorOf(field('确认支付密码'))).toBe('两次输入的密码不一致');
    await u.clear(field('新支付密码'));
    await u.type(field('新支付密码'), '888888');
    expect(errorOf(field('新支付密码'))).toBe('支付密码为 6 位数字，不能是相同或连续的数字');
    expect(calls.map((c) => c.operationId)).toEqual(['getMyWallet']);
  });

  it('says how many tries are left after a wrong current one, keeping what was typed', async () => {
    stubApi({ ...wallet(true), updatePayPassword: { status: 400, body: contractExample('updatePayPassword', 'wrongPayPassword', '400') } });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^原支付密码\*?$/), '111222');
    await u.type(field('新支付密码'), '390651');
    await u.type(field('确认支付密码'), '390651');
    await u.click(screen.getByRole('button', { name: '确认' }));
    expect(await within(await screen.findByRole('dialog')).findByText('原支付密码错误，还可尝试2次')).toBeInTheDocument();
    expect(field('原支付密码')).toHaveValue('111222');
    expect(field('新支付密码')).toHaveValue('390651');
  });

  it('sets the first one with an SMS code sent to the bound number', async () => {
    const calls = stubApi({ ...wallet(false), sendSmsCode: { body: contractExample('sendSmsCode') }, setPayPassword: { body: OK } });
    const { router } = open();
    const u = user();
    expect(await screen.findByText('还没有设置支付密码，请通过短信验证码设置。')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^原支付密码/)).toBeNull();
    await u.type(await screen.findByLabelText(/^绑定的手机号\*?$/), '13812345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls.find((c) => c.operationId === 'sendSmsCode')?.body).toEqual({ mobile: '13812345678', scene: 'payPassword' }));
    await u.type(field('短信验证码'), '246810');
    await u.type(field('新支付密码'), '802417');
    await u.type(field('确认支付密码'), '802417');
    await u.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.settings));
    expect(calls.find((c) => c.operationId === 'setPayPassword')?.body).toEqual({ code: '246810', payPassword: '802417' });
  });

  it('offers setting it by SMS when the current one is forgotten', async () => {
    stubApi({ ...wallet(true) });
    open();
    await user().click(await screen.findByText('忘记支付密码'));
    expect(await screen.findByLabelText(/^绑定的手机号\*?$/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^原支付密码/)).toBeNull();
  });

  it('opens on setting it by SMS when the keypad\'s 忘记支付密码 brought the worker here', async () => {
    stubApi({ ...wallet(true) });
    renderScreen(<UpdatePaywordScreen />, { path: `${paths.updatePayword}?mode=forgot`, route: paths.updatePayword });
    expect(await screen.findByLabelText(/^绑定的手机号\*?$/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^原支付密码/)).toBeNull();
    // The choice is still there: one who remembers it after all changes it with the current one.
    expect(screen.getByText('修改支付密码')).toBeInTheDocument();
  });

  it('still lets the worker set one by SMS when the wallet cannot be read', async () => {
    stubApi({ getMyWallet: { status: 502, body: { code: 502, msg: 'bad gateway' } } });
    open();
    expect(await screen.findByText(/暂时无法确认是否已设置支付密码/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^绑定的手机号\*?$/)).toBeInTheDocument();
  });
});
