// An income chart with its figures: the bars for the eye, and a table of the same figures for a
// screen reader or a reader who wants the exact amounts. The bars' library (uPlot, ~23 KB gzip)
// loads once the page has loaded and the browser is idle: the figures show at once, the bars a
// moment later into a box that already has their height, and the screen's first load stays small.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

// uPlot's chunk within the spec's chunk time limit: past it the route's error page says so, with a retry.
const BarChart = lazy(() => within(import('./bar-chart'), CHUNK_TIMEOUT_MS, 'bar-chart'));

/** A bar: `label` in the table, `short` (when given) under the bar. */
type ChartPoint = { key: string; label: string; short?: string; incomeCents: number; orders: number };

export function IncomeChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const { t } = useTranslation('settle');
  const labels = useMemo(() => points.map((p) => p.short ?? p.label), [points]);
  const values = useMemo(() => points.map((p) => p.incomeCents / 100), [points]);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return (
    <figure className="income-chart">
      <div className="income-chart__plot">
        {idle ? (
          <Suspense fallback={<div className="income-chart__placeholder" />}>
            <BarChart labels={labels} values={values} />
          </Suspense>
        ) : (
          <div className="income-chart__placeholder" />
        )}
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
