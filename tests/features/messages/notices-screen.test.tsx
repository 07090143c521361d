// pages/notice/list: the platform's notices as the server sends them, pinned marked, each opening in
// full; and what the worker sees with none, or when the call fails.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { NoticesScreen } from '@/features/messages/screens/notices-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

type Notices = { data: { rows: { id: string; title: string; pinned: boolean; cover: string | null }[] } };

afterEach(() => vi.unstubAllGlobals());

describe('Notices', () => {
  it('lists the notices with the pinned one marked and its cover shown; a notice opens in full', async () => {
    const rows = contractExample<Notices>('listNotices').data.rows;
    stubApi({ listNotices: { body: contractExample('listNotices') } });
    const { router } = renderScreen(<NoticesScreen />, { path: paths.noticeList });
    const list = await screen.findByRole('list', { name: '公告列表' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => within(b).getByText(/./, { selector: '.message-row__title' }).textContent)).toEqual(rows.map((r) => r.title));
    const pinned = rows.findIndex((r) => r.pinned);
    expect(within(items[pinned]).getByText('置顶')).toBeInTheDocument();
    expect(items.filter((b) => within(b).queryByText('置顶'))).toHaveLength(rows.filter((r) => r.pinned).length);
    expect(items[pinned].querySelector('img')?.getAttribute('src')).toBe(rows[pinned].cover);

    await userEvent.click(items[1]);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.noticeDetail}?type=notice&id=${rows[1].id}`);
  });

  it('says there are none', async () => {
    stubApi({ listNotices: { body: contractExample('listNotices', 'empty') } });
    renderScreen(<NoticesScreen />, { path: paths.noticeList });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ listNotices: () => (fail ? { status: 500, body: {} } : { body: contractExample('listNotices') }) });
    renderScreen(<NoticesScreen />, { path: paths.noticeList });
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '公告列表' })).toBeInTheDocument();
    expect(calls.length).toBe(2);
  });
});
