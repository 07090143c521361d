import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetUserCenterInfoQueryKey } from '@generated/api/auth/auth';
import { paths } from '@/config/paths';
import { setLanguage } from '@/lib/i18n/i18n';
import { UserInfoScreen } from '@/features/settings/screens/user-info-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { errorOf, user, signedInSettingsTests } from './support';
import { signedInWorker } from '../../support/session';

signedInWorker();

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
    expect(calls.find((c) => c.operationId === 'updateWorkerInfo')?.body).toEqual({ occurredAt: expect.any(String), nickname: '秀梅', gender: 0 });
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

describe("The user centre's account (issue 30: held after sign-in, shown nowhere before)", () => {
  const account = async () => screen.findByRole('region', { name: '用户中心账号' });
  const row = (region: HTMLElement, term: string) => within(region).getByText(term).closest('div')?.querySelector('dd')?.textContent;

  it('shows its nickname, gender, points and since when the worker is a member, under the profile form', async () => {
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') }, getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    open();
    const region = await account();
    expect(row(region, '账号昵称')).toBe('李师傅');
    expect(row(region, '性别')).toBe('女');
    expect(row(region, '积分')).toBe('1260');
    expect(row(region, '会员开通时间')).toBe('2025/06/01');
    // Below the form's save button: arriving late, it moves nothing the worker is looking at.
    expect((await screen.findByRole('button', { name: '保存' })).compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a new user is no member yet, has no points and keeps the gender secret', async () => {
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') }, getUserCenterInfo: { body: contractExample('getUserCenterInfo', 'newUser') } });
    open();
    const region = await account();
    expect(row(region, '账号昵称')).toBe('技师3046');
    expect(row(region, '性别')).toBe('保密');
    expect(row(region, '积分')).toBe('0');
    expect(row(region, '会员开通时间')).toBe('未开通');
  });

  it('reads the user held for the session, asking nothing again', async () => {
    const calls = stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    const queryClient = testQueryClient();
    queryClient.setQueryData(getGetUserCenterInfoQueryKey(), contractExample('getUserCenterInfo'));
    renderScreen(<UserInfoScreen />, { path: paths.userInfo, queryClient });
    expect(row(await account(), '积分')).toBe('1260');
    expect(calls.map((c) => c.operationId)).toEqual(['getWorkerInfo']);
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') }, getUserCenterInfo: { body: contractExample('getUserCenterInfo') } });
    open();
    const region = await screen.findByRole('region', { name: 'User centre account' });
    expect(row(region, 'Gender')).toBe('Female');
    expect(row(region, 'Points')).toBe('1260');
    expect(row(region, 'Member since')).toBe('01/06/2025');
  });
});
