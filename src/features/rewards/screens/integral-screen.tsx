// pages/user/integral/index (not a spec path: docs/decisions.md): the points held, the rule for
// paying with them at checkout, and their changes; pull to refresh, load more.
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type ShopIntegralRecord, useIntegral } from '@/features/rewards/api/use-rewards';
import '@/features/rewards/rewards.css';
import { formatDateTime } from '@/lib/format/time';

export function IntegralScreen() {
  const { t, i18n } = useTranslation('rewards');
  const integral = useIntegral();
  const { balance, rule } = integral;
  // The points, the rule and the records come in one answer: one skeleton until it is in.
  if (integral.isPending)
    return (
      <StackPage title={t('integral.title')} className="rewards" backTo={paths.mine}>
        <LoadingBlock lines={8} />
      </StackPage>
    );
  return (
    <StackPage title={t('integral.title')} className="rewards" backTo={paths.mine}>
      {balance !== undefined && rule && (
        <Card titleId="integral-label">
          <p id="integral-label" className="rewards-summary__label">
            {t('integral.label')}
          </p>
          <p className="rewards-summary__figure">{balance}</p>
          <h2 className="rewards-section-title">{t('integral.rule')}</h2>
          <ul className="rewards-rule">
            <li>{t('integral.ruleRate', { points: rule.points_per_yuan })}</li>
            <li>{t('integral.ruleMax', { percent: rule.max_deduct_percent })}</li>
            <li>{t('integral.ruleMin', { points: rule.min_points })}</li>
          </ul>
        </Card>
      )}
      {balance !== undefined && <h2 className="rewards-section-title">{t('integral.records')}</h2>}
      <PagedList<ShopIntegralRecord>
        label={t('integral.recordsLabel')}
        list={integral.list}
        isPending={integral.isPending}
        isError={integral.isError}
        error={integral.error}
        hasNextPage={integral.hasNextPage}
        refresh={integral.refresh}
        loadMore={integral.loadMore}
        emptyText={t('integral.empty')}
        getKey={(r) => r._id}
        renderItem={(r) => (
          <div className="rewards-row">
            <span className="rewards-row__head">
              <span className="rewards-row__title">{r.comment}</span>
              <span className={r.value > 0 ? 'rewards-row__value rewards-row__value--in' : 'rewards-row__value'}>
                {r.value > 0 ? '+' : ''}
                {r.value}
              </span>
            </span>
            <span className="rewards-row__meta">
              <span>
                {t(`integralType.${r.type}`)} · <time dateTime={r.add_time}>{formatDateTime(r.add_time, i18n.language)}</time>
              </span>
              <span>{t('integral.after', { points: r.balance })}</span>
            </span>
          </div>
        )}
      />
    </StackPage>
  );
}
