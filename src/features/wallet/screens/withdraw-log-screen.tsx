// pages/user/wallet/log: the withdrawals, newest first, by status (pending review, approved, paid,
// rejected with the reason); a row opens its detail. Pull to refresh and load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus, type WithdrawalSummary, useWithdrawals } from '@/features/wallet/api/use-wallet';
import { FilterTabs } from '@/features/wallet/components/filter-tabs';
import { StatusTag } from '@/features/wallet/components/status-tag';
import { useAccountName } from '@/features/wallet/utils/use-account-name';
import '@/features/wallet/wallet.css';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';

type StatusFilter = WithdrawalStatus | 'all';

export function WithdrawLogScreen() {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const accountName = useAccountName();
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = useWithdrawals(status === 'all' ? undefined : status);
  return (
    <StackPage title={t('log.title')} className="wallet" backTo={paths.wallet}>
      <FilterTabs<StatusFilter>
        id="withdraw-log"
        label={t('log.statuses')}
        options={['all', ...WITHDRAWAL_STATUSES]}
        value={status}
        onChange={setStatus}
        text={(v) => (v === 'all' ? t('log.all') : t(`status.${v}`))}
      />
      <div id="withdraw-log-panel" role="tabpanel" aria-labelledby={`withdraw-log-tab-${status}`}>
        <PagedList<WithdrawalSummary>
          label={t('log.label')}
          list={list.list}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          hasNextPage={list.hasNextPage}
          refresh={list.refresh}
          loadMore={list.loadMore}
          emptyText={t('log.empty')}
          getKey={(r) => r.id}
          renderItem={(r) => (
            <button type="button" className="wallet-row" onClick={() => navigate(`${paths.withdrawDetail}?id=${encodeURIComponent(r.id)}`)}>
              <span className="wallet-row__head">
                <span className="wallet-row__title">{formatMoney(r.amountCents)}</span>
                <StatusTag status={r.status} />
              </span>
              <span className="wallet-row__meta">
                <span>{accountName(r.account)}</span>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
              </span>
              {/* 到账 only once it is paid: under review or approved it is still to come, and a rejected one brings nothing. */}
              {r.status !== 'rejected' && (
                <span className="wallet-row__meta">
                  <span>{t(r.status === 'paid' ? 'log.received' : 'log.expected', { amount: formatMoney(r.actualCents) })}</span>
                </span>
              )}
              {r.status === 'rejected' && r.rejectReason && <span className="wallet-row__reason">{t('log.reason', { reason: r.rejectReason })}</span>}
            </button>
          )}
        />
      </div>
    </StackPage>
  );
}
