import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { on } from '@/lib/events/events';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { field, label } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const loginAt = (path: string = paths.login) => renderScreen(<LoginScreen />, { path, route: paths.login });

describe('Sign-in', () => {
  it('SMS mode: sends a login code, then the resend button stays disabled until the countdown reaches 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') } }); // resendAfter: 60
    loginAt();

    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(field('手机号'), '138 1234 5678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls.find((c) => c.operationId === 'sendSmsCode')?.body).toEqual({ mobile: '13812345678', scene: 'login' });

    act(() => void vi.advanceTimersByTime(59_000));
    const waiting = screen.getByRole('button', { name: '1秒后重新获取' });
    expect(waiting).toBeDisabled();
    await user.click(waiting);
    expect(calls.filter((c) => c.operationId === 'sendSmsCode')).toHaveLength(1);

    act(() => void vi.advanceTimersByTime(1_000));
    const again = await screen.findByRole('button', { name: '重新获取' });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'sendSmsCode')).toHaveLength(2));
  });

  it('SMS mode: a number with no worker account is told so quietly, and no code is sent', async () => {
    const events: string[] = [];
    const offs = (['noWorkerAccount', 'serverError', 'maintenance'] as const).map((name) => on(name, () => events.push(name)));
    const calls = stubApi({
      checkWorkerAccount: { body: contractExample('checkWorkerAccount', 'notFound') },
      sendSmsCode: { body: contractExample('sendSmsCode') },
    });
    loginAt();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(field('手机号'), '138 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号尚未注册，请先注册或申请加入')).toBeInTheDocument();
    expect(calls.find((c) => c.operationId === 'checkWorkerAccount')?.body).toEqual({ mobile: '13812345678' });
    expect(calls.filter((c) => c.operationId === 'sendSmsCode')).toHaveLength(0);
    offs.forEach((off) => off());
    expect(events).toEqual([]);
  });

  it('SMS mode: when the account check itself fails (exempt from error rejection), the code is sent and no app-wide answer opens', async () => {
    const events: string[] = [];
    const offs = (['noWorkerAccount', 'serverError', 'maintenance'] as const).map((name) => on(name, () => events.push(name)));
    const calls = stubApi({
      checkWorkerAccount: { status: 502, body: contractExample('checkWorkerAccount', undefined, '502') },
      sendSmsCode: { body: contractExample('sendSmsCode') },
    });
    loginAt();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(field('手机号'), '138 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls.map((c) => c.operationId)).toEqual(['checkWorkerAccount', 'sendSmsCode']);
    offs.forEach((off) => off());
    expect(events).toEqual([]);
  });

  it('says in Chinese when the number is wrong or the code is short, and sends nothing', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, loginBySms: { body: contractExample('loginBySms') } });
    loginAt();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(field('手机号'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();

    await userEvent.clear(field('手机号'));
    await userEvent.type(field('手机号'), '13812345678');
    await userEvent.type(field('验证码'), '123');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入6位数字验证码')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in with an SMS code, saves the session and goes to the redirect target', async () => {
    const ok = contractExample<{ data: { token: string } }>('loginBySms');
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, loginBySms: { body: ok } });
    const { router } = loginAt(`${paths.login}?redirect=${encodeURIComponent('/pages/order/detail?id=so_1')}`);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(field('手机号'), '+86 138-1234-5678');
    await userEvent.type(field('验证码'), '246810');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detail'));
    expect(router.state.location.search).toBe('?id=so_1');
    expect(calls.find((c) => c.operationId === 'loginBySms')?.body).toEqual({ mobile: '13812345678', code: '246810', agreed: true });
    expect(localStorage.getItem('uni_id_token')).toBe(ok.data.token);
  });

  it('a double submit (two taps, or the Enter key twice) signs in with one request', async () => {
    const calls = stubApi({ loginByPassword: { body: contractExample('loginByPassword') } });
    const { router } = loginAt();
    await userEvent.type(field('手机号'), '13812345678');
    await userEvent.type(field('密码'), 'abc_123456');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    const form = screen.getByRole('button', { name: '登录' }).closest('form')!;
    // In one frame: no render between them disables anything.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(calls.filter((c) => c.operationId === 'loginByPassword')).toHaveLength(1);
  });

  it('a failed sign-in shows the server message and keeps what was typed', async () => {
    stubApi({ loginByPassword: { status: 400, body: contractExample('loginByPassword', 'wrongPassword', '400') } });
    const { router } = loginAt();
    await userEvent.type(field('手机号'), '138 1234 5678');
    await userEvent.type(field('密码'), 'abc_123456');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(field('手机号')).toHaveValue('138 1234 5678');
    expect(field('密码')).toHaveValue('abc_123456');
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(localStorage.getItem('uni_id_token')).toBeNull();
  });

  it('leaves 10001 (no worker account) to the platform\'s "apply to join" dialog and keeps the number', async () => {
    const raised = vi.fn();
    const off = on('noWorkerAccount', raised);
    stubApi({ loginByPassword: { status: 400, body: contractExample('loginByPassword', 'noWorkerAccount', '400') } });
    loginAt();
    await userEvent.type(field('手机号'), '13912342046');
    await userEvent.type(field('密码'), 'abc_123456');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(raised).toHaveBeenCalledWith({ message: '该手机号尚未注册技师账号，请先申请入驻' }));
    expect(field('手机号')).toHaveValue('13912342046');
    off();
  });

  it('keeps the number when switching between password and SMS sign-in', async () => {
    loginAt();
    await userEvent.type(field('手机号'), '13812345678');
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(label('密码'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(field('手机号')).toHaveValue('13812345678');
  });

  it('links to both agreements, to register and to the forgotten-password page', () => {
    loginAt();
    expect(screen.getByRole('link', { name: '《服务协议》' })).toHaveAttribute('href', '/pages/login/agreement?type=service');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/pages/login/agreement?type=privacy');
    expect(screen.getByRole('link', { name: '注册账号' })).toHaveAttribute('href', paths.register);
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', paths.forget);
  });

  it('fills in the number the forgotten-password page hands back', () => {
    const { router } = renderScreen(<LoginScreen />, { route: paths.login, path: paths.forget });
    void router.navigate(paths.login, { state: { mobile: '13812345678' } });
    return waitFor(() => expect(field('手机号')).toHaveValue('13812345678'));
  });

  it('offers the language switch before sign-in: English shows the page in English, and the choice is kept (issue 29)', async () => {
    loginAt();
    const u = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: '语言' });
    expect(select).toHaveValue('zh-Hans');
    try {
      await u.selectOptions(select, 'en');
      expect(await screen.findByRole('heading', { name: 'Worker workbench' })).toBeInTheDocument();
      expect(localStorage.getItem('worker_language')).toBe('en');
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    } finally {
      await setLanguage('zh-Hans');
    }
  });
});
