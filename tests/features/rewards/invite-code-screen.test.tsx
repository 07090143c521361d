// pages/user/invite-code: my own invite code (the user info's; made by the server when there is
// none) to copy, and the invite link (Home with ?inviteCode=) to share; a failed call with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { InviteCodeScreen } from '@/features/rewards/screens/invite-code-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { ofOp, phone, signIn } from './support';

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  window.WorkerNative = undefined;
});

const LINK = 'https://h5.example-massage.cn/#/pages/index/index?inviteCode=LXM8K2';

describe('My invite code', () => {
  it('shows my code and copies it', async () => {
    const { copied } = phone({ clipboard: true });
    stubApi({ getCloudMyInfo: { body: contractExample('getCloudMyInfo') } });
    renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    const card = (await screen.findByRole('heading', { name: '我的邀请码', level: 2 })).closest('section')!;
    expect(within(card).getByText('LXM8K2')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '复制邀请码' }));
    expect(copied).toEqual(['LXM8K2']);
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('shares the invite link through the native bridge when the web-view has one', async () => {
    const { shared, copied } = phone({ bridge: true, clipboard: true });
    stubApi({ getCloudMyInfo: { body: contractExample('getCloudMyInfo') } });
    renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享邀请链接' }));
    await waitFor(() =>
      expect(shared).toEqual([{ title: '悦享到家技师端 · 专业上门按摩，接单更轻松', url: LINK, image: 'https://cdn.example-massage.cn/share/worker-share-500x400.jpg' }]),
    );
    expect(copied).toEqual([]);
  });

  it('copies the link where nothing can share, and shows it where nothing can copy either', async () => {
    const { copied } = phone({ clipboard: true });
    stubApi({ getCloudMyInfo: { body: contractExample('getCloudMyInfo') } });
    const view = renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享邀请链接' }));
    await waitFor(() => expect(copied).toEqual([LINK]));
    expect(await screen.findByText('链接已复制，可粘贴发送给好友')).toBeInTheDocument();
    view.unmount();

    phone({});
    renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '分享邀请链接' }));
    expect(await screen.findByLabelText('分享链接')).toHaveTextContent(LINK);
  });

  it('asks the server to make a code when the user info has none', async () => {
    const info = contractExample<{ userInfo: { my_invite_code: string } }>('getCloudMyInfo');
    info.userInfo.my_invite_code = '';
    const made = contractExample<{ myInviteCode: string }>('setUserInviteCode');
    made.myInviteCode = 'NEW2026';
    const calls = stubApi({ getCloudMyInfo: { body: info }, setUserInviteCode: { body: made } });
    renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    expect(await screen.findByText('NEW2026')).toBeInTheDocument();
    expect(ofOp(calls, 'setUserInviteCode').map((c) => c.body)).toEqual([{}]);
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({
      getCloudMyInfo: () => (fail ? { status: 400, body: { code: 'cloudfunction-timeout', msg: '请求超时，请重试！' } } : { body: contractExample('getCloudMyInfo') }),
    });
    renderScreen(<InviteCodeScreen />, { path: paths.inviteCode, signedIn: true });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('LXM8K2')).toBeInTheDocument();
    expect(ofOp(calls, 'getCloudMyInfo')).toHaveLength(2);
  });
});
