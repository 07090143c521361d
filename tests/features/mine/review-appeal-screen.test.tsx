// pages/user/appraise/appeal (issue 51): a low review within the platform's window shows the form with
// the order's evidence the app holds, each item listed and ticked; one left out does not go; the appeal
// is kept at the tap (offline: 待同步, then sent once by itself with its key); past the deadline the
// form warns and the platform's refusal is shown in its words; an appeal made shows where it stands
// (upheld: left out of the score, and why; rejected: the platform's reason); a review above the
// platform's stars cannot be appealed; a reason is needed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ReviewAppealScreen } from '@/features/mine/screens/review-appeal-screen';
import { setLanguage } from '@/lib/i18n/i18n';
import { appJournal } from '@/lib/outbox/journal';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { getGetReceivedReviewQueryKey } from '@generated/api/mine/get-received-review';

// Signed in: the outbox sends a worker's changes only in that worker's session.
beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));
afterEach(() => setLanguage('zh-Hans'));

type Review = { id: string; appealDeadline: string | null; stars: number; appeal: unknown; countsInScore?: boolean };
type Detail = { data: { review: Review } };
const LOW = 'rv_70290';
const ORDER = { getServiceOrderDetail: { body: contractExample('getServiceOrderDetail', 'completed') }, listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'completed') } };
const order = contractExample<{ data: { servicePhotos: string[]; checkIn: { photo: string } } }>('getServiceOrderDetail', 'completed').data;

/** The 3-star review, its deadline a day ahead (the examples' is a fixed date: the platform's answer is relative to now). */
function lowReview(change: Partial<Review> = {}) {
  const body = contractExample<Detail>('getReceivedReview');
  body.data.review = { ...body.data.review, appealDeadline: new Date(Date.now() + 86_400_000).toISOString(), ...change };
  return body;
}

const open = (id = LOW) => renderScreen(<ReviewAppealScreen />, { path: `${paths.reviewAppeal}?id=${id}`, route: paths.reviewAppeal });
const evidence = () => screen.findByRole('group', { name: '随申诉附上的订单证据' });

describe('Appeal a review', () => {
  it('lists the order\u2019s evidence, each ticked; sends the reason, the note and the evidence less the item left out, once, with its key and the time of the tap', async () => {
    const calls = stubApi({ getReceivedReview: { body: lowReview() }, ...ORDER, createReviewAppeal: { body: contractExample('createReviewAppeal') } });
    open();
    const list = await evidence();
    await within(list).findByText('服务节点的时间与位置');
    const boxes = within(list).getAllByRole('checkbox');
    // Steps, the door photo, two service photos, the recording.
    expect(boxes).toHaveLength(5);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(list).toHaveTextContent('到达打卡 2026/11/21 19:52');
    expect(list).toHaveTextContent('打卡位置距服务地址28米');
    expect(within(list).getByRole('checkbox', { name: '服务录音：2026/11/21 20:01开始，44分钟' })).toBeChecked();
    await userEvent.click(within(list).getByRole('checkbox', { name: '服务照片2' }));
    expect(within(list).getByRole('checkbox', { name: '服务照片2' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: '评价与事实不符（订单记录可以证明）' }));
    await userEvent.type(screen.getByLabelText('补充说明（选填）'), '到达打卡比预约时间早，没有迟到');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(1));
    const [sent] = calls.filter((c) => c.operationId === 'createReviewAppeal');
    expect(sent!.body).toEqual({
      reviewId: LOW,
      reason: 'false_claim',
      note: '到达打卡比预约时间早，没有迟到',
      evidence: [
        { kind: 'steps' },
        { kind: 'checkInPhoto', ref: order.checkIn.photo },
        { kind: 'servicePhoto', ref: order.servicePhotos[0] },
        { kind: 'recording', ref: 'rec_20261121007' },
      ],
      occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
    });
    expect(new Headers(sent!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The answer is the review with its appeal: the page shows where it stands, and no form.
    expect(await screen.findByRole('heading', { name: '申诉已提交' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
  });

  it('offline, keeps the appeal on the phone (待同步, no form again), then sends it by itself, once, when the network returns', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const calls = stubApi({ getReceivedReview: { body: lowReview() }, ...ORDER, createReviewAppeal: { body: contractExample('createReviewAppeal') } });
    open();
    await within(await evidence()).findByText('服务节点的时间与位置');
    online = false;
    await userEvent.click(screen.getByRole('radio', { name: '顾客本人的不当行为' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText(/评价申诉已保存在手机上，待同步/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
    expect(appJournal().all().map((intent) => intent.kind)).toEqual(['createReviewAppeal']);
    expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: '申诉已提交' })).toBeInTheDocument();
    await waitFor(() => expect(appJournal().all()).toEqual([]));
    expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(1);
  });

  it('past the deadline, warns and still sends: the platform\u2019s refusal shows in its words until the worker has seen it', async () => {
    const refusal = contractExample<{ msg: string }>('createReviewAppeal', 'windowClosed', '400');
    stubApi({ getReceivedReview: { body: lowReview({ appealDeadline: new Date(Date.now() - 86_400_000).toISOString() }) }, ...ORDER, createReviewAppeal: { status: 400, body: refusal } });
    open();
    expect(await screen.findByText(/已过申诉截止时间/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '其他原因' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    // "Other" needs a word from the worker.
    expect(await screen.findByText('选择“其他原因”时请补充说明')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('补充说明（选择其他原因时必填）'), '顾客评价的是另一位技师');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    const said = await screen.findByText(`评价申诉未能同步：${refusal.msg}`);
    expect(said.closest('[role=alert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByText(`评价申诉未能同步：${refusal.msg}`)).not.toBeInTheDocument());
  });

  it('needs a reason before anything goes', async () => {
    const calls = stubApi({ getReceivedReview: { body: lowReview() }, ...ORDER, createReviewAppeal: { body: contractExample('createReviewAppeal') } });
    open();
    await within(await evidence()).findByText('服务节点的时间与位置');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('请选择申诉原因', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(0);
  });

  it('shows an upheld appeal: the review left out of the score, and the platform\u2019s reason', async () => {
    const body = contractExample<{ data: { review: { appeal: { decisionNote: string } } } }>('getReceivedReview', 'appealUpheld');
    stubApi({ getReceivedReview: { body } });
    open();
    expect(await screen.findByRole('heading', { name: '申诉成立' })).toBeInTheDocument();
    expect(screen.getByText('这条评价已不计入评分。')).toBeInTheDocument();
    expect(screen.getByText('不计入评分')).toBeInTheDocument();
    expect(screen.getAllByText(body.data.review.appeal.decisionNote, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('服务录音1段')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
  });

  it('shows a rejected appeal with the platform\u2019s reason, in English too', async () => {
    const body = contractExample<{ data: { review: { appeal: { decisionNote: string } } } }>('getReceivedReview', 'rejected');
    stubApi({ getReceivedReview: { body } });
    await setLanguage('en');
    open();
    expect(await screen.findByRole('heading', { name: 'Appeal rejected' })).toBeInTheDocument();
    expect(screen.getByText('This review stands and counts in your score.')).toBeInTheDocument();
    expect(screen.getByText(body.data.review.appeal.decisionNote)).toBeInTheDocument();
  });

  it('reads the review again each time the page opens, whatever the phone holds: a decision\u2019s message never opens on the state of a minute ago', async () => {
    // The app's own freshness (app/providers.tsx: 30 s), under which an answer held is not asked again.
    const queryClient = testQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    queryClient.setQueryData(getGetReceivedReviewQueryKey({ id: LOW }), contractExample('getReceivedReview', 'underReview'));
    const calls = stubApi({ getReceivedReview: { body: contractExample('getReceivedReview', 'appealUpheld') } });
    renderScreen(<ReviewAppealScreen />, { path: `${paths.reviewAppeal}?id=${LOW}`, route: paths.reviewAppeal, queryClient });
    expect(await screen.findByRole('heading', { name: '申诉成立' })).toBeInTheDocument();
    expect(calls.map((c) => c.operationId)).toEqual(['getReceivedReview']);
  });

  it('says a review above the platform\u2019s stars cannot be appealed', async () => {
    stubApi({ getReceivedReview: { body: contractExample('getReceivedReview', 'good') } });
    open('rv_70388');
    expect(await screen.findByText('这条评价不能申诉：只有3星及以下的评价可以申诉。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
  });

  it('still takes an appeal without evidence when the order cannot be read', async () => {
    const calls = stubApi({ getReceivedReview: { body: lowReview() }, getServiceOrderDetail: { status: 500, body: {} }, listServiceOrderRecordings: { status: 500, body: {} }, createReviewAppeal: { body: contractExample('createReviewAppeal') } });
    open();
    expect(await screen.findByText('订单证据暂时无法读取。可以重试，也可以不附证据直接提交。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '评价与服务无关（价格、平台等）' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createReviewAppeal')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'createReviewAppeal')!.body).toMatchObject({ reason: 'not_about_service', evidence: [] });
  });
});
