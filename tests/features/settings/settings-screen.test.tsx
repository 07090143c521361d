import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SettingsScreen } from '@/features/settings/screens/settings-screen';
import { storedKeys } from '@/lib/storage/storage';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { CLOUD_OK, OK, user, signedInSettingsTests } from './support';

signedInSettingsTests();
afterEach(() => {
  delete window.WorkerNative;
});

const open = (signedIn = false) => renderScreen(<SettingsScreen />, { path: paths.settings, signedIn });
const worker = () => ({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });

describe('Settings', () => {
  it('lists the profile, account security with the bound number, language, version and WeChat', async () => {
    stubApi(worker());
    open();
    expect(screen.getByRole('heading', { name: '设置', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /个人信息.*李师傅/ })).toHaveAttribute('href', paths.userInfo);
    const security = screen.getByRole('region', { name: '账号与安全' });
    expect(within(security).getByRole('link', { name: /修改手机号.*138\*\*\*\*5678/ })).toHaveAttribute('href', paths.updateMobile);
    expect(within(security).getByRole('link', { name: /修改登录密码/ })).toHaveAttribute('href', paths.updatePassword);
    expect(within(security).getByRole('link', { name: /支付密码/ })).toHaveAttribute('href', paths.updatePayword);
    expect(within(security).getByRole('link', { name: /绑定邮箱/ })).toHaveAttribute('href', paths.updateEmail);
    const about = screen.getByRole('region', { name: '关于' });
    expect(within(about).getByText(env.appVersion)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /检查更新/ })).toHaveAttribute('href', paths.update);
    // In a browser there is no native bridge: WeChat says where it works instead of failing.
    expect(screen.getByText(/关联微信只能在技师工作台 App 中进行/)).toBeInTheDocument();
  });

  it('says what went wrong when the worker cannot be read, and retries; the settings stay usable', async () => {
    let fail = true;
    stubApi({
      getWorkerInfo: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getWorkerInfo') }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: /修改登录密码/ })).toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /个人信息.*李师傅/ })).toBeInTheDocument();
  });

  it('switches the language at once and keeps it', async () => {
    stubApi(worker());
    open();
    await screen.findByRole('link', { name: /个人信息.*李师傅/ });
    await user().click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account security' })).toBeInTheDocument();
    expect(screen.getByText(/only available in the Workbench app/)).toBeInTheDocument();
    expect(localStorage.getItem(storedKeys.language.name)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('links WeChat through the native app, sending the code its SDK gives', async () => {
    window.WorkerNative = { weixinLogin: async () => '081Kq7Ga1QzXnG0AOeHa1yJq7M2Kq7Gp' };
    const calls = stubApi({ ...worker(), bindUserWeixin: { body: CLOUD_OK } });
    open();
    await user().click(await screen.findByRole('button', { name: /关联微信/ }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'bindUserWeixin')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'bindUserWeixin')?.body).toEqual({ code: '081Kq7Ga1QzXnG0AOeHa1yJq7M2Kq7Gp' });
  });

  it('signs out after a confirmation: the token and every cached answer go, login opens', async () => {
    const calls = stubApi({ ...worker(), logoutWorker: { body: OK } });
    const { router, queryClient } = open(true);
    await screen.findByRole('link', { name: /个人信息.*李师傅/ });
    await user().click(screen.getByRole('button', { name: '退出登录' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    await waitFor(() => expect(localStorage.getItem('uni_id_token')).toBeNull());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(calls.map((c) => c.operationId)).toContain('logoutWorker');
  });

  it('closes the account only with the password and a second yes, then ends the session', async () => {
    const calls = stubApi({ ...worker(), closeUserCenterAccount: { body: OK } });
    const { router } = open(true);
    const u = user();
    await screen.findByRole('link', { name: /个人信息.*李师傅/ });
    await u.click(screen.getByRole('button', { name: '注销账号' }));
    // The close form loads when it opens (forms/settings/close-account).
    await u.click(await screen.findByRole('button', { name: '永久注销账号' }));
    expect(await screen.findByText('请输入正确的登录密码（6-18 位）')).toBeInTheDocument();

    await u.type(await screen.findByLabelText(/^登录密码\*?$/), 'abc_123456');
    await u.type(screen.getByLabelText(/^注销原因（选填）/), '回老家发展');
    // The second question, answered no: nothing is sent.
    await u.click(screen.getByRole('button', { name: '永久注销账号' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(calls.filter((c) => c.operationId === 'closeUserCenterAccount')).toHaveLength(0);
    // The first dialog gone (it fades out), so the next one found is the new one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });

    await u.click(screen.getByRole('button', { name: '永久注销账号' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定注销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    await waitFor(() => expect(localStorage.getItem('uni_id_token')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'closeUserCenterAccount').map((c) => c.body)).toEqual([{ password: 'abc_123456', reason: '回老家发展' }]);
    // Many steps: generous on a busy machine.
  }, 15_000);

  it('keeps the session and what was typed when closing is refused, and says why', async () => {
    stubApi({ ...worker(), closeUserCenterAccount: { status: 400, body: contractExample('closeUserCenterAccount', 'walletNotEmpty', '400') } });
    open();
    const u = user();
    await screen.findByRole('link', { name: /个人信息.*李师傅/ });
    await u.click(screen.getByRole('button', { name: '注销账号' }));
    await u.type(await screen.findByLabelText(/^登录密码\*?$/), 'abc_123456');
    await u.click(screen.getByRole('button', { name: '永久注销账号' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定注销' }));
    expect(await screen.findByText('钱包中还有未提现的收入，请先提现后再注销')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^登录密码\*?$/)).toHaveValue('abc_123456');
    expect(localStorage.getItem('uni_id_token')).toBe('test-token');
  });
});

