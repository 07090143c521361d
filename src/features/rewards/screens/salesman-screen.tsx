// pages/salesman/index (shareable: config/paths.ts's isShareablePath): the worker's salesman (推广员) profile, team and
// commission, the code to copy, and the page to share: through the native bridge when the web-view
// has one, else the Web Share API, else the link is copied; where nothing works the link is shown.
// A worker who is not a salesman reads how to become one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useSalesman } from '@/features/rewards/api/use-rewards';
import '@/features/rewards/rewards.css';
import { ShareActions } from '@/features/rewards/components/share-actions';
import { formatMoney } from '@/lib/format/money';

export function SalesmanScreen() {
  const { t } = useTranslation('rewards');
  const salesman = useSalesman();

  const body = (
    <QueryState
      query={salesman}
      lines={6}
      empty={(data) => !data.fx}
      emptyTitle={t('salesman.notSalesman')}
      emptyAction={<p className="rewards-summary__hint">{t('salesman.howTo')}</p>}
    >
      {({ fx, team_count, commission_cents }) => fx && (
        <>
          <Card titleId="salesman-name">
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
                <dd>{team_count}</dd>
              </div>
              <div>
                <dt>{t('salesman.commission')}</dt>
                <dd>{formatMoney(commission_cents)}</dd>
              </div>
            </dl>
          </Card>
          <Card titleId="salesman-code">
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
          </Card>
        </>
      )}
    </QueryState>
  );
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
