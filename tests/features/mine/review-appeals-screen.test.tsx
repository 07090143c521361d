// pages/user/appraise/appeals (issue 51): the worker's appeals, each with where it stands and the
// platform's reason (an upheld one says its review no longer counts), each opening its review; an
// appeal still on the phone heads the list as 待同步; none yet.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ReviewAppealScreen } from '@/features/mine/screens/review-appeal-screen';
import { ReviewAppealsScreen } from '@/features/mine/screens/review-appeals-screen';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';

beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));

type Row = { id: string; appeal: { status: string; decisionNote: string | null } };
const open = () => renderScreen(<ReviewAppealsScreen />, { path: paths.reviewAppeals });

describe('My appeals', () => {
  it('lists each appeal with where it stands and the platform\u2019s reason; an upheld one\u2019s review no longer counts', async () => {
    const body = contractExample<{ data: { rows: Row[] } }>('listReviewAppeals');
    // Each state the list shows, from the examples' review details.
    const states = ['underReview', 'rejected'].map((name) => contractExample<{ data: { review: Row } }>('getReceivedReview', name).data.review);
    body.data.rows = [...states.map((row, i) => ({ ...row, id: `rv_${i}` })), ...body.data.rows];
    stubApi({ listReviewAppeals: { body } });
    open();
    const list = await screen.findByRole('list', { name: '我的申诉' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^申诉(审核中|未通过|成立|已提交)$/).textContent)).toEqual(['申诉审核中', '申诉未通过', '申诉成立']);
    expect(items[1]).toHaveTextContent(states[1]!.appeal.decisionNote!);
    expect(items[2]).toHaveTextContent('这条评价已不计入评分');
    expect(within(items[2]!).getByRole('link', { name: '查看申诉' })).toHaveAttribute('href', `/pages/user/appraise/appeal?id=${body.data.rows[2]!.id}`);
  });

  it('puts an appeal kept on the phone first, as 待同步, until it went', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const review = contractExample<{ data: { review: { appealDeadline: string } } }>('getReceivedReview');
    review.data.review.appealDeadline = new Date(Date.now() + 86_400_000).toISOString();
    const calls = stubApi({
      createReviewAppeal: { body: contractExample('createReviewAppeal') },
      getReceivedReview: { body: review },
      getServiceOrderDetail: { body: contractExample('getServiceOrderDetail', 'completed') },
      listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'completed') },
      listReviewAppeals: { body: contractExample('listReviewAppeals') },
    });
    // The appeal made offline on its page, then the list opened.
    const page = renderScreen(<ReviewAppealScreen />, { path: `${paths.reviewAppeal}?id=rv_70290`, route: paths.reviewAppeal });
    await screen.findByText('服务节点的时间与位置');
    online = false;
    await userEvent.click(screen.getByRole('radio', { name: '顾客本人的不当行为' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await screen.findByText(/评价申诉已保存在手机上，待同步/);
    page.unmount();
    open();
    const kept = await screen.findByRole('list', { name: '保存在手机上的申诉' });
    expect(kept).toHaveTextContent('评价申诉：顾客本人的不当行为');
    expect(kept).toHaveTextContent('待同步');
    expect(within(kept).getByRole('link', { name: '查看评价' })).toHaveAttribute('href', '/pages/user/appraise/appeal?id=rv_70290');
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(kept).toHaveTextContent('恢复网络后自动发送'));
    // Back online, it goes by itself, once, and leaves the phone's part of the list.
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('list', { name: '保存在手机上的申诉' })).not.toBeInTheDocument());
  });

  it('says there is none yet, and what went wrong with a retry', async () => {
    stubApi({ listReviewAppeals: { body: contractExample('listReviewAppeals', 'empty') } });
    const first = open();
    expect(await screen.findByText('还没有申诉过评价')).toBeInTheDocument();
    first.unmount();
    stubApi({ listReviewAppeals: FAILED });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });
});
