import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UpdateMobileScreen } from '@/features/settings/screens/update-mobile-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { errorOf, OK, user, signedInSettingsTests } from './support';

signedInSettingsTests();

const open = () => renderScreen(<UpdateMobileScreen />, { path: paths.updateMobile });
const mobileField = () => screen.getByLabelText(/^新手机号\*?$/);
const codeField = () => screen.getByLabelText(/^短信验证码\*?$/);

describe('Change the mobile number', () => {
  it('sends a code to the new number, counts down, then changes the number and goes back', async () => {
    const calls = stubApi({ sendSmsCode: { body: contractExample('sendSmsCode') }, updateWorkerMobile: { body: OK }, getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^新手机号\*?$/), '139 1608 2734');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    expect(calls.find((c) => c.operationId === 'sendSmsCode')?.body).toEqual({ mobile: '13916082734', scene: 'bindMobile' });

    await u.type(codeField(), '246810');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.settings));
    expect(calls.find((c) => c.operationId === 'updateWorkerMobile')?.body).toEqual({ mobile: '13916082734', code: '246810' });
  });

  it('asks for a correct number before sending a code, and for the code with the spec prompts', async () => {
    const calls = stubApi({});
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^新手机号\*?$/), '1234');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    expect(errorOf(mobileField())).toBe('请输入正确的手机号');
    expect(errorOf(codeField())).toBe('请输入短信验证码');
    await u.clear(mobileField());
    expect(errorOf(mobileField())).toBe('请输入新手机号');
    expect(calls).toHaveLength(0);
  });

  it('keeps the number and the code when the change is refused, and says why', async () => {
    stubApi({ updateWorkerMobile: { status: 400, body: contractExample('updateWorkerMobile', 'mobileTaken', '400') } });
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^新手机号\*?$/), '13916082734');
    await u.type(codeField(), '246810');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await within(await screen.findByRole('dialog')).findByText('该手机号已被其他账号绑定')).toBeInTheDocument();
    expect(mobileField()).toHaveValue('13916082734');
    expect(codeField()).toHaveValue('246810');
    expect(router.state.location.pathname).toBe(paths.updateMobile);
  });

  it('says why a code was not sent (too often), and the button stays usable', async () => {
    stubApi({ sendSmsCode: { status: 429, body: contractExample('sendSmsCode', 'default', '429') } });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^新手机号\*?$/), '13916082734');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/发送过于频繁|系统繁忙/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
