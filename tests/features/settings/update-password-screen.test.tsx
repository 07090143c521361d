import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UpdatePasswordScreen } from '@/features/settings/screens/update-password-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { errorOf, OK, user, signedInSettingsTests } from './support';

signedInSettingsTests();

const open = () => renderScreen(<UpdatePasswordScreen />, { path: paths.updatePassword });

async function fill(u: ReturnType<typeof user>, old: string, next: string, confirm: string) {
  await u.type(await screen.findByLabelText(/^原密码\*?$/), old);
  await u.type(screen.getByLabelText(/^新密码/), next);
  await u.type(screen.getByLabelText(/确认新密码/), confirm);
}

describe('Change the login password', () => {
  it('sends the current and the new password once, says so and goes back', async () => {
    const calls = stubApi({ updateWorkerPassword: { body: OK } });
    const { router } = open();
    const u = user();
    await fill(u, 'abc_123456', 'Lxm@2026pw', 'Lxm@2026pw');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    // Opened directly, back is the settings page.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.settings));
    expect(calls.map((c) => c.body)).toEqual([{ oldPassword: 'abc_123456', newPassword: 'Lxm@2026pw' }]);
  });

  it('asks for each field when sent empty, and refuses a bad password and a confirmation that differs', async () => {
    const calls = stubApi({ updateWorkerPassword: { body: OK } });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: '确认修改' }));
    expect(errorOf(screen.getByLabelText(/^原密码\*?$/))).toBe('请输入原密码');
    expect(errorOf(screen.getByLabelText(/确认新密码/))).toBe('请再次输入新密码');

    await fill(u, 'abc_123456', '12', 'Lxm@2026pw');
    expect(errorOf(screen.getByLabelText(/^新密码/))).toBe('密码为 6-18 位字母、数字、下划线或 @');
    expect(errorOf(screen.getByLabelText(/确认新密码/))).toBe('两次输入的密码不一致');
    expect(calls).toHaveLength(0);
  });

  it('shows the errors in English once the worker has chosen English', async () => {
    stubApi({ updateWorkerPassword: { body: OK } });
    await act(() => setLanguage('en'));
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/Current password/), 'abc');
    await u.type(screen.getByLabelText(/^New password/), 'Lxm@2026pw');
    await u.type(screen.getByLabelText(/Confirm new password/), 'other_pw1');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(screen.getByLabelText(/Current password/))).toBe('6-18 letters, digits, _ or @');
    expect(errorOf(screen.getByLabelText(/Confirm new password/))).toBe('The two passwords do not match');
  });

  it('keeps every input when the current password is wrong, and says so', async () => {
    stubApi({ updateWorkerPassword: { status: 400, body: contractExample('updateWorkerPassword', 'wrongOldPassword', '400') } });
    const { router } = open();
    const u = user();
    await fill(u, 'abc_654321', 'Lxm@2026pw', 'Lxm@2026pw');
    await u.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await within(await screen.findByRole('dialog')).findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText(/^原密码\*?$/)).toHaveValue('abc_654321');
    expect(screen.getByLabelText(/^新密码/)).toHaveValue('Lxm@2026pw');
    expect(screen.getByLabelText(/确认新密码/)).toHaveValue('Lxm@2026pw');
    expect(router.state.location.pathname).toBe(paths.updatePassword);
  });
});
