import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { renderScreen } from '../../support/render';

const show = (html: string) => renderScreen(<RichText html={html} className="content" />, { path: '/pages/here', route: '/pages/here' });

describe('RichText', () => {
  it('shows pictures lazily, decoded off the main thread, without a referrer, never wider than the text', () => {
    show('<p><img src="https://cdn.example-massage.cn/study/a.jpg" alt="示范"></p>');
    const picture = screen.getByRole('img', { name: '示范' });
    expect(picture).toHaveAttribute('src', 'https://cdn.example-massage.cn/study/a.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(picture.style.maxWidth).toBe('100%');
  });

  it('opens an in-app link through the router, and a website in the web-view page', async () => {
    const { router } = show('<a href="/pages/order/detail?id=so_1">订单</a> <a href="https://m.example-massage.cn/a">活动页</a>');
    expect(screen.getByRole('link', { name: '订单' })).toHaveAttribute('href', '#/pages/order/detail?id=so_1');
    await userEvent.click(screen.getByRole('link', { name: '订单' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/order/detail?id=so_1');

    await router.navigate('/pages/here');
    await userEvent.click(await screen.findByRole('link', { name: '活动页' }));
    expect(router.state.location.pathname).toBe(paths.webView);
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('https://m.example-massage.cn/a');
  });

  it('leaves a phone number to the phone, and a refused link as plain text', () => {
    show('<p>客服<a href="tel:4008205566">400-820-5566</a><a href="javascript:alert(1)">坏链接</a></p>');
    expect(screen.getByRole('link', { name: '400-820-5566' })).toHaveAttribute('href', 'tel:4008205566');
    expect(screen.getByText('坏链接').closest('a')).toBeNull();
  });

  it('explains the phone permission before the first call leaves for the phone app, and dials once the worker goes on', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show('<p>客服<a href="tel:4008205566">400-820-5566</a></p>');
    const tap = userEvent.setup({ pointerEventsCheck: 0 });
    await tap.click(screen.getByRole('link', { name: '400-820-5566' }));
    const why = await screen.findByRole('dialog', { name: '需要拨打电话' });
    expect(assign).not.toHaveBeenCalled();
    await tap.click(within(why).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('tel:4008205566'));
    vi.unstubAllGlobals();
  });

  it('keeps the spans of table cells', () => {
    const { container } = show('<table><tbody><tr><td colspan="2">合计</td></tr></tbody></table>');
    expect(container.querySelector('td')).toHaveAttribute('colspan', '2');
  });
});
