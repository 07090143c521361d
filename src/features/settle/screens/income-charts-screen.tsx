// pages/user/charts/total: income of today, this week or this month as bars (with the figures in a
// table beside them), compared with the period before, split by service item; below, this month's
// income order by order, with load more.
import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, ErrorState, LoadingBlock, QueryState } from '@/components/query-state';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { WholeDates } from '@/components/whole-dates';
import { paths } from '@/config/paths';
import { type IncomeRange, useIncomeStat, useMonthIncome } from '@/features/settle/api/use-settle';
import { IncomeChart } from '@/features/settle/components/income-chart';
import { beijingMonth, beijingToday, pointLabel, shortLabel } from '@/features/settle/utils/periods';
import { formatMoney } from '@/lib/format/money';
import { percentShares } from '@/lib/format/shares';
import { formatDateTime } from '@/lib/format/time';
import { useSettled } from '@/lib/ui/settled';
import './settle.css';

const RANGES: IncomeRange[] = ['day', 'week', 'month'];

/** The change against the period before, in whole percent; none when there was nothing before. */
const changeOf = (now: number, before: number) => (before > 0 ? Math.round(((now - before) * 100) / before) : null);

function PeriodStat({ range, stat }: { range: IncomeRange; stat: ReturnType<typeof useIncomeStat> }) {
  const { t } = useTranslation('settle');
  return (
    <QueryState query={stat} lines={6}>
      {(data) => {
        const kind = range === 'day' ? 'hour' : range === 'week' ? 'weekday' : 'day';
        const points = data.series.map((p) => ({ key: p.start, label: pointLabel(kind, p.start, t), short: shortLabel(kind, p.start, t), incomeCents: p.incomeCents, orders: p.orders }));
        const change = changeOf(data.incomeCents, data.previousIncomeCents);
        // Shown together, the items' shares add to 100.0 % (each rounded alone made 99.9 % or 100.1 %).
        const shares = percentShares(data.items.map((item) => item.shareBp));
        return (
          <>
            <Card className="settle-hero" titleId="income-total">
              <h2 id="income-total" className="settle-hero__label">
                {t('income.total', { range: t(`range.${range}`) })}
              </h2>
              <p className="settle-hero__amount">{formatMoney(data.incomeCents)}</p>
              <p className="settle-hero__hint">
                <WholeDates text={data.periodStart === data.periodEnd ? data.periodStart : t('stat.between', { from: data.periodStart, to: data.periodEnd })} />
                {change !== null && ` · ${t(change >= 0 ? 'income.up' : 'income.down', { n: Math.abs(change) })}`}
              </p>
              <dl className="settle-figures">
                <div>
                  <dt>{t('income.orders')}</dt>
                  <dd>{data.orders}</dd>
                </div>
                <div>
                  <dt>{t('income.average')}</dt>
                  <dd>{formatMoney(data.averageCents)}</dd>
                </div>
                <div>
                  <dt>{t('income.previous')}</dt>
                  <dd>{formatMoney(data.previousIncomeCents)}</dd>
                </div>
              </dl>
            </Card>
            {data.orders === 0 ? (
              <EmptyState title={t('income.empty')} />
            ) : (
              <>
                <Card>
                  <IncomeChart title={t('income.chartTitle', { range: t(`range.${range}`) })} points={points} />
                </Card>
                <Card titleId="income-items" title={t('income.items')}>
                  <ul className="settle-shares">
                    {data.items.map((item, index) => (
                      <li key={`${item.serviceName}-${item.durationMinutes}`} className="settle-share">
                        <span className="settle-share__head">
                          <span>{t('bill.service', { name: item.serviceName, minutes: item.durationMinutes })}</span>
                          <span>{formatMoney(item.incomeCents)}</span>
                        </span>
                        <span className="settle-share__bar" aria-hidden="true">
                          <span style={{ width: `${item.shareBp / 100}%` }} />
                        </span>
                        <span className="settle-row__meta">
                          <span>{t('bills.orders', { n: item.orders })}</span>
                          <span>{t('income.share', { n: shares[index]!.toFixed(1) })}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function MonthIncome({ month, income }: { month: string; income: ReturnType<typeof useMonthIncome> }) {
  const { t, i18n } = useTranslation('settle');
  const navigate = useNavigate();
  if (income.isPending) return <LoadingBlock />;
  if (income.isError && income.list.rows.length === 0) return <ErrorState error={income.error} onRetry={() => void income.refresh()} />;
  return (
    <section aria-labelledby="month-income">
      <h2 className="settle-section-title" id="month-income">
        {t('income.month', { month })}
        {income.totals && ` · ${formatMoney(income.totals.incomeCents)} · ${t('bills.orders', { n: income.totals.orders })}`}
      </h2>
      {income.list.rows.length === 0 ? (
        <EmptyState title={t('income.monthEmpty')} />
      ) : (
        <>
          <ul className="paged-list" aria-labelledby="month-income">
            {income.list.rows.map((row) => (
              <li key={row.orderId}>
                {/* A card look on the row's own button (Card renders no button): the whole row is the tap target. */}
                <button type="button" className="card settle-row" onClick={() => navigate(`${paths.settleBill}?id=${encodeURIComponent(row.billId)}`)}>
                <span className="settle-row__head">
                  <span className="settle-row__title">{t('bill.service', { name: row.serviceName, minutes: row.durationMinutes })}</span>
                  <span className="settle-row__amount">{formatMoney(row.incomeCents)}</span>
                </span>
                <span className="settle-row__meta">
                  <time dateTime={row.servedAt}>{formatDateTime(row.servedAt, i18n.language)}</time>
                  <span>{row.customerNickname}</span>
                  <span className={`settle-tag settle-tag--${row.settleStatus}`}>{t(`billStatus.${row.settleStatus}`)}</span>
                </span>
                </button>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={income.loadMore} hasMore={income.hasNextPage}>
            {income.hasNextPage ? t('income.loadingMore') : t('income.noMore')}
          </InfiniteScroll>
        </>
      )}
    </section>
  );
}

export function IncomeChartsScreen() {
  const { t } = useTranslation('settle');
  const [range, setRange] = useState<IncomeRange>('week');
  const stat = useIncomeStat(range, beijingToday());
  const month = beijingMonth();
  const income = useMonthIncome(month);
  // The first answers show in one piece: the period's figures and the month's orders arrive apart,
  // and the month's list would otherwise move down as the figures above it came in.
  const settled = useSettled(!stat.isPending && !income.isPending);
  const [firstLoad, setFirstLoad] = useState(true);
  if (firstLoad && settled && !stat.isPending && !income.isPending) setFirstLoad(false);
  return (
    <StackPage title={t('income.title')} backTo={paths.mine}>
      <PullRefresh onRefresh={async () => void (await Promise.all([stat.refetch(), income.refresh()]))}>
        <SegmentTabs id="income" label={t('income.ranges')} tabs={RANGES.map((key) => ({ key, label: t(`range.${key}`) }))} value={range} onChange={setRange}>
          {firstLoad ? <LoadingBlock lines={10} /> : <PeriodStat range={range} stat={stat} />}
        </SegmentTabs>
        {!firstLoad && <MonthIncome month={month} income={income} />}
      </PullRefresh>
    </StackPage>
  );
}
