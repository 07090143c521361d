import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog, showDialog } from '../../src/lib/ui/feedback';

describe('dialogs', () => {
  afterEach(async () => {
    (await import('antd-mobile/es/components/dialog')).default.clear();
  });

  it('are named by their message when they have no title', async () => {
    void showDialog({ content: '该手机号尚未注册技师账号，请先申请入驻', actions: [{ key: 'ok', text: '好' }] });
    expect(await screen.findByRole('dialog', { name: '该手机号尚未注册技师账号，请先申请入驻' })).toBeTruthy();
  });

  it('are named by their title when they have one', async () => {
    void confirmDialog({ title: '需要相机权限', content: '拍摄证件照需要使用相机' });
    expect(await screen.findByRole('dialog', { name: '需要相机权限' })).toBeTruthy();
  });

  it('keep a name given to them, and have none when there is no text to take it from', async () => {
    void alertDialog({ content: '接单失败', 'aria-label': '出错了' } as Parameters<typeof alertDialog>[0]);
    expect(await screen.findByRole('dialog', { name: '出错了' })).toBeTruthy();
    (await import('antd-mobile/es/components/dialog')).default.clear();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    void alertDialog({ content: <b>接单失败</b> });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-label')).toBeNull();
  });
});
