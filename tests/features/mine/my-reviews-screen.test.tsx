// pages/user/appraise: the reviews received with stars, tags, text and reply, the summary of all,
// a filter tab that asks the server for its reviews; none; a failure.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { MyReviewsScreen } from '@/features/mine/screens/my-reviews-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';

type Body = { data: { rows: { customerNickname: string; stars: number; tags: string[]; content: string }[]; summary: { average: number; goodRate: number; goodCount: number } } };
const open = () => renderScreen(<MyReviewsScreen />, { path: paths.myReviews });

afterEach(() => setLanguage('zh-Hans'));

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
    expect(within(list).getAllByText(/^\S+ \d+ min$/)).toHaveLength(3);
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
});
