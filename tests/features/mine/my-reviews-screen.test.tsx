// pages/user/appraise: the reviews received with stars, tags, text and reply, the summary of all,
// a filter tab that asks the server for its reviews; none; a failure. Issue 51: the score of the
// reviews that count, how many an upheld appeal left out and why; 申诉 on a low review in its window,
// where an appeal stands; a reply once, kept at the tap.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MyReviewsScreen } from '@/features/mine/screens/my-reviews-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { appJournal } from '@/lib/outbox/journal';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';

type Body = { data: { rows: { customerNickname: string; stars: number; tags: string[]; content: string }[]; summary: { average: number; goodRate: number; goodCount: number } } };
const open = () => renderScreen(<MyReviewsScreen />, { path: paths.myReviews });

afterEach(() => setLanguage('zh-Hans'));
// Signed in: the outbox sends a worker's changes only in that worker's session.
beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));

type Row = { id: string; customerNickname: string; stars: number; appealDeadline?: string | null; reply: unknown; appeal?: { decisionNote: string | null } | null };
const reviews = () => {
  const body = contractExample<{ data: { rows: Row[]; summary: { excludedCount: number } } }>('listReceivedReviews');
  // The 3-star review's window is open (the examples' deadline is a fixed date; the platform's answer is relative to now).
  for (const row of body.data.rows) if (row.appealDeadline && !row.appeal) row.appealDeadline = new Date(Date.now() + 86_400_000).toISOString();
  return body;
};
const item = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('My reviews', () => {
  it('shows each review with its stars, tags, text and my reply, and the summary of all reviews', async () => {
    const body = contractExample<Body>('listReceivedReviews');
    stubApi({ listReceivedReviews: { body } });
    open();
    const list = await screen.findByRole('list', { name: '客户评价' });
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(body.data.rows.length);
    const first = body.data.rows[0];
    expect(within(items[0]).getByRole('img', { name: `${first.stars}星` })).toBeInTheDocument();
    for (const tag of first.tags) expect(within(items[0]).getByText(tag)).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(first.content);
    expect(items[0]).toHaveTextContent('我的回复：');
    expect(within(items[2]).getByRole('img', { name: `${body.data.rows[2].stars}星` })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '评价概况' });
    expect(summary).toHaveTextContent(body.data.summary.average.toFixed(1));
    expect(summary).toHaveTextContent(`${body.data.summary.goodRate}%`);
    expect(screen.getByRole('button', { name: `好评 ${body.data.summary.goodCount}` })).toBeInTheDocument();
  });

  it('shows the tags of a medium or bad review apart from a good one\'s (issue 52: a 3-star 力度偏重 was green like praise)', async () => {
    const body = contractExample<Body>('listReceivedReviews');
    const [good] = body.data.rows;
    body.data.rows = [good!, { ...good!, stars: 3, tags: ['力度偏重'] }, { ...good!, stars: 1, tags: ['迟到'] }].map((r, i) => ({ ...r, id: `rv_${i}` }));
    stubApi({ listReceivedReviews: { body } });
    open();
    const lists = await screen.findAllByRole('list', { name: '评价标签' });
    expect(lists.map((l) => [...l.classList].find((c) => c.startsWith('review-tags--')))).toEqual(['review-tags--good', 'review-tags--medium', 'review-tags--bad']);
  });

  it('says the service with its duration in the worker\'s language; the name stays as the server gave it', async () => {
    stubApi({ listReceivedReviews: { body: contractExample('listReceivedReviews') } });
    await setLanguage('en');
    open();
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    // Issue 52: the server's 足底反射疗法 45分钟 showed as it came, Chinese minutes in English.
    expect(within(list).getByText('足底反射疗法 45 min')).toBeInTheDocument();
    expect(within(list).getAllByText(/^\S+ \d+ min$/)).toHaveLength(contractExample<Body>('listReceivedReviews').data.rows.length);
  });

  it('in zh-Hant, the server\'s name stays as it came and the minutes are the app\'s, in Traditional (docs/decisions.md, "Server words and the app\'s")', async () => {
    stubApi({ listReceivedReviews: { body: contractExample('listReceivedReviews') } });
    await setLanguage('zh-Hant');
    open();
    expect(await screen.findByText('足底反射疗法 45分鐘')).toBeInTheDocument();
  });

  it('asks for the reviews of a filter tab', async () => {
    const calls = stubApi({ listReceivedReviews: { body: contractExample('listReceivedReviews') } });
    open();
    await screen.findByRole('list', { name: '客户评价' });
    await userEvent.click(screen.getByRole('button', { name: /^差评/ }));
    expect(screen.getByRole('button', { name: /^差评/ })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('list', { name: '客户评价' });
    expect(calls.map((c) => c.url.searchParams.get('rating'))).toEqual([null, 'bad']);
  });

  it('says there are no reviews yet', async () => {
    stubApi({ listReceivedReviews: { body: contractExample('listReceivedReviews', 'empty') } });
    open();
    expect(await screen.findByText('还没有收到评价')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '评价概况' })).not.toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    stubApi({ listReceivedReviews: FAILED });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });

  it("says how many reviews an upheld appeal left out of the score, and on that review why; links the appeals", async () => {
    const body = reviews();
    stubApi({ listReceivedReviews: { body } });
    open();
    const summary = await screen.findByRole('region', { name: '评价概况' });
    expect(summary).toHaveTextContent(`${body.data.summary.excludedCount} 条评价经申诉不计入评分`);
    const upheld = body.data.rows.find((row) => row.appeal)!;
    const left = await item(upheld.appeal!.decisionNote!);
    expect(within(left).getByText('不计入评分')).toBeInTheDocument();
    expect(within(left).getByText('申诉成立')).toBeInTheDocument();
    expect(within(left).getByRole('link', { name: '查看申诉' })).toHaveAttribute('href', `/pages/user/appraise/appeal?id=${upheld.id}`);
    expect(screen.getByRole('link', { name: '我的申诉' })).toHaveAttribute('href', '/pages/user/appraise/appeals');
  });

  it('offers 申诉 on a low review in the platform\u2019s window only', async () => {
    const body = reviews();
    stubApi({ listReceivedReviews: { body } });
    open();
    await screen.findByRole('list', { name: '客户评价' });
    const appealable = body.data.rows.filter((row) => row.appealDeadline && !row.appeal);
    expect(appealable.map((row) => row.stars)).toEqual([3]);
    const links = screen.getAllByRole('link', { name: /^申诉/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`申诉${appealable[0]!.customerNickname}的3星评价`);
    expect(links[0]).toHaveAttribute('href', `/pages/user/appraise/appeal?id=${appealable[0]!.id}`);
  });

  it('replies once: kept at the tap with its key, shown under the review from the answer, and 回复 is gone', { timeout: 15_000 }, async () => {
    const answer = contractExample<{ data: Row & { reply: { content: string } } }>('replyReceivedReview');
    // The server's list holds the reply once it took it (the list is read again after the answer).
    let replied = false;
    const list = () => {
      const body = reviews();
      if (replied) body.data.rows = body.data.rows.map((row) => (row.id === answer.data.id ? answer.data : row));
      return { body };
    };
    const calls = stubApi({ listReceivedReviews: list, replyReceivedReview: () => ((replied = true), { body: answer }) });
    open();
    const review = await item('张**');
    expect(within(review).queryByText('我的回复：')).not.toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: /^回复/ }));
    expect(within(review).getByText(/每条评价只能回复一次/)).toHaveTextContent('最多200字');
    await userEvent.type(within(review).getByLabelText('回复顾客'), answer.data.reply.content);
    await userEvent.click(within(review).getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'replyReceivedReview')).toHaveLength(1));
    const sent = calls.find((c) => c.operationId === 'replyReceivedReview')!;
    expect(sent.body).toEqual({ reviewId: answer.data.id, content: answer.data.reply.content, occurredAt: expect.any(String) });
    expect(new Headers(sent.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The review as the list shows it once the answer and the list read after it are in (the
    // list's item, found again: a read that lands re-renders the list).
    const shown = () => screen.getByText('张**').closest('li') as HTMLElement;
    await waitFor(() => expect(shown()).toHaveTextContent(`我的回复：${answer.data.reply.content}`));
    await waitFor(() => expect(within(shown()).queryByRole('button', { name: /^回复/ })).not.toBeInTheDocument());
  });

  it('offline, keeps the reply on the phone under the review (待同步), and sends it once when the network returns', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const answer = contractExample<{ data: Row & { reply: { content: string } } }>('replyReceivedReview');
    const calls = stubApi({ listReceivedReviews: { body: reviews() }, replyReceivedReview: { body: answer } });
    open();
    const review = await item('张**');
    online = false;
    await userEvent.click(within(review).getByRole('button', { name: /^回复/ }));
    await userEvent.type(within(review).getByLabelText('回复顾客'), '谢谢您！');
    await userEvent.click(within(review).getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(review).toHaveTextContent('回复评价已保存在手机上，待同步'));
    expect(review).toHaveTextContent('谢谢您！');
    expect(within(review).queryByRole('button', { name: /^回复/ })).not.toBeInTheDocument();
    expect(appJournal().all().map((intent) => intent.kind)).toEqual(['replyReceivedReview']);
    expect(calls.filter((c) => c.operationId === 'replyReceivedReview')).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'replyReceivedReview')).toHaveLength(1));
    await waitFor(() => expect(appJournal().all()).toEqual([]));
  });
});
