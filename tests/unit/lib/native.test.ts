import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainPermission, wasExplained } from '@/lib/native/permissions';
import { sharePage } from '@/lib/native/share';

afterEach(() => {
  delete window.WorkerNative;
});

describe('sharing', () => {
  it('is refused on pages the spec does not allow', async () => {
    const share = vi.fn();
    window.WorkerNative = { share };
    expect(await sharePage('/pages/order/detail', { title: 't', url: 'u' })).toBe('notAllowed');
    expect(share).not.toHaveBeenCalled();
  });
  it('uses the native bridge when present on an allowed page', async () => {
    const share = vi.fn();
    window.WorkerNative = { share };
    expect(await sharePage('/pages/goods/goods-detail', { title: '精油', url: 'https://x/y' })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: '精油', url: 'https://x/y' });
  });
  it('falls back to the Web Share API', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    expect(await sharePage('/pages/salesman/index', { title: 't', url: 'https://x' })).toBe('shared');
    vi.unstubAllGlobals();
  });
});

describe('permission explanations', () => {
  it('are shown once per permission, before the first use', async () => {
    const confirm = vi.fn().mockResolvedValue(true);
    expect(await explainPermission('camera', confirm)).toBe(true);
    expect(await explainPermission('camera', confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][1]).toBe('用于拍摄头像、实名认证证件和服务凭证照片。');
    expect(wasExplained('location')).toBe(false);
  });
  it('stop the use when the worker declines, and ask again next time', async () => {
    const confirm = vi.fn().mockResolvedValue(false);
    expect(await explainPermission('location', confirm)).toBe(false);
    expect(wasExplained('location')).toBe(false);
  });
  it('ask the OS through the bridge after the explanation', async () => {
    window.WorkerNative = { requestPermission: vi.fn().mockResolvedValue(false) };
    expect(await explainPermission('phone', vi.fn().mockResolvedValue(true))).toBe(false);
  });
});
