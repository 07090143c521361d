import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertDialog, confirmDialog, showDialog, showToast } from '@/lib/ui/feedback';
import { closeScreenOverlays, showOnScreen } from '@/lib/ui/screen-overlays';

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

describe("a screen's overlays", () => {
  afterEach(async () => {
    (await import('antd-mobile/es/components/dialog')).default.clear();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('close when the screen goes: a confirm then answers no, an alert resolves', async () => {
    const confirmed = confirmDialog({ title: '需要位置权限', content: '用于出发和到达打卡', confirmText: '继续', cancelText: '暂不' });
    const alerted = alertDialog({ content: '出发失败' });
    await screen.findByRole('dialog', { name: '需要位置权限' });
    await screen.findByRole('dialog', { name: '出发失败' });

    closeScreenOverlays();
    await expect(confirmed).resolves.toBe(false);
    await expect(alerted).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never open when the screen went while their code loaded', async () => {
    const confirmed = confirmDialog({ content: '用于出发和到达打卡' });
    closeScreenOverlays();
    await expect(confirmed).resolves.toBe(false);
    // Long enough for a dialog to have mounted had it been shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("stay open when they are the app's, not a screen's", async () => {
    void showDialog({ content: '该手机号尚未注册技师账号', actions: [{ key: 'ok', text: '好' }] }, { scope: 'app' });
    await screen.findByRole('dialog', { name: '该手机号尚未注册技师账号' });
    closeScreenOverlays();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: '该手机号尚未注册技师账号' })).toBeInTheDocument();
  });

  it('answer as the worker tapped, and one closed by its button is not closed again with the screen', async () => {
    const confirmed = confirmDialog({ content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' });
    const dialog = await screen.findByRole('dialog', { name: '确定退出登录吗？' });
    (await within(dialog).findByRole('button', { name: '退出登录' })).click();
    await expect(confirmed).resolves.toBe(true);

    const viewer = { close: vi.fn() };
    showOnScreen((onClose) => {
      // An image viewer the worker closes by a tap: antd-mobile calls its onClose.
      setTimeout(onClose, 0);
      return viewer;
    });
    const other = { close: vi.fn() };
    showOnScreen(() => other);
    await new Promise((resolve) => setTimeout(resolve, 10));
    closeScreenOverlays();
    expect(viewer.close).not.toHaveBeenCalled();
    expect(other.close).toHaveBeenCalledTimes(1);
  });
});

describe('toasts and dialogs', () => {
  afterEach(async () => {
    (await import('antd-mobile/es/components/dialog')).default.clear();
    (await import('antd-mobile/es/components/toast')).default.clear();
  });

  it('a toast lasts 1500 ms', async () => {
    const { default: Toast } = await import('antd-mobile/es/components/toast');
    const show = vi.spyOn(Toast, 'show');
    await showToast('已接单');
    // Its own 1500 ms, not antd-mobile's 2000 ms default.
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '已接单', duration: 1500 }));
    expect(await screen.findByText('已接单')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByText('已接单')).not.toBeNull();
    // Then it goes by itself, its fade-out included (a wall-clock bound would fail on a busy machine).
    await waitFor(() => expect(screen.queryByText('已接单')).toBeNull(), { timeout: 5_000 });
  });

  it('toasts sit on layer 10090 and dialogs on 999999, above every page', async () => {
    await showToast('已保存');
    const mask = (await screen.findByText('已保存')).closest('.adm-toast-mask') as HTMLElement;
    expect(mask.style.getPropertyValue('--z-index')).toBe('10090');
    void showDialog({ content: '确定删除？', actions: [{ key: 'ok', text: '好' }] });
    const dialog = (await screen.findByRole('dialog', { name: '确定删除？' })).closest('.adm-dialog') as HTMLElement;
    expect(dialog.style.getPropertyValue('--z-index')).toBe('999999');
  });
});
