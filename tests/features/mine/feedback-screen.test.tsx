// pages/user/feedback: the feedback sent before with the platform's replies; sending new feedback
// once, with the text checked first and kept when the send fails; none; a failure.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { FeedbackScreen } from '@/features/mine/screens/feedback-screen';
import { appJournal } from '@/lib/outbox/journal';
import { flushOutbox as flush } from '@/lib/outbox';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';
import { saveSession } from '@/lib/session/session';

// Signed in: the outbox sends a worker's changes only in that worker's session.
beforeEach(() => saveSession('tok', Date.now() + 3_600_000, 'w_10024'));

type Body = { data: { rows: { content: string; reply: string | null; status: string }[] } };
const open = () => renderScreen(<FeedbackScreen />, { path: paths.feedback });
const TEXT = '接单页面偶尔卡顿，希望优化一下加载速度。';

describe('Feedback', () => {
  it('lists the feedback sent before, with its state and the platform\'s reply', async () => {
    const rows = contractExample<Body>('listWorkerFeedback').data.rows;
    stubApi({ listWorkerFeedback: { body: contractExample('listWorkerFeedback') } });
    open();
    const list = await screen.findByRole('list', { name: '我的反馈' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(rows.length);
    expect(items[0]).toHaveTextContent(rows[0].content);
    expect(items[0]).toHaveTextContent('待回复');
    const replied = rows.findIndex((r) => r.reply);
    expect(items[replied]).toHaveTextContent('已回复');
    expect(items[replied]).toHaveTextContent(rows[replied].reply!);
  });

  it('sends the kind and the text once, then clears the form and shows the list again', async () => {
    const calls = stubApi({ listWorkerFeedback: { body: contractExample('listWorkerFeedback') }, submitWorkerFeedback: { body: contractExample('submitWorkerFeedback') } });
    open();
    await screen.findByRole('list', { name: '我的反馈' });
    await userEvent.click(screen.getByText('订单问题'));
    await userEvent.type(screen.getByLabelText('问题描述'), TEXT);
    doubleTap(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(screen.getByLabelText('问题描述')).toHaveValue(''));
    expect(calls.filter((c) => c.operationId === 'submitWorkerFeedback').map((c) => c.body)).toEqual([{ type: 'order', content: TEXT, occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) }]);
    // The list is read again, to show it.
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'listWorkerFeedback')).toHaveLength(2));
  });

  it('needs 10 characters and a valid call-back number before sending', async () => {
    const calls = stubApi({ listWorkerFeedback: { body: contractExample('listWorkerFeedback') }, submitWorkerFeedback: { body: contractExample('submitWorkerFeedback') } });
    open();
    await userEvent.type(screen.getByLabelText('问题描述'), '太卡了');
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('问题描述至少10个字')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('问题描述'), '，一直转圈圈，无法接单');
    await userEvent.type(screen.getByLabelText('联系电话（选填）'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'submitWorkerFeedback')).toHaveLength(0);
  });

  it('keeps the text when the platform refuses it, and says why', async () => {
    stubApi({ listWorkerFeedback: { body: contractExample('listWorkerFeedback') }, submitWorkerFeedback: { body: { code: 10086, msg: '今日反馈次数已达上限' } } });
    open();
    await userEvent.type(screen.getByLabelText('问题描述'), TEXT);
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('今日反馈次数已达上限');
    expect(screen.getByLabelText('问题描述')).toHaveValue(TEXT);
  });

  it('with no answer (the server busy, no network), keeps the feedback on the phone and sends it again by itself with the same key', async () => {
    let busy = true;
    const calls = stubApi({
      listWorkerFeedback: { body: contractExample('listWorkerFeedback') },
      submitWorkerFeedback: () => (busy ? { status: 429, body: contractExample('submitWorkerFeedback', undefined, '429') } : { body: contractExample('submitWorkerFeedback') }),
    });
    open();
    await userEvent.type(screen.getByLabelText('问题描述'), TEXT);
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(screen.getByLabelText('问题描述')).toHaveValue(''));
    expect(appJournal().all()).toHaveLength(1);
    busy = false;
    await flush();
    const sent = calls.filter((c) => c.operationId === 'submitWorkerFeedback');
    expect(sent).toHaveLength(2);
    const keys = sent.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sent[1].body).toEqual(sent[0].body);
    expect(appJournal().all()).toHaveLength(0);
  });

  it('says none was sent yet', async () => {
    stubApi({ listWorkerFeedback: { body: contractExample('listWorkerFeedback', 'empty') } });
    open();
    expect(await screen.findByText('还没有提交过反馈')).toBeInTheDocument();
  });

  it('says what went wrong with the list, and the form still works', async () => {
    stubApi({ listWorkerFeedback: FAILED });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
    expect(screen.getByRole('button', { name: '提交反馈' })).toBeEnabled();
  });
});
