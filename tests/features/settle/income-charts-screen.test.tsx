// pages/user/charts/total: the period's income as bars with the same figures in a table, the split by
// service, this month's income by order; another period asks for it; empty and error states. The
// chart module is replaced (happy-dom draws no canvas).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { IncomeChartsScreen } from '@/features/settle/screens/income-charts-screen';
import { formatMoney } from '@/lib/format/money';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

vi.mock('@/features/settle/components/bar-chart', () => ({
  default: ({ labels, values }: { labels: string[]; values: number[] }) => <div data-testid="bar-chart" data-labels={labels.join('|')} data-values={values.join(',')} />,
}));

afterEach(() => vi.unstubAllGlobals());

type Point = { start: string; incomeCents: number; orders: number };
type Stat = { data: { incomeCents: number; orders: number; averageCents: number; series: Point[]; items: { serviceName: string; incomeCents: number; shareBp: number }[] } };
type Income = { data: { monthIncomeCents: number; monthOrders: number; rows: { orderId: string; billId: string; customerNickname: string; incomeCents: number }[] } };

const stubIncome = (stat: (range: string) => { status?: number; body: unknown }, income: { status?: number; body: unknown } = { body: contractExample('listBusinessIncome') }) =>
  stubApi({
    getBusinessIncomeStat: ({ init }) => stat((JSON.parse(String(init.body)) as { range: string }).range),
    listBusinessIncome: income,
  });

describe('Income statistics (charts/total)', () => {
  it('draws this week and lists the same figures, the split by service, and the month by order', async () => {
    const week = contractExample<Stat>('getBusinessIncomeStat').data;
    const month = contractExample<Income>('listBusinessIncome').data;
    const calls = stubIncome(() => ({ body: contractExample('getBusinessIncomeStat') }));
    const { router } = renderScreen(<IncomeChartsScreen />, { path: paths.incomeCharts });

    const table = await screen.findByRole('table', { name: '本周收入明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(
      week.series.map((p, i) => `${['周一', '周二', '周三', '周四', '周五', '周六', '周日'][i]} ${p.start.slice(5, 10)}${formatMoney(p.incomeCents)}${p.orders}`),
    );
    const chart = await screen.findByTestId('bar-chart');
    expect(chart.dataset.values).toBe(week.series.map((p) => p.incomeCents / 100).join(','));
    // Under the bars, where space is short, the weekday alone.
    expect(chart.dataset.labels).toBe('周一|周二|周三|周四|周五|周六|周日');
    expect(screen.getByRole('region', { name: '本周收入' })).toHaveTextContent(formatMoney(week.incomeCents));
    expect(screen.getByText('单均收入').nextSibling).toHaveTextContent(formatMoney(week.averageCents));
    expect(screen.getByText('较上期 -21%', { exact: false })).toBeInTheDocument();

    const shares = screen.getByRole('region', { name: '按服务项目' });
    expect(within(shares).getAllByRole('listitem')).toHaveLength(week.items.length);
    expect(within(shares).getAllByRole('listitem')[0]).toHaveTextContent(`${week.items[0].serviceName} 60分钟${formatMoney(week.items[0].incomeCents)}`);
    expect(within(shares).getAllByRole('listitem')[0]).toHaveTextContent('占 36.3%');
    // Shown together, the shares add to 100.0 % (the example's, each rounded alone, to 99.9 %).
    const shown = within(shares).getAllByRole('listitem').map((item) => Number(/占 ([\d.]+)%/.exec(item.textContent ?? '')?.[1]));
    expect(Math.round(shown.reduce((a, b) => a + b, 0) * 10)).toBe(1000);

    const monthList = await screen.findByRole('list', { name: /收入明细 · / });
    expect(within(monthList).getAllByRole('button')).toHaveLength(month.rows.length);
    expect(screen.getByRole('heading', { name: new RegExp(formatMoney(month.monthIncomeCents).replace('$', '\\$')) })).toBeInTheDocument();
    await userEvent.click(within(monthList).getAllByRole('button')[0]);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.settleBill}?id=${month.rows[0].billId}`);
    expect(calls.find((c) => c.operationId === 'getBusinessIncomeStat')?.body).toMatchObject({ range: 'week', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('asks for today by hour when chosen, and labels the hours', async () => {
    const calls = stubIncome((range) => ({ body: contractExample('getBusinessIncomeStat', range === 'day' ? 'day' : undefined) }));
    renderScreen(<IncomeChartsScreen />, { path: paths.incomeCharts });
    await screen.findByRole('table', { name: '本周收入明细' });
    await userEvent.click(screen.getByRole('tab', { name: '今日' }));
    const table = await screen.findByRole('table', { name: '今日收入明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    expect(rows[9]).toHaveTextContent(`9时${formatMoney(11880)}1`);
    expect(calls.filter((c) => c.operationId === 'getBusinessIncomeStat').map((c) => (c.body as { range: string }).range)).toEqual(['week', 'day']);
  });

  it('says there was no income in the period and none this month', async () => {
    stubIncome(() => ({ body: contractExample('getBusinessIncomeStat', 'empty') }), { body: contractExample('listBusinessIncome', 'empty') });
    renderScreen(<IncomeChartsScreen />, { path: paths.incomeCharts });
    expect(await screen.findByText('这段时间还没有收入')).toBeInTheDocument();
    expect(await screen.findByText('本月还没有收入')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what went wrong with the statistics, and asks again on retry', async () => {
    let fail = true;
    const calls = stubIncome(() => (fail ? { status: 500, body: {} } : { body: contractExample('getBusinessIncomeStat') }));
    renderScreen(<IncomeChartsScreen />, { path: paths.incomeCharts });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '本周收入明细' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'getBusinessIncomeStat')).toHaveLength(2);
  });
});
