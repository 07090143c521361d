// pages/user/follow: the followers as the server sends them, their count naming the list; none; a failure.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { FollowersScreen } from '@/features/mine/screens/followers-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';

type Body = { data: { total: number; rows: { nickname: string; ordersWithMe: number }[] } };
const open = () => renderScreen(<FollowersScreen />, { path: paths.follow });

describe('Followers', () => {
  it('lists each follower with the orders they had with me, the list named with their count', async () => {
    const body = contractExample<Body>('listWorkerFollowers');
    stubApi({ listWorkerFollowers: { body } });
    open();
    const list = await screen.findByRole('list', { name: `关注我的人（${body.data.total}）` });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.profile-row__title')?.textContent)).toEqual(body.data.rows.map((r) => r.nickname));
    expect(items[1]).toHaveTextContent(`下单${body.data.rows[1].ordersWithMe}次`);
    // The title stays as it was while the list loaded: nothing in the bar moves as the count arrives.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^关注我的人$/);
  });

  it('says nobody follows yet', async () => {
    stubApi({ listWorkerFollowers: { body: contractExample('listWorkerFollowers', 'empty') } });
    open();
    expect(await screen.findByText('还没有人关注您')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关注我的人');
  });

  it('says what went wrong, and the retry asks again', async () => {
    let fail = true;
    const calls = stubApi({ listWorkerFollowers: () => (fail ? FAILED : { body: contractExample('listWorkerFollowers') }) });
    open();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: /^关注我的人（\d+）$/ })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
