// pages/user/settle/index: the running settlement period (its orders and income), what waits for
// settlement, what was settled this month, the next settlement day and the rules; links to the
// statistics, the bills and the income chart.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { WholeDates } from '@/components/whole-dates';
import { paths } from '@/config/paths';
import { useSettleOverview } from '@/features/settle/api/use-settle';
import { formatMoney } from '@/lib/format/money';
import './settle.css';

export function SettleScreen() {
  const { t } = useTranslation('settle');
  const overview = useSettleOverview();

  const body = (
    <QueryState query={overview} lines={6}>
      {(data) => (
        <>
          <Card className="settle-hero" titleId="settle-pending">
            <h2 id="settle-pending" className="settle-hero__label">
              {t('overview.pending')}
            </h2>
            <p className="settle-hero__amount">{formatMoney(data.pendingCents)}</p>
            <p className="settle-hero__hint"><WholeDates text={t('overview.nextSettle', { date: data.nextSettleDate })} /></p>
            {data.pendingCents === 0 && <p className="settle-hero__hint">{t('overview.nothingPending')}</p>}
          </Card>
          <Card titleId="settle-period" title={<WholeDates text={t('overview.period', { cycle: t(`cycle.${data.cycle}`), start: data.periodStart, end: data.periodEnd })} />}>
            <dl className="settle-figures">
              <div>
                <dt>{t('overview.periodOrders')}</dt>
                <dd>{data.periodOrders}</dd>
              </div>
              <div>
                <dt>{t('overview.periodIncome')}</dt>
                <dd>{formatMoney(data.periodIncomeCents)}</dd>
              </div>
              <div>
                <dt>{t('overview.monthSettled')}</dt>
                <dd>{formatMoney(data.monthSettledCents)}</dd>
              </div>
            </dl>
          </Card>
          <Card as="nav" className="settle-links" aria-label={t('overview.more')}>
            <Link className="settle-link" to={paths.settleStat}>
              {t('stat.title')}
            </Link>
            <Link className="settle-link" to={paths.settleBill}>
              {t('bills.title')}
            </Link>
            <Link className="settle-link" to={paths.incomeCharts}>
              {t('income.title')}
            </Link>
          </Card>
          <Card titleId="settle-rules" title={t('overview.rules')}>
            {data.rulesText
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line) => (
                <p key={line} className="settle-rules__line">
                  {line}
                </p>
              ))}
          </Card>
        </>
      )}
    </QueryState>
  );

  return (
    <StackPage title={t('overview.title')} backTo={paths.mine}>
      <PullRefresh onRefresh={async () => void (await overview.refetch())}>{body}</PullRefresh>
    </StackPage>
  );
}
