import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesScreen } from '@/features/messages/screens/messages-screen';
import { emit } from '@/lib/events/events';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { createQueryClient } from '@/app/providers';

const PATH = '/pages/index/message';
// The contract's components/responses/ok example (contractExample does not follow response $refs).
const OK = { code: 200, msg: '操作成功', data: null };

function signIn() {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
}

const ofOp = <C extends { operationId: string }>(calls: C[], op: string) => calls.filter((c) => c.operationId === op);

beforeEach(() => {
  signIn();
  // Beijing 14:30 on the day of the contract's examples: relative times are known.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T14:30:00+08:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const messageRow = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('Messages', () => {
  it('lists the messages with an unread mark, the summary and a relative time', async () => {
    stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Unread rows say so; read rows do not.
    expect(messageRow('新订单待接单')).toHaveAccessibleName(/未读/);
    expect(messageRow('提现已到账')).not.toHaveAccessibleName(/未读/);
    expect(screen.getByText(/王女士预约了全身精油SPA 90分钟/)).toBeInTheDocument();
    expect(within(messageRow('新订单待接单')).getByText('刚刚')).toBeInTheDocument();
    expect(within(messageRow('客户已加钟')).getByText('24分钟前')).toBeInTheDocument();
  });

  it('shows the unread counts on the category tabs', async () => {
    stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    expect(await screen.findByRole('tab', { name: '全部 3条未读' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '订单 2条未读' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '系统' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '活动 1条未读' })).toBeInTheDocument();
  });

  it('says there are no messages when the list is empty', async () => {
    stubApi({ listMessages: { body: contractExample('listMessages', 'empty') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount', 'none') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('switching the category asks for that category only', async () => {
    const calls = stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(screen.getByRole('tab', { name: /^订单/ }));
    await waitFor(() => expect(ofOp(calls, 'listMessages')).toHaveLength(2));
    expect(ofOp(calls, 'listMessages')[0].url.searchParams.has('category')).toBe(false);
    expect(ofOp(calls, 'listMessages')[1].url.searchParams.get('category')).toBe('order');
    expect(screen.getByRole('tab', { name: /^订单/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^全部/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('tapping an unread message marks it read, opens its link, and the list and counts follow, though the answer comes after the list has gone', async () => {
    let marked = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The server's answers follow the marking; the app's query client keeps answers 30 s, so coming
    // back shows what the cache holds.
    const calls = stubApi({
      listMessages: () => {
        const body = contractExample<{ data: { rows: { id: string; read: boolean }[] } }>('listMessages');
        if (marked) body.data.rows.find((r) => r.id === 'msg_88120431')!.read = true;
        return { body };
      },
      getMessageUnreadCount: () => {
        const body = contractExample<{ data: { total: number; order: number } }>('getMessageUnreadCount');
        if (marked) Object.assign(body.data, { total: 2, order: 1 });
        return { body };
      },
      markMessagesRead: async () => {
        await answered;
        marked = true;
        return { body: OK };
      },
    });
    const { router } = renderScreen(<MessagesScreen />, { path: PATH, queryClient: createQueryClient() });
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(messageRow('新订单待接单'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/order/receive?id=so_202611220007');
    await waitFor(() => expect(ofOp(calls, 'markMessagesRead')).toHaveLength(1));
    expect(ofOp(calls, 'markMessagesRead')[0].body).toEqual({ occurredAt: expect.any(String), ids: ['msg_88120431'] });
    // The list is gone (its link opened) when the server answers.
    expect(screen.queryByRole('list', { name: '消息列表' })).toBeNull();
    await act(async () => answer());

    await act(() => router.navigate(-1));
    // The list comes back from the cache, then follows the answer (on a busy machine, a moment later).
    await waitFor(() => expect(screen.getByRole('button', { name: /新订单待接单/ })).not.toHaveAccessibleName(/未读/));
    expect(await screen.findByRole('tab', { name: '订单 1条未读' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部 2条未读' })).toBeInTheDocument();
  });

  it('a message without a link opens the message detail, and a read one is not marked again', async () => {
    const calls = stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    const { router } = renderScreen(<MessagesScreen />, { path: PATH, route: '*' });
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(messageRow('健康证即将到期'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/notice/detail?id=msg_88105511');
    expect(ofOp(calls, 'markMessagesRead')).toHaveLength(0);
  });

  it('"mark all read" clears every unread mark and count', async () => {
    let marked = false;
    const calls = stubApi({
      listMessages: { body: contractExample('listMessages') },
      getMessageUnreadCount: () => ({ body: contractExample('getMessageUnreadCount', marked ? 'none' : 'default') }),
      markAllMessagesRead: () => {
        marked = true;
        return { body: OK };
      },
    });
    renderScreen(<MessagesScreen />, { path: PATH });
    await screen.findByRole('tab', { name: '全部 3条未读' });
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(ofOp(calls, 'markAllMessagesRead')).toHaveLength(1));
    expect(ofOp(calls, 'markAllMessagesRead')[0].body).toEqual({ occurredAt: expect.any(String) });
    await waitFor(() => expect(screen.queryAllByText('未读')).toHaveLength(0));
    expect(screen.getByRole('tab', { name: '全部' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '订单' })).toBeInTheDocument();
    // Once the reads after the answer are in (the list may be drawn anew meanwhile).
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled());
  });

  it('"mark all read" in a category marks only that category', async () => {
    const calls = stubApi({
      listMessages: { body: contractExample('listMessages') },
      getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') },
      markAllMessagesRead: { body: OK },
    });
    renderScreen(<MessagesScreen />, { path: PATH });
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(screen.getByRole('tab', { name: /^活动/ }));
    await waitFor(() => expect(ofOp(calls, 'listMessages')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(ofOp(calls, 'markAllMessagesRead')).toHaveLength(1));
    expect(ofOp(calls, 'markAllMessagesRead')[0].body).toEqual({ occurredAt: expect.any(String), category: 'activity' });
  });

  it("reloads the list and the counts on the platform's refreshMessages event", async () => {
    const calls = stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    await screen.findByRole('list', { name: '消息列表' });
    await waitFor(() => expect(ofOp(calls, 'getMessageUnreadCount')).toHaveLength(1));
    act(() => emit('refreshMessages'));
    await waitFor(() => expect(ofOp(calls, 'listMessages')).toHaveLength(2));
    await waitFor(() => expect(ofOp(calls, 'getMessageUnreadCount')).toHaveLength(2));
  });

  it('asks nothing on the refresh event once the session has ended', async () => {
    const calls = stubApi({ listMessages: { body: contractExample('listMessages') }, getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') } });
    renderScreen(<MessagesScreen />, { path: PATH });
    await screen.findByRole('list', { name: '消息列表' });
    localStorage.clear();
    act(() => emit('refreshMessages'));
    await new Promise((r) => setTimeout(r, 50));
    expect(ofOp(calls, 'listMessages')).toHaveLength(1);
    expect(ofOp(calls, 'getMessageUnreadCount')).toHaveLength(1);
  });

  it('says what went wrong and retries when the list fails', async () => {
    let fail = true;
    stubApi({
      listMessages: () => (fail ? { status: 502, body: { code: 502, msg: 'bad gateway' } } : { body: contractExample('listMessages') }),
      getMessageUnreadCount: { body: contractExample('getMessageUnreadCount') },
    });
    renderScreen(<MessagesScreen />, { path: PATH });
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '消息列表' })).toBeInTheDocument();
  });
});
