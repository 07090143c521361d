// pages/web-view/web-view: a framed page, never Chromium's wordless error page without words of
// ours. A cross-origin frame's failure cannot be read (its `load` fires on the error page too), so
// each frame comes with a HEAD request: to the page itself when it is of the app's own origin, else
// to the app's own server; no network (the phone saying online) or an error of the app's own page is
// said in words with 重试 instead of the frame.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SLOW_MS, WebViewScreen } from '@/features/system/screens/web-view-screen';
import { noteAnswerHeard } from '@/lib/network/heard';
import { renderScreen } from '../../support/render';

/** The network as the page's check finds it: an answer (of a status), a failure, or none yet. */
type Check = { status: number } | 'fail' | 'hang';
let network: Check = { status: 200 };
let checks: { url: string; init: RequestInit }[] = [];
const hung: ((response: Response) => void)[] = [];
beforeEach(() => {
  network = { status: 200 };
  checks = [];
  hung.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      checks.push({ url, init });
      if (network === 'fail') throw new TypeError('Failed to fetch');
      if (network === 'hang') return new Promise<Response>((resolve) => hung.push(resolve));
      return new Response(null, { status: network.status });
    }),
  );
});

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

  it('says it is opening the page until the frame has loaded, and always offers reload and the browser', async () => {
    openUrl('https://m.example-massage.cn/activity/1126', '&title=双十二活动');
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
    fireEvent.load(screen.getByTitle('双十二活动'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
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

  it("a frame that 'loads' on a dead network (the phone says online) gives way to words of ours with 重试, not Chromium's error page", async () => {
    network = 'fail';
    const { container } = openUrl('https://m.example-massage.cn/activity/1126', '&title=双十二活动');
    // Chromium fires the frame's load on its own error page.
    fireEvent.load(screen.getByTitle('双十二活动'));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络不通，网页无法打开');
    expect(container.querySelector('iframe')).toBeNull();
    // The check asked the app's own server (here the page's origin, the API being same-origin), the page being of another origin.
    expect(checks.map((c) => [c.url, c.init.method])).toEqual([[`${location.origin}/`, 'HEAD']]);

    network = { status: 200 };
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByTitle('双十二活动')).toHaveAttribute('src', 'https://m.example-massage.cn/activity/1126');
    fireEvent.load(screen.getByTitle('双十二活动'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps "opening" over a loaded frame until the check answers, so an error page never shows first', async () => {
    network = 'hang';
    openUrl('https://m.example-massage.cn/activity/1126');
    fireEvent.load(screen.getByTitle('网页'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('正在打开网页');
    act(() => hung.forEach((resolve) => resolve(new Response(null, { status: 200 }))));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it("asks a page of the app's own origin itself, and says so when it answers an error", async () => {
    network = { status: 404 };
    const page = `${location.origin}/h5/help.html`;
    openUrl(page);
    fireEvent.load(screen.getByTitle('网页'));
    expect(await screen.findByRole('alert')).toHaveTextContent('网页暂时无法打开');
    expect(checks.map((c) => [c.url, c.init.method])).toEqual([[page, 'HEAD']]);
  });

  it('opens the page again by itself once the dead network answers the app again', async () => {
    network = 'fail';
    const { container } = openUrl('https://m.example-massage.cn/activity/1126');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络不通');
    network = { status: 200 };
    // The screen listens from the effect after the alert's render: an answer heard before that is
    // missed (the next one reopens the page), so the answers come until the page opens again.
    await waitFor(() => {
      act(() => noteAnswerHeard());
      expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://m.example-massage.cn/activity/1126');
    });
    expect(checks).toHaveLength(2);
  });

  it("says 'url不能为空！' when there is no url", () => {
    const { container } = openUrl(null);
    expect(screen.getByRole('alert')).toHaveTextContent('url不能为空！');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
