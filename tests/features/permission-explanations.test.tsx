// Permission explanations: the worker is told why before the album opens for the avatar (the profile and the
// cropper), the apply flow's ID-card and real-name photos, and before the invite letter's phone
// link dials. Once per permission; a decline opens nothing, and the explanation comes again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ImageScreen } from '@/features/apply/screens/image-screen';
import { InviteInformScreen } from '@/features/apply/screens/invite-inform-screen';
import { RealNameScreen } from '@/features/apply/screens/real-name-screen';
import { AvatarCropperScreen } from '@/features/settings/screens/avatar-cropper-screen';
import { UserInfoScreen } from '@/features/settings/screens/user-info-screen';
import { contractExample } from '../support/contract';
import { renderScreen, stubApi } from '../support/render';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(() => {
  Dialog.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tap = () => userEvent.setup({ pointerEventsCheck: 0 });
const at = (element: ReactElement, path: string) => renderScreen(element, { path, route: path, signedIn: true });

/** Taps the picker's label: the explanation comes first and the picker opens only on 继续. */
async function explainsAlbumFirst(pickerLabel: RegExp | string) {
  const input = (await screen.findByLabelText(pickerLabel)) as HTMLInputElement;
  const opened = vi.spyOn(input, 'click');
  const label = input.closest('label')!;
  await tap().click(label);
  const why = await screen.findByRole('dialog', { name: '需要访问相册' });
  expect(why).toHaveTextContent('用于选择头像、实名认证证件和服务凭证照片。');
  expect(opened).not.toHaveBeenCalled();
  // Declined: nothing opens, and the next tap explains again.
  await tap().click(within(why).getByRole('button', { name: '暂不' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(opened).not.toHaveBeenCalled();
  await tap().click(label);
  await tap().click(within(await screen.findByRole('dialog', { name: '需要访问相册' })).getByRole('button', { name: '继续' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  expect(localStorage.getItem('worker_permission_explained_album')).toBe('1');
}

// Generous: five screens' code on a shared machine.
describe('permission explanations before the pickers and the phone link', { timeout: 20_000 }, () => {
  it('the profile avatar picker explains the album first', async () => {
    stubApi({ getWorkerInfo: { body: contractExample('getWorkerInfo') } });
    renderScreen(<UserInfoScreen />, { path: paths.userInfo });
    await explainsAlbumFirst('更换头像');
  });

  it("the cropper's photo picker explains the album first", async () => {
    stubApi({});
    renderScreen(<AvatarCropperScreen />, { path: paths.avatarCropper });
    await explainsAlbumFirst('选择照片');
  });

  it('the apply ID-card picker explains the album first', async () => {
    stubApi({ getApplyImages: { body: contractExample('getApplyImages', 'todo') } });
    at(<ImageScreen />, paths.applyImage);
    await explainsAlbumFirst(/添加身份证人像面/);
  });

  it('the apply real-name photo picker explains the album first', async () => {
    stubApi({ getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'none') }, getApplyImages: { body: contractExample('getApplyImages') } });
    at(<RealNameScreen />, paths.applyRealName);
    await explainsAlbumFirst(/添加手持身份证照片/);
  });

  it("the invite letter's phone link explains the phone first, and dials only on 继续", async () => {
    // The letter shows once the application is approved.
    stubApi({
      getApplyProcess: { body: contractExample('getApplyProcess', 'approved') },
      getWorkerRealNameApply: { body: contractExample('getWorkerRealNameApply', 'approved') },
      getApplyInviteLetter: { body: contractExample('getApplyInviteLetter') },
    });
    const dialled: string[] = [];
    // The link's own navigation (the phone app) is the browser's: count the taps that were let through.
    const follow = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      if (link && !event.defaultPrevented) dialled.push(link.getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    at(<InviteInformScreen />, paths.applyInviteInform);
    const link = await screen.findByRole('link', { name: '13761825530' });
    await tap().click(link);
    const why = await screen.findByRole('dialog', { name: '需要拨打电话' });
    expect(dialled).toEqual([]);
    await tap().click(within(why).getByRole('button', { name: '暂不' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
    await tap().click(link);
    await tap().click(within(await screen.findByRole('dialog', { name: '需要拨打电话' })).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('tel:13761825530'));
    expect(dialled).toEqual([]);
    // Explained once: the next tap dials at once.
    await tap().click(link);
    expect(dialled).toEqual(['tel:13761825530']);
  });
});
