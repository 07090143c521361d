import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ForgetScreen } from '@/features/auth/screens/forget-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { field, submitAgainWhileSending } from './support';

afterEach(() => vi.unstubAllGlobals());

// resetPassword answers the shared components/responses/ok.yaml (contractExample reads inline examples only).
const done = { code: 200, msg: '操作成功', data: null };

const open = () => renderScreen(<ForgetScreen />, { path: paths.forget, route: paths.forget });

async function fillForm() {
  await userEvent.type(field('手机号'), '138 1234 5678');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60秒后重新获取' });
  await userEvent.type(field('验证码'), '864209');
  await userEvent.type(field('新密码'), 'Lxm_2026a');
  await userEvent.type(field('确认密码'), 'Lxm_2026a');
}

describe('Forgotten password', () => {
  it('resets the password with a reset code and returns to sign-in with the number and a success toast', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, resetPassword: { body: done } });
    const { router } = open();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ mobile: '13812345678' });
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect(calls.find((c) => c.operationId === 'sendSmsCode')?.body).toEqual({ mobile: '13812345678', scene: 'reset' });
    expect(calls.find((c) => c.operationId === 'resetPassword')?.body).toEqual({ mobile: '13812345678', code: '864209', password: 'Lxm_2026a' });
  });

  it('a second tap while the password is being reset sends nothing', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, resetPassword: { body: done } });
    const { router } = open();
    await fillForm();
    const answers = await submitAgainWhileSending('重置密码', '/login/resetPwd');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(answers.held).toBe(1);
    expect(calls.filter((c) => c.operationId === 'resetPassword')).toHaveLength(1);
  });

  it('shows why the code could not be sent and lets the worker try again', async () => {
    const calls = stubApi({ sendSmsCode: { status: 400, body: contractExample('sendSmsCode', 'mobileNotRegistered', '400') } });
    open();
    await userEvent.type(field('手机号'), '13812345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });
});
