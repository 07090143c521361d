import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { WebViewScreen } from '@/features/system/screens/web-view-screen';
import { renderScreen } from '../../support/render';

afterEach(() => vi.unstubAllGlobals());

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

  it("says 'url不能为空!' when there is no url", () => {
    const { container } = openUrl(null);
    expect(screen.getByRole('alert')).toHaveTextContent('url不能为空!');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
