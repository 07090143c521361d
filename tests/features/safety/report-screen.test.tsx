// pages/safety/report: a finished order's customer reported with a reason (the contract's list), an
// optional note with its visible count and limit, and the block; an order reported already shows
// the report; an order not finished offers nothing. The order detail shows the way there and the
// report, and customer service opens the hotline and the chat.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerService } from '@/components/customer-service';
import { paths } from '@/config/paths';
import { OrderDetailScreen } from '@/features/orders/screens/order-detail-screen';
import { ReportScreen } from '@/features/safety/screens/report-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

const COMPLETED = 'so_202611200016';
type Detail = { code: number; msg: string; data: { id: string; customerReport?: unknown } };
const reported = () => contractExample<Detail>('createCustomerReport');

function open(detail: Detail, id = COMPLETED) {
  const calls = stubApi({
    getServiceOrderDetail: { body: detail },
    createCustomerReport: { body: reported() },
  });
  renderScreen(<ReportScreen />, { path: `${paths.safetyReport}?orderId=${id}`, route: paths.safetyReport });
  return () => calls.filter((c) => c.operationId === 'createCustomerReport');
}

describe('Reporting a customer', () => {
  it('asks for a reason first and sends nothing without one', async () => {
    const reports = open(contractExample('getServiceOrderDetail', 'completed'));
    expect(await screen.findByRole('group', { name: '举报原因' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: '提交举报' }));
    expect(await screen.findByText('请选择举报原因', { selector: '.safety-field__problem' })).toBeInTheDocument();
    expect(reports()).toHaveLength(0);
  });

  it('sends the reason, the note and the block with a key, counts the note against its limit, and goes back to the order', async () => {
    const reports = open(contractExample('getServiceOrderDetail', 'completed'));
    await userEvent.click(await screen.findByRole('radio', { name: '辱骂、威胁或暴力' }));
    const note = screen.getByLabelText('补充说明（选填）');
    // The limit shows with the count (components/text-area keeps the text to it).
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await userEvent.type(note, '顾客言语辱骂');
    expect(screen.getByText('6/200')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '同时屏蔽该顾客，以后不再接到TA的订单' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0].body).toEqual({ occurredAt: expect.any(String), orderId: COMPLETED, reason: 'abuse', note: '顾客言语辱骂', block: true });
    expect(new Headers(reports()[0].init.headers).get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('sends one report for two taps in one frame', async () => {
    const reports = open(contractExample('getServiceOrderDetail', 'completed'));
    await userEvent.click(await screen.findByRole('radio', { name: '辱骂、威胁或暴力' }));
    doubleTap(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(reports()).toHaveLength(1);
  });

  it("points to one of the order's recordings when the worker picks it (issue 40), none by default", async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: contractExample('getServiceOrderDetail', 'completed') },
      listServiceOrderRecordings: { body: contractExample('listServiceOrderRecordings', 'completed') },
      createCustomerReport: { body: reported() },
    });
    renderScreen(<ReportScreen />, { path: `${paths.safetyReport}?orderId=${COMPLETED}`, route: paths.safetyReport });
    const group = await screen.findByRole('group', { name: '附上录音（选填）' });
    expect(screen.getByRole('radio', { name: '不附录音' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '辱骂、威胁或暴力' }));
    await userEvent.click(group.querySelectorAll('input')[1]);
    await userEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'createCustomerReport')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'createCustomerReport')?.body).toEqual({ occurredAt: expect.any(String), orderId: COMPLETED, reason: 'abuse', note: null, block: true, recordingId: 'rec_20261121007' });
  });

  it('sends no note when none is written, and no block when the worker unticks it', async () => {
    const reports = open(contractExample('getServiceOrderDetail', 'completed'));
    await userEvent.click(await screen.findByRole('radio', { name: '信息与实际不符' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0].body).toEqual({ occurredAt: expect.any(String), orderId: COMPLETED, reason: 'false_information', note: null, block: false });
  });

  it('shows a report already made (under review, blocked) instead of the form', async () => {
    open(reported());
    expect(await screen.findByRole('heading', { name: '已举报，平台审核中' })).toBeInTheDocument();
    expect(screen.getByText('已屏蔽该顾客，不会再收到TA的订单')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交举报' })).not.toBeInTheDocument();
  });

  it('offers nothing for an order not finished', async () => {
    open(contractExample('getServiceOrderDetail', 'accepted'), 'so_202611220005');
    expect(await screen.findByText('订单完成后才能举报顾客')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('The order detail and customer service', () => {
  const detail = (body: Detail) => {
    stubApi({ getServiceOrderDetail: { body }, getSafetyCenter: { body: contractExample('getSafetyCenter') } });
    renderScreen(<OrderDetailScreen />, { path: `${paths.orderDetail}?id=${COMPLETED}`, route: paths.orderDetail });
  };

  it("links a completed order to its customer's report", async () => {
    detail(contractExample('getServiceOrderDetail', 'completed'));
    expect(await screen.findByRole('link', { name: '举报并屏蔽顾客' })).toHaveAttribute('href', `${paths.safetyReport}?orderId=${COMPLETED}`);
  });

  it('shows the report of a reported order: under review, the customer blocked', async () => {
    detail(reported());
    const section = await screen.findByRole('region', { name: '举报顾客' });
    expect(section).toHaveTextContent('已举报，平台审核中');
    expect(section).toHaveTextContent('已屏蔽该顾客');
    expect(screen.getByRole('link', { name: '查看举报' })).toBeInTheDocument();
  });

  it('opens the hotline (a tel: link) and the in-app chat when asked, and asks the server nothing before', async () => {
    const calls = stubApi({ getSafetyCenter: { body: contractExample('getSafetyCenter') } });
    renderScreen(<CustomerService id="test-service" />);
    const toggle = screen.getByRole('button', { name: '联系客服' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toHaveLength(0);
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: '拨打客服热线 400-820-5566' })).toHaveAttribute('href', 'tel:400-820-5566');
    expect(screen.getByRole('link', { name: '在线客服' }).getAttribute('href')).toContain(encodeURIComponent('https://kefu.example-massage.cn/worker/chat'));
    expect(calls.map((c) => c.operationId)).toEqual(['getSafetyCenter']);
  });
});
