// pages/user/wallet/detail?id=: one withdrawal: amount, fee and amount received, the account, its
// number, its status with the steps reached (and the reason of a rejection).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useWithdrawal } from '@/features/wallet/api/use-wallet';
import { StatusTag } from '@/features/wallet/components/status-tag';
import { useAccountName } from '@/features/wallet/utils/use-account-name';
import '@/features/wallet/wallet.css';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';

export function WithdrawDetailScreen() {
  const { t, i18n } = useTranslation('wallet');
  const accountName = useAccountName();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useWithdrawal(id);
  const body = !id ? (
    <EmptyState title={t('detail.missing')} />
  ) : (
    <QueryState query={query} lines={6}>
      {(w) => (
        <PullRefresh onRefresh={() => query.refetch().then(() => undefined)}>
          <Card className="wallet-detail" titleId="withdraw-detail-amount">
            <p className="wallet-balances__label">{t('detail.amount')}</p>
            <p id="withdraw-detail-amount" className="wallet-balances__available">
              {formatMoney(w.amountCents)}
            </p>
            <StatusTag status={w.status} />
            {w.status === 'rejected' && w.rejectReason && (
              <p className="wallet-detail__reason" role="note">
                {t('log.reason', { reason: w.rejectReason })}
              </p>
            )}
            {/* A rejected withdrawal's money is back in the balance: the worker sends it again (to a
                corrected account), as its reason says. */}
            {w.status === 'rejected' && (
              <Link to={paths.withdraw} className="app-button app-button--primary app-button--block wallet-button-link">
                {t('detail.resubmit')}
              </Link>
            )}
            <dl className="wallet-detail__facts">
              <div>
                <dt>{t('detail.fee')}</dt>
                <dd>{formatMoney(w.feeCents)}</dd>
              </div>
              {/* Nothing is received from a rejected withdrawal, and nothing yet before it is paid. */}
              {w.status !== 'rejected' && (
                <div>
                  <dt>{t(w.status === 'paid' ? 'detail.received' : 'detail.expected')}</dt>
                  <dd>{formatMoney(w.actualCents)}</dd>
                </div>
              )}
              <div>
                <dt>{t('detail.account')}</dt>
                <dd>
                  {accountName(w.account)} ({w.account.holderName})
                </dd>
              </div>
              <div>
                <dt>{t('detail.number')}</dt>
                <dd>{w.withdrawNo}</dd>
              </div>
              <div>
                <dt>{t('detail.createdAt')}</dt>
                <dd>{formatDateTime(w.createdAt, i18n.language)}</dd>
              </div>
            </dl>
          </Card>
          <Card titleId="withdraw-detail-steps" title={t('detail.steps')}>
            <ol className="wallet-steps">
              {w.timeline.map((step) => (
                <li key={`${step.status}-${step.at}`} className={`wallet-steps__step wallet-steps__step--${step.status}`}>
                  <span className="wallet-steps__status">{t(`status.${step.status}`)}</span>
                  <time dateTime={step.at}>{formatDateTime(step.at, i18n.language)}</time>
                </li>
              ))}
            </ol>
          </Card>
        </PullRefresh>
      )}
    </QueryState>
  );
  return (
    <StackPage title={t('detail.title')} className="wallet" backTo={paths.withdrawLog}>
      {body}
    </StackPage>
  );
}
