import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { RegisterScreen } from '@/features/auth/screens/register-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { field, submitAgainWhileSending } from './support';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderScreen(<RegisterScreen />, { path: paths.register, route: paths.register });

async function fillForm(password = 'zhao_2026', confirm = password) {
  await userEvent.type(field('手机号'), '159 6712 3046');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /秒后重新获取/ });
  await userEvent.type(field('验证码'), '135790');
  await userEvent.type(field('密码'), password);
  await userEvent.type(field('确认密码'), confirm);
}

describe('Register', () => {
  it('registers with the code, the password and the stored invite code, then starts signed in', async () => {
    localStorage.setItem('worker_invite_code', 'LXM8K2');
    const ok = contractExample<{ data: { token: string } }>('registerWorker');
    const calls = stubApi({
      checkWorkerAccount: { body: contractExample('checkWorkerAccount', 'notFound') },
      sendSmsCode: { body: contractExample('sendSmsCode') },
      registerWorker: { body: ok },
    });
    const { router } = open();
    expect(field('邀请码（选填）')).toHaveValue('LXM8K2');
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));

    // Status 3 would open the apply process; until that page exists the worker lands on Home.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(calls.find((c) => c.operationId === 'sendSmsCode')?.body).toEqual({ mobile: '15967123046', scene: 'register' });
    expect(calls.find((c) => c.operationId === 'registerWorker')?.body).toEqual({
      mobile: '15967123046',
      code: '135790',
      password: 'zhao_2026',
      agreed: true,
      inviteCode: 'LXM8K2',
    });
    expect(localStorage.getItem('uni_id_token')).toBe(ok.data.token);
  });

  it('says a number that already has an account should sign in, and sends no code', async () => {
    const calls = stubApi({ checkWorkerAccount: { body: contractExample('checkWorkerAccount') }, sendSmsCode: { body: contractExample('sendSmsCode') } });
    open();
    await userEvent.type(field('手机号'), '159 6712 3046');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'sendSmsCode')).toHaveLength(0);
    expect(field('手机号')).toHaveValue('159 6712 3046');
  });

  it('leaves the invite code out when none is given', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, registerWorker: { body: contractExample('registerWorker') } });
    open();
    expect(field('邀请码（选填）')).toHaveValue('');
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(calls.find((c) => c.operationId === 'registerWorker')?.body).toEqual({
      mobile: '15967123046',
      code: '135790',
      password: 'zhao_2026',
      agreed: true,
    }));
  });

  it('refuses different passwords and a missing consent, and keeps the form when the server refuses', async () => {
    const calls = stubApi({
      sendSmsCode: { body: contractExample('sendSmsCode') },
      registerWorker: { status: 400, body: contractExample('registerWorker', 'wrongCode', '400') },
    });
    open();
    await fillForm('zhao_2026', 'zhao_2027');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(await screen.findByText('请先阅读并同意服务协议、隐私政策和技师合作协议')).toBeInTheDocument();
    expect(calls.some((c) => c.operationId === 'registerWorker')).toBe(false);

    await userEvent.clear(field('确认密码'));
    await userEvent.type(field('确认密码'), 'zhao_2026');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(field('手机号')).toHaveValue('159 6712 3046');
    expect(field('验证码')).toHaveValue('135790');
    expect(localStorage.getItem('uni_id_token')).toBeNull();
  });

  it('a second tap while the account is being created sends nothing', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, registerWorker: { body: contractExample('registerWorker') } });
    const { router } = open();
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    const answers = await submitAgainWhileSending('注册', '/login/register');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(answers.held).toBe(1);
    expect(calls.filter((c) => c.operationId === 'registerWorker')).toHaveLength(1);
  });

  it('links to the service, privacy and worker agreements', () => {
    open();
    expect(screen.getByRole('link', { name: '《技师合作协议》' })).toHaveAttribute('href', '/pages/login/agreement?type=worker');
    expect(screen.getByRole('link', { name: '《服务协议》' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toBeInTheDocument();
  });
});
