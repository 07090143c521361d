import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UpdateEmailScreen } from '@/features/settings/screens/update-email-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { errorOf, user, signedInSettingsTests } from './support';

signedInSettingsTests();

const open = () => renderScreen(<UpdateEmailScreen />, { path: paths.updateEmail });
const emailField = () => screen.getByLabelText(/^邮箱\*?$/);
const codeField = () => screen.getByLabelText(/^邮箱验证码\*?$/);

describe('Bind a mailbox', () => {
  it('mails a code to the address, then binds it and goes back', async () => {
    const calls = stubApi({ sendCloudEmailCode: { body: contractExample('sendCloudEmailCode') }, bindUserEmail: { body: contractExample('bindUserEmail') } });
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^邮箱\*?$/), 'lixiumei@example-massage.cn');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    expect(calls.find((c) => c.operationId === 'sendCloudEmailCode')?.body).toEqual({ email: 'lixiumei@example-massage.cn', type: 'bind' });
    await u.type(codeField(), '482615');
    await u.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.settings));
    expect(calls.find((c) => c.operationId === 'bindUserEmail')?.body).toEqual({ email: 'lixiumei@example-massage.cn', code: '482615' });
  });

  it('asks for a correct mailbox and the email code with the spec prompts, sending nothing', async () => {
    const calls = stubApi({});
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^邮箱\*?$/), 'lixiumei@');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(errorOf(emailField())).toBe('请输入正确的邮箱');
    expect(errorOf(codeField())).toBe('请输入邮箱验证码');
    expect(calls).toHaveLength(0);
  });

  it('keeps the address and the code when the code is wrong, and says so', async () => {
    stubApi({ bindUserEmail: { status: 400, body: contractExample('bindUserEmail', 'wrongCode', 'default') } });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^邮箱\*?$/), 'lixiumei@example-massage.cn');
    await u.type(codeField(), '000000');
    await u.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await within(await screen.findByRole('dialog')).findByText('验证码错误或已失效')).toBeInTheDocument();
    expect(emailField()).toHaveValue('lixiumei@example-massage.cn');
    expect(codeField()).toHaveValue('000000');
  });
});
