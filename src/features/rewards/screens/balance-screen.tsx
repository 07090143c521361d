// pages/user/balance/index (not a spec path: docs/decisions.md): the user-centre balance
// (account_balance, spent in the materials shop) and its changes, each with the balance after it;
// pull to refresh, load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type ShopBalanceRecord, useBalanceRecords, useMyInfo } from '@/features/rewards/api/use-rewards';
import '@/features/rewards/rewards.css';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';

function BalanceCard({ info }: { info: ReturnType<typeof useMyInfo> }) {
  const { t } = useTranslation('rewards');
  return (
    <QueryState query={info} lines={2}>
      {(data) => (
        <Card titleId="balance-label">
          <p id="balance-label" className="rewards-summary__label">
            {t('balance.label')}
          </p>
          <p className="rewards-summary__figure">{formatMoney(data.userInfo.account_balance.balance)}</p>
          <p className="rewards-summary__hint">{t('balance.hint')}</p>
        </Card>
      )}
    </QueryState>
  );
}

export function BalanceScreen() {
  const { t, i18n } = useTranslation('rewards');
  const info = useMyInfo();
  const records = useBalanceRecords();
  const refresh = async () => {
    await Promise.all([records.refresh(), info.refetch()]);
  };
  // The balance and the records come in one piece at first: nothing below moves as they arrive.
  const [firstLoad, setFirstLoad] = useState(true);
  if (firstLoad && !info.isPending && !records.isPending) setFirstLoad(false);
  if (firstLoad)
    return (
      <StackPage title={t('balance.title')} className="rewards" backTo={paths.mine}>
        <LoadingBlock lines={8} />
      </StackPage>
    );
  return (
    <StackPage title={t('balance.title')} className="rewards" backTo={paths.mine}>
      <BalanceCard info={info} />
      <h2 className="rewards-section-title">{t('balance.records')}</h2>
      <PagedList<ShopBalanceRecord>
        label={t('balance.recordsLabel')}
        list={records.list}
        isPending={records.isPending}
        isError={records.isError}
        error={records.error}
        hasNextPage={records.hasNextPage}
        refresh={refresh}
        loadMore={records.loadMore}
        emptyText={t('balance.empty')}
        getKey={(r) => r._id}
        renderItem={(r) => (
          <div className="rewards-row">
            <span className="rewards-row__head">
              <span className="rewards-row__title">{r.comment}</span>
              <span className={r.value_cents > 0 ? 'rewards-row__value rewards-row__value--in' : 'rewards-row__value'}>
                {r.value_cents > 0 ? '+' : ''}
                {formatMoney(r.value_cents)}
              </span>
            </span>
            <span className="rewards-row__meta">
              <span>
                {t(`balanceType.${r.type}`)} · <time dateTime={r.add_time}>{formatDateTime(r.add_time, i18n.language)}</time>
              </span>
              <span>{t('balance.after', { amount: formatMoney(r.balance_cents) })}</span>
            </span>
          </div>
        )}
      />
    </StackPage>
  );
}
