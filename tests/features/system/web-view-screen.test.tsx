import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SLOW_MS, WebViewScreen } from '@/features/system/screens/web-view-screen';
import { renderScreen } from '../../support/render';

let online = true;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  online = true;
  window.dispatchEvent(new Event('online'));
});

const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

const openUrl = (url: string | null, extra = '') =>
  renderScreen(<WebViewScreen />, { path: `${paths.webView}${url === null ? '' : `?url=${encodeURIComponent(url)}`}${extra}`, route: paths.webView });

describe('Web-view page', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case with spaces', '  JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['a relative path', '/pages/index/index'],
  ])('refuses %s with a message and frames nothing', (_, url) => {
    const { container } = openUrl(url);
    expect(screen.getByRole('alert')).toHaveTextContent('无法打开此链接');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('frames an https page, titled by the title parameter', () => {
    openUrl('https://www.example-massage.cn/notice/2026-11?from=app', '&title=平台公告');
    const frame = screen.getByTitle('平台公告');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.example-massage.cn/notice/2026-11?from=app');
    expect(screen.getByRole('heading', { name: '平台公告' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('frames an http page whose url was encoded twice', () => {
    openUrl(encodeURIComponent('http://m.example-massage.cn/help'));
    expect(screen.getByTitle('网页')).toHaveAttribute('src', 'http://m.example-massage.cn/help');
  });

  it('says it is opening the page until the frame has loaded, and always offers reload and the browser', () => {
    openUrl('https://m.example-massage.cn/activity/1126', '&title=双十二活动');
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
    fireEvent.load(screen.getByTitle('双十二活动'));
    expect(screen.queryByRole('status')).toBeNull();
    const outside = screen.getByRole('link', { name: '在浏览器中打开' });
    expect(outside).toHaveAttribute('href', 'https://m.example-massage.cn/activity/1126');
    expect(outside).toHaveAttribute('target', '_blank');
    // A reload asks for the page again in a new frame, watched again.
    const before = screen.getByTitle('双十二活动');
    fireEvent.click(screen.getByRole('button', { name: '刷新网页' }));
    expect(screen.getByTitle('双十二活动')).not.toBe(before);
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
  });

  it('says so when the page has not loaded after a while, not a blank frame forever', () => {
    vi.useFakeTimers();
    openUrl('https://m.example-massage.cn/activity/1126');
    act(() => vi.advanceTimersByTime(SLOW_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
    act(() => vi.advanceTimersByTime(200));
    // A notice, not an error: the page may still come.
    expect(screen.getByRole('status')).toHaveTextContent('网页打开较慢');
    expect(screen.getByRole('button', { name: '刷新网页' })).toBeInTheDocument();
  });

  it('offline says the page cannot open, frames nothing, and opens it by itself when the network is back', () => {
    setOnline(false);
    const { container } = openUrl('https://m.example-massage.cn/activity/1126');
    expect(screen.getByRole('alert')).toHaveTextContent('网络不可用，网页无法打开');
    expect(container.querySelector('iframe')).toBeNull();
    setOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://m.example-massage.cn/activity/1126');
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
  });

  it("says 'url不能为空!' when there is no url", () => {
    const { container } = openUrl(null);
    expect(screen.getByRole('alert')).toHaveTextContent('url不能为空!');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
