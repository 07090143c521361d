import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeDetailScreen } from '@/features/messages/screens/notice-detail-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { pullInEnglish } from '../../support/pull';
import { renderScreen, stubApi } from '../../support/render';

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('zh-Hans');
});

const HOSTILE = [
  '<p>第一段<strong>重点</strong></p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<img src="https://cdn.example-massage.cn/notice/ok.jpg" onload="window.__pwned = 3" alt="活动图">',
  '<p onclick="window.__pwned = 4" style="position:fixed">点击无害</p>',
  '<a href="javascript:window.__pwned=5">坏链接</a>',
  '<a href="/pages/order/detail?id=so_1">订单链接</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<style>body{display:none}</style>',
  '<svg><script>window.__pwned = 6</script></svg>',
].join('');

describe('Message detail', () => {
  it('shows the message with its link', async () => {
    const calls = stubApi({ getMessageDetail: { body: contractExample('getMessageDetail', 'orderMessage') } });
    const { router } = renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=msg_88117520', route: '*' });
    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '消息详情' })).toBeInTheDocument();
    expect(screen.getByText(/取消原因：客户临时有事/)).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('id')).toBe('msg_88117520');
    await userEvent.click(screen.getByRole('button', { name: '查看详情' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/order/detail?id=so_202611210005');
  });

  it('drops scripts, event handlers, styles and unsafe links from the server HTML, keeping the text', async () => {
    const body = contractExample<{ data: { content: string } }>('getMessageDetail');
    body.data.content = HOSTILE;
    stubApi({ getMessageDetail: { body } });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=msg_88110002', route: '/pages/notice/detail' });
    expect(await screen.findByText('点击无害')).toBeInTheDocument();
    // The rendered content: the paragraph's parent.
    const container = screen.getByText('点击无害').parentElement!;
    expect(screen.getByText('重点').tagName).toBe('STRONG');
    expect(container.querySelector('script, iframe, style, svg')).toBeNull();
    expect(container.querySelector('[onerror], [onload], [onclick], [style*="fixed"]')).toBeNull();
    // The image without an http(s) source is gone; the good one stays, without its handler.
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('img', { name: '活动图' })).toHaveAttribute('src', 'https://cdn.example-massage.cn/notice/ok.jpg');
    expect(screen.getByText('坏链接').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: '订单链接' })).toHaveAttribute('href', '#/pages/order/detail?id=so_1');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("opens the message's picture full screen in the viewer", async () => {
    stubApi({ getMessageDetail: { body: contractExample('getMessageDetail') } });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=msg_88105511', route: '/pages/notice/detail' });
    await userEvent.click(await screen.findByRole('button', { name: '第1张图片' }));
    // antd-mobile shows the viewer imperatively, in a root of its own under the body.
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    expect(document.querySelector('.adm-image-viewer-content img')?.getAttribute('src')).toBe(
      'https://cdn.example-massage.cn/notice/2026/11/d12_banner.jpg',
    );
  });

  it('opens a platform notice with type=notice', async () => {
    const calls = stubApi({ getNoticeDetail: { body: contractExample('getNoticeDetail') } });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=ntc_20261120&type=notice', route: '/pages/notice/detail' });
    expect(await screen.findByRole('heading', { name: '冬季上门服务安全提醒' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '公告详情' })).toBeInTheDocument();
    expect(screen.getByText('400-820-5566')).toBeInTheDocument();
    expect(calls.map((c) => c.operationId)).toEqual(['getNoticeDetail']);
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    const calls = stubApi({
      getMessageDetail: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('getMessageDetail') }),
    });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=msg_88110002', route: '/pages/notice/detail' });
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '双十二冲单奖励' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('in English, a pull says what it does in English, with none of the widget library\'s built-in Chinese', async () => {
    await setLanguage('en');
    const calls = stubApi({ getMessageDetail: { body: contractExample('getMessageDetail', 'orderMessage') } });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail?id=msg_88117520', route: '/pages/notice/detail' });
    // The message itself is the server's, in Chinese; the screen around it is in English.
    const title = await screen.findByRole('heading', { name: '订单已取消' });
    expect(screen.getByRole('heading', { name: 'Message' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/下拉刷新|释放立即刷新/);
    pullInEnglish(title);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('asks nothing without an id', async () => {
    const calls = stubApi({ getMessageDetail: { body: contractExample('getMessageDetail') } });
    renderScreen(<NoticeDetailScreen />, { path: '/pages/notice/detail' });
    expect(await screen.findByText('没有指定要查看的消息')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
