// pages/salesman/index (spec section 2; shareable): the worker's salesman (推广员) profile, team and
// commission, the code to copy, and the page to share: through the native bridge when the web-view
// has one, else the Web Share API, else the link is copied; where nothing works the link is shown.
// A worker who is not a salesman reads how to become one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useSalesman } from '@/features/rewards/api/use-rewards';
import '@/features/rewards/rewards.css';
import { ShareActions } from '@/features/rewards/components/share-actions';
import { formatMoney } from '@/lib/format/money';

export function SalesmanScreen() {
  const { t } = useTranslation('rewards');
  const salesman = useSalesman();

  let body;
  if (salesman.isPending) body = <LoadingBlock lines={6} />;
  else if (salesman.isError) body = <ErrorState error={salesman.error} onRetry={() => void salesman.refetch()} />;
  else if (!salesman.data.fx)
    body = (
      <EmptyState title={t('salesman.notSalesman')}>
        <p className="rewards-summary__hint">{t('salesman.howTo')}</p>
      </EmptyState>
    );
  else {
    const fx = salesman.data.fx;
    body = (
      <>
        <section className="card" aria-labelledby="salesman-name">
          <h2 id="salesman-name" className="coupon__name">
            {fx.real_name}
          </h2>
          <dl className="rewards-stats">
            <div>
              <dt>{t('salesman.level')}</dt>
              <dd>{fx.level_name}</dd>
            </div>
            <div>
              <dt>{t('salesman.team')}</dt>
              <dd>{salesman.data.team_count}</dd>
            </div>
            <div>
              <dt>{t('salesman.commission')}</dt>
              <dd>{formatMoney(salesman.data.commission_cents)}</dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="salesman-code">
          <h2 id="salesman-code" className="rewards-summary__label">
            {t('salesman.code')}
          </h2>
          <p className="rewards-code">{fx.invite_code}</p>
          <ShareActions
            page={paths.salesman}
            card={{ title: fx.share_title, url: fx.share_url, image: fx.share_image }}
            copies={[
              { label: t('salesman.copyCode'), text: fx.invite_code },
              { label: t('salesman.copyLink'), text: fx.share_url, done: t('share.copied') },
            ]}
            shareLabel={t('salesman.share')}
          />
        </section>
      </>
    );
  }
  return (
    <StackPage title={t('salesman.title')} className="rewards" backTo={paths.mine}>
      {body}
      {/* With the content, not before it: a link under the loading block would move as it goes. */}
      {!salesman.isPending && (
        <Link to={paths.inviteCode} className="rewards-link">
          {t('salesman.inviteCode')} ›
        </Link>
      )}
    </StackPage>
  );
}
