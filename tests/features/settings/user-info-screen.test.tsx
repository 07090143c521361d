import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UserInfoScreen } from '@/features/settings/screens/user-info-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { errorOf, user, signedInSettingsTests } from './support';

signedInSettingsTests();

const open = () => renderScreen(<UserInfoScreen />, { path: paths.userInfo });
const nicknameField = () => screen.getByLabelText(/^昵称\*?$/);

describe('Personal information', () => {
  it('shows the avatar and the profile as stored', async () => {
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    open();
    expect(screen.getByRole('heading', { name: '个人信息', level: 1 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('李师傅')).toBe(nicknameField());
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(screen.getByRole('button', { name: /生日/ })).toHaveTextContent('1991-04-18');
    expect(screen.getByLabelText('个人简介')).toHaveValue(contractExample<{ data: { intro: string } }>('getWorkerInfo').data.intro);
    expect(screen.getByLabelText('更换头像')).toHaveAttribute('type', 'file');
  });

  it('sends only what changed, and shows the saved worker', async () => {
    const saved = contractExample<{ data: { nickname: string } }>('updateWorkerInfo');
    saved.data.nickname = '秀梅';
    const calls = stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') }, updateWorkerInfo: { body: saved } });
    open();
    const u = user();
    await screen.findByDisplayValue('李师傅');
    await u.clear(nicknameField());
    await u.type(nicknameField(), ' 秀梅 ');
    await u.click(screen.getByRole('radio', { name: '保密' }));
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'updateWorkerInfo')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'updateWorkerInfo')?.body).toEqual({ nickname: '秀梅', gender: 0 });
    expect(await screen.findByText('个人信息已保存')).toBeInTheDocument();
  });

  it('asks for a nickname with the spec prompt, and sends nothing', async () => {
    const calls = stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    open();
    const u = user();
    await screen.findByDisplayValue('李师傅');
    await u.clear(nicknameField());
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(errorOf(nicknameField())).toBe('请输入昵称');
    expect(calls.map((c) => c.operationId)).toEqual(['getWorkerInfo']);
  });

  it('keeps what was typed when the save is refused, and says why', async () => {
    stubApi({
      getWorkerInfo: { body: contractExample('getWorkerInfo') },
      updateWorkerInfo: { status: 400, body: contractExample('updateWorkerInfo', 'forbiddenWords', '400') },
    });
    open();
    const u = user();
    await screen.findByDisplayValue('李师傅');
    await u.clear(nicknameField());
    await u.type(nicknameField(), '最便宜按摩');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(await screen.findByRole('dialog')).findByText('昵称或简介包含违规内容，请修改后再提交')).toBeInTheDocument();
    expect(nicknameField()).toHaveValue('最便宜按摩');
  });

  it('says what went wrong when the worker cannot be read, and retries', async () => {
    let fail = true;
    stubApi({ getWorkerInfo: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getWorkerInfo') }) });
    open();
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByDisplayValue('李师傅')).toBeInTheDocument();
  });

  it('takes a chosen photo to the cropper', async () => {
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    const { router } = open();
    const input = await screen.findByLabelText('更换头像');
    await user().upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.avatarCropper));
    expect((router.state.location.state as { src: string }).src).toMatch(/^blob:/);
  });
});
