// An income chart with its figures: the bars (uPlot, loaded when the chart first shows) for the eye,
// and a table of the same figures for a screen reader or a reader who wants the exact amounts.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';

const BarChart = lazy(() => import('./bar-chart'));

/** A bar: `label` in the table, `short` (when given) under the bar. */
export type ChartPoint = { key: string; label: string; short?: string; incomeCents: number; orders: number };

export function IncomeChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const { t } = useTranslation('settle');
  const labels = useMemo(() => points.map((p) => p.short ?? p.label), [points]);
  const values = useMemo(() => points.map((p) => p.incomeCents / 100), [points]);
  return (
    <figure className="income-chart">
      <div className="income-chart__plot">
        <Suspense fallback={<div className="income-chart__placeholder" />}>
          <BarChart labels={labels} values={values} />
        </Suspense>
      </div>
      <table className="income-chart__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.period')}</th>
            <th scope="col">{t('chart.income')}</th>
            <th scope="col">{t('chart.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key} className={p.incomeCents > 0 ? undefined : 'income-chart__zero'}>
              <th scope="row">{p.label}</th>
              <td>{formatMoney(p.incomeCents)}</td>
              <td>{p.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
