// pages/user/wallet/list: the balances (available, frozen, total income, withdrawn), a button to
// withdraw, links to the records and the accounts, and the flow records by type and month, each with
// the balance after it; pull to refresh and load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { DataAge } from '@/components/data-age';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { FLOW_TYPES, type WalletFlowRecord, type WalletFlowType, useWallet, useWalletFlows, useWithdrawAllowed } from '@/features/wallet/api/use-wallet';
import { FilterTabs } from '@/features/wallet/components/filter-tabs';
import '@/features/wallet/wallet.css';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';

type TypeFilter = WalletFlowType | 'all';

const MONTHS_OFFERED = 24;

/** This month and the ones before it, in Beijing time: each as yyyy-MM, its year and its month. */
function recentMonths(now = Date.now()): [string, number, number][] {
  const beijing = new Date(now + 8 * 3_600_000);
  const current = beijing.getUTCFullYear() * 12 + beijing.getUTCMonth();
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const year = Math.floor((current - i) / 12);
    const month = ((current - i) % 12) + 1;
    return [`${year}-${String(month).padStart(2, '0')}`, year, month];
  });
}

function Balances({ withdrawAllowed }: { withdrawAllowed: boolean }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const wallet = useWallet();
  return (
    <QueryState query={wallet} lines={3}>
      {(w) => (
        <Card className="wallet-balances" titleId="wallet-available">
          <p id="wallet-available" className="wallet-balances__label">
            {t('list.available')}
          </p>
          <p className="wallet-balances__available">{formatMoney(w.availableCents)}</p>
          <dl className="wallet-balances__grid">
            <div>
              <dt>{t('list.frozen')}</dt>
              <dd>{formatMoney(w.frozenCents)}</dd>
            </div>
            <div>
              <dt>{t('list.totalIncome')}</dt>
              <dd>{formatMoney(w.totalIncomeCents)}</dd>
            </div>
            <div>
              <dt>{t('list.withdrawn')}</dt>
              <dd>{formatMoney(w.withdrawnCents)}</dd>
            </div>
          </dl>
          {w.withdrawingCents > 0 && <p className="wallet-balances__note">{t('list.withdrawing', { amount: formatMoney(w.withdrawingCents) })}</p>}
          <div className="wallet-balances__actions">
            {withdrawAllowed ? (
              <button type="button" className="app-button app-button--primary" onClick={() => navigate(paths.withdraw)}>
                {t('list.withdraw')}
              </button>
            ) : (
              <p className="wallet-balances__note" role="note">
                {t('list.withdrawNotAllowed')}
              </p>
            )}
            <Link to={paths.withdrawLog} className="wallet-link">
              {t('list.records')}
            </Link>
            <Link to={paths.withdrawAccounts} className="wallet-link">
              {t('list.accounts')}
            </Link>
          </div>
        </Card>
      )}
    </QueryState>
  );
}

export function WalletScreen() {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const wallet = useWallet();
  // Asked with the balances and the records, not once the card shows: a start makes all three at once.
  const withdrawAllowed = useWithdrawAllowed();
  const [type, setType] = useState<TypeFilter>('all');
  const [month, setMonth] = useState('');
  const flows = useWalletFlows(type === 'all' ? undefined : type, month || undefined);

  const refresh = async () => {
    await Promise.all([flows.refresh(), wallet.refetch()]);
  };

  const row = (r: WalletFlowRecord) => {
    const body = (
      <>
        <span className="wallet-row__head">
          <span className="wallet-row__title">{r.title}</span>
          <span className={r.amountCents < 0 ? 'wallet-row__amount wallet-row__amount--out' : 'wallet-row__amount wallet-row__amount--in'}>
            {r.amountCents > 0 ? '+' : ''}
            {formatMoney(r.amountCents)}
          </span>
        </span>
        <span className="wallet-row__meta">
          <span>
            {t(`flowType.${r.type}`)} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
          </span>
          <span>{t('list.balanceAfter', { amount: formatMoney(r.balanceAfterCents) })}</span>
        </span>
      </>
    );
    return r.withdrawalId ? (
      <button type="button" className="wallet-row" onClick={() => navigate(`${paths.withdrawDetail}?id=${encodeURIComponent(r.withdrawalId!)}`)}>
        {body}
      </button>
    ) : (
      <div className="wallet-row">{body}</div>
    );
  };

  // The balances and the flow records come in one piece at first: the balances' card, taller than
  // its skeleton, moved the records down as it arrived.
  const [firstLoad, setFirstLoad] = useState(true);
  if (firstLoad && !wallet.isPending && !flows.isPending) setFirstLoad(false);
  if (firstLoad)
    return (
      <StackPage title={t('list.title')} className="wallet">
        <LoadingBlock lines={10} />
      </StackPage>
    );

  return (
    <StackPage title={t('list.title')} className="wallet">
      <Balances withdrawAllowed={withdrawAllowed} />
      <h2 className="wallet__section-title">{t('list.flows')}</h2>
      <FilterTabs<TypeFilter>
        id="wallet-flows"
        label={t('list.types')}
        options={['all', ...FLOW_TYPES]}
        value={type}
        onChange={setType}
        text={(v) => (v === 'all' ? t('list.allTypes') : t(`flowType.${v}`))}
      />
      <div className="wallet-month">
        <label htmlFor="wallet-month">{t('list.month')}</label>
        {/* The phone's own list of months, showing 全部月份 or the month chosen (a month box showed
            "--------- ----" until one was picked). */}
        <select id="wallet-month" value={month} onChange={(e) => setMonth(e.target.value)}>
          <option value="">{t('list.allMonths')}</option>
          {recentMonths().map(([value, year, number]) => (
            <option key={value} value={value}>
              {t('list.monthOption', { year, month: number })}
            </option>
          ))}
        </select>
      </div>
      <div id="wallet-flows-panel" role="tabpanel" aria-labelledby={`wallet-flows-tab-${type}`}>
        <DataAge query={flows} />
        <PagedList<WalletFlowRecord>
          label={t('list.flows')}
          list={flows.list}
          isPending={flows.isPending}
          isError={flows.isError}
          error={flows.error}
          hasNextPage={flows.hasNextPage}
          refresh={refresh}
          loadMore={flows.loadMore}
          emptyText={t('list.empty')}
          getKey={(r) => r.id}
          renderItem={row}
        />
      </div>
    </StackPage>
  );
}
