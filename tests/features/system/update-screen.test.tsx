import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { UpdateScreen } from '@/features/system/screens/update-screen';
import { detectPlatform, toMegabytes } from '@/features/system/utils/platform';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { version, versionCode } from '../../../package.json';

afterEach(() => vi.unstubAllGlobals());

const open = (example: string) => {
  const calls = stubApi({ getAppVersion: { body: contractExample('getAppVersion', example) } });
  return { calls, ...renderScreen(<UpdateScreen />, { path: paths.update, route: paths.update }) };
};

describe('Update page', () => {
  it('forced update: notes, version and size, "update now" opens the package, and no "later"', async () => {
    const { calls } = open('forcedUpdate');
    expect(await screen.findByRole('heading', { name: '发现新版本 1.1.0' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('当前版本已停止使用，请更新后继续使用。');
    expect(screen.getByText('服务订单接入隐私号通话，保护您和客户的号码', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('32.4 MB')).toBeInTheDocument(); // 33980416 bytes
    expect(screen.getByRole('link', { name: '立即更新' })).toHaveAttribute('href', 'https://download.example-massage.cn/worker/worker-1.1.0-130.apk');
    expect(screen.queryByRole('button', { name: '稍后再说' })).toBeNull();
    expect(calls[0].url.searchParams.get('versionCode')).toBe(String(versionCode));
    expect(['android', 'ios', 'h5']).toContain(calls[0].url.searchParams.get('platform'));
  });

  it('optional update: "later" goes back', async () => {
    const { router } = open('optionalUpdate');
    expect(await screen.findByRole('heading', { name: '发现新版本 1.0.16' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: '立即更新' })).toHaveAttribute('href', 'https://download.example-massage.cn/worker/worker-1.0.16-121.apk');
    await userEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });

  it('iOS: "update now" opens the App Store page', async () => {
    open('iosOptionalUpdate');
    expect(await screen.findByRole('link', { name: '立即更新' })).toHaveAttribute('href', 'https://apps.apple.com/cn/app/id6470000000');
    expect(screen.queryByText('安装包大小')).toBeNull();
  });

  it('up to date: says so and offers no update', async () => {
    open('upToDate');
    expect(await screen.findByRole('heading', { name: '已是最新版本' })).toBeInTheDocument();
    expect(screen.getByText(`当前版本 ${version}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '立即更新' })).toBeNull();
  });

  it('tells the platform from the user agent', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 Chrome/118 Mobile')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe('h5');
    expect(toMegabytes(31876540)).toBe('30.4');
  });
});
