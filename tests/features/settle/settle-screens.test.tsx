// The settlement pages: the overview, statistics by period, the bills with their order lines; each
// with what it shows, its empty state and its error state. The chart's canvas is replaced (happy-dom
// draws none): what is checked is the table of figures beside it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SettleBillScreen } from '@/features/settle/screens/settle-bill-screen';
import { SettleScreen } from '@/features/settle/screens/settle-screen';
import { SettleStatScreen } from '@/features/settle/screens/settle-stat-screen';
import { formatMoney } from '@/lib/format/money';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

vi.mock('@/features/settle/components/bar-chart', () => ({
  default: ({ values }: { values: number[] }) => <div data-testid="bar-chart" data-values={values.join(',')} />,
}));

afterEach(() => vi.unstubAllGlobals());

type Overview = { data: { pendingCents: number; periodOrders: number; periodIncomeCents: number; monthSettledCents: number; nextSettleDate: string } };
type Stat = { data: { from: string; to: string; totalIncomeCents: number; totalOrders: number; series: { date: string; incomeCents: number; orders: number }[] } };
type Bills = { data: { rows: { id: string; status: string; netCents: number; ordersCount: number }[] } };
type Bill = { data: { id: string; netCents: number; grossCents: number; commissionCents: number; lines: { orderId: string; serviceName: string; incomeCents: number }[] } };

describe('Settlement overview (settle/index)', () => {
  it('shows what waits for settlement, the running period and when it settles, with links onward', async () => {
    const o = contractExample<Overview>('getSettleOverview').data;
    stubApi({ getSettleOverview: { body: contractExample('getSettleOverview') } });
    const { router } = renderScreen(<SettleScreen />, { path: paths.settle });
    const pending = await screen.findByRole('region', { name: '待结算收入' });
    expect(within(pending).getByText(formatMoney(o.pendingCents))).toBeInTheDocument();
    // The date kept whole on one line, in a piece of its own.
    expect(within(pending).getByText(o.nextSettleDate)).toHaveClass('whole-date');
    expect(within(pending).getByText(o.nextSettleDate).parentElement).toHaveTextContent(`下次结算日 ${o.nextSettleDate}`);
    expect(screen.getByText('本期订单').nextSibling).toHaveTextContent(String(o.periodOrders));
    expect(screen.getByText('本月已结算').nextSibling).toHaveTextContent(formatMoney(o.monthSettledCents));
    expect(screen.getByText(/^1\. 每周一至周日为一个结算周期/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '结算账单' }));
    expect(router.state.location.pathname).toBe(paths.settleBill);
  });

  it('says nothing waits yet when nothing is pending', async () => {
    stubApi({ getSettleOverview: { body: contractExample('getSettleOverview', 'nothingPending') } });
    renderScreen(<SettleScreen />, { path: paths.settle });
    expect(await screen.findByText(/暂无待结算收入/)).toBeInTheDocument();
    expect(screen.getByText('本期收入').nextSibling).toHaveTextContent('¥0.00');
  });

  it('says what went wrong, with a retry that asks again', async () => {
    let fail = true;
    const calls = stubApi({ getSettleOverview: () => (fail ? { status: 502, body: { code: 502, msg: '服务器错误' } } : { body: contractExample('getSettleOverview') }) });
    renderScreen(<SettleScreen />, { path: paths.settle });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: '待结算收入' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('Settlement statistics (settle/stat)', () => {
  it('charts this week by day with every figure in the table, and asks for the year when chosen', async () => {
    const week = contractExample<Stat>('getSettleStat').data;
    const year = contractExample<Stat>('getSettleStat', 'year').data;
    const calls = stubApi({ getSettleStat: ({ url }) => ({ body: contractExample('getSettleStat', url.searchParams.get('range') === 'year' ? 'year' : undefined) }) });
    renderScreen(<SettleStatScreen />, { path: paths.settleStat });
    const table = await screen.findByRole('table', { name: '本周收入明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(week.series.length);
    expect(rows[0]).toHaveTextContent(`周一 11-16${formatMoney(week.series[0].incomeCents)}${week.series[0].orders}`);
    expect(screen.getByText('收入', { selector: 'dt' }).nextSibling).toHaveTextContent(formatMoney(week.totalIncomeCents));
    // The totals card is headed by its period (Card's title).
    expect(within(screen.getByRole('region', { name: '统计合计' })).getByRole('heading', { level: 2 })).toHaveTextContent(`${week.from} 至 ${week.to}`);
    expect(await screen.findByTestId('bar-chart')).toHaveAttribute('data-values', week.series.map((p) => p.incomeCents / 100).join(','));

    await userEvent.click(screen.getByRole('tab', { name: '本年' }));
    const yearTable = await screen.findByRole('table', { name: '本年收入明细' });
    const yearRows = within(yearTable).getAllByRole('row').slice(1);
    expect(yearRows).toHaveLength(12);
    expect(yearRows[10]).toHaveTextContent(`11月${formatMoney(year.series[10].incomeCents)}${year.series[10].orders}`);
    expect(calls.map((c) => c.url.searchParams.get('range'))).toEqual(['week', 'year']);
  });

  it('says there was no income rather than drawing empty bars', async () => {
    stubApi({ getSettleStat: { body: contractExample('getSettleStat', 'empty') } });
    renderScreen(<SettleStatScreen />, { path: paths.settleStat });
    expect(await screen.findByText('这段时间还没有收入')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    let fail = true;
    stubApi({ getSettleStat: () => (fail ? { status: 500, body: {} } : { body: contractExample('getSettleStat') }) });
    renderScreen(<SettleStatScreen />, { path: paths.settleStat });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: '本周收入明细' })).toBeInTheDocument();
  });
});

describe('Settlement bills (settle/bill)', () => {
  it('lists the bills with their status and net income; a bill opens with a line per order, each opening the order', async () => {
    const rows = contractExample<Bills>('listSettleBills').data.rows;
    const bill = contractExample<Bill>('getSettleBill').data;
    const calls = stubApi({
      listSettleBills: { body: contractExample('listSettleBills') },
      getSettleBill: ({ url }) => ({ body: contractExample('getSettleBill', url.searchParams.get('id') === bill.id ? undefined : 'pending') }),
    });
    const { router } = renderScreen(<SettleBillScreen />, { path: paths.settleBill });
    const list = await screen.findByRole('list', { name: '结算账单列表' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(rows.length);
    expect(items[0]).toHaveTextContent('待结算');
    expect(items[1]).toHaveTextContent('已结算');
    expect(items[1]).toHaveTextContent(`实得 ${formatMoney(rows[1].netCents)}`);
    expect(items[1]).toHaveTextContent(`${rows[1].ordersCount} 单`);

    await userEvent.click(items[1]);
    expect(router.state.location.search).toBe(`?id=${rows[1].id}`);
    const lines = await screen.findByRole('list', { name: '订单明细' });
    const lineButtons = within(lines).getAllByRole('button');
    expect(lineButtons).toHaveLength(bill.lines.length);
    expect(lineButtons[0]).toHaveTextContent(bill.lines[0].serviceName);
    expect(lineButtons[0]).toHaveTextContent(formatMoney(bill.lines[0].incomeCents));
    expect(screen.getByText('实得收入').nextSibling).toHaveTextContent(formatMoney(bill.netCents));
    expect(screen.getByText('平台服务费').nextSibling).toHaveTextContent(`-${formatMoney(bill.commissionCents)}`);
    expect(calls.find((c) => c.operationId === 'getSettleBill')?.url.searchParams.get('id')).toBe(rows[1].id);

    await userEvent.click(lineButtons[0]);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.orderDetail}?id=${bill.lines[0].orderId}`);
  });

  it('says there are no bills yet', async () => {
    stubApi({ listSettleBills: { body: contractExample('listSettleBills', 'empty') } });
    renderScreen(<SettleBillScreen />, { path: paths.settleBill });
    expect(await screen.findByText('还没有结算账单')).toBeInTheDocument();
  });

  it('says the bill does not exist, in the server’s words, and tries again on retry', async () => {
    const calls = stubApi({ getSettleBill: { status: 400, body: contractExample('getSettleBill', 'billNotFound', '400') } });
    renderScreen(<SettleBillScreen />, { path: `${paths.settleBill}?id=sb_nope`, route: paths.settleBill });
    expect(await screen.findByRole('alert')).toHaveTextContent('账单不存在');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });
});
