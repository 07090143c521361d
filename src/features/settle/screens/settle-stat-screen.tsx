// pages/user/settle/stat: income and orders of this week, month or year, as bars with the figures
// beside them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, QueryState } from '@/components/query-state';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { WholeDates } from '@/components/whole-dates';
import { paths } from '@/config/paths';
import { type StatRange, useSettleStat } from '@/features/settle/api/use-settle';
import { IncomeChart } from '@/features/settle/components/income-chart';
import { pointLabel, shortLabel } from '@/features/settle/utils/periods';
import { formatMoney } from '@/lib/format/money';
import './settle.css';

const RANGES: StatRange[] = ['week', 'month', 'year'];

export function SettleStatScreen() {
  const { t } = useTranslation('settle');
  const [range, setRange] = useState<StatRange>('week');
  const stat = useSettleStat(range);

  const body = (
    <QueryState query={stat} lines={6}>
      {(data) => {
        const kind = data.granularity === 'month' ? 'month' : range === 'week' ? 'weekday' : 'day';
        const points = data.series.map((p) => ({ key: p.date, label: pointLabel(kind, p.date, t), short: shortLabel(kind, p.date, t), incomeCents: p.incomeCents, orders: p.orders }));
        return (
          <>
            <Card aria-label={t('stat.totals')} title={<WholeDates text={t('stat.between', { from: data.from, to: data.to })} />}>
              <dl className="settle-figures">
                <div>
                  <dt>{t('stat.income')}</dt>
                  <dd>{formatMoney(data.totalIncomeCents)}</dd>
                </div>
                <div>
                  <dt>{t('stat.orders')}</dt>
                  <dd>{data.totalOrders}</dd>
                </div>
              </dl>
            </Card>
            {data.totalOrders === 0 ? (
              <EmptyState title={t('stat.empty')} />
            ) : (
              <Card>
                <IncomeChart title={t('stat.chartTitle', { range: t(`range.${range}`) })} points={points} />
              </Card>
            )}
          </>
        );
      }}
    </QueryState>
  );

  return (
    <StackPage title={t('stat.title')} backTo={paths.settle}>
      <PullRefresh onRefresh={async () => void (await stat.refetch())}>
        <SegmentTabs id="settle-stat" label={t('stat.ranges')} tabs={RANGES.map((key) => ({ key, label: t(`range.${key}`) }))} value={range} onChange={setRange}>
          {body}
        </SegmentTabs>
      </PullRefresh>
    </StackPage>
  );
}
