// pages/user/settle/bill: the settlement bills, newest first (the running period pending), and with
// `?id=` one bill: its totals and a line per order, each opening the order.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { WholeDates } from '@/components/whole-dates';
import { paths } from '@/config/paths';
import { type SettleBillSummary, useSettleBill, useSettleBills } from '@/features/settle/api/use-settle';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import './settle.css';

export function SettleBillScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <BillDetail id={id} /> : <BillList />;
}

function StatusTag({ status }: { status: SettleBillSummary['status'] }) {
  const { t } = useTranslation('settle');
  return <span className={`settle-tag settle-tag--${status}`}>{t(`billStatus.${status}`)}</span>;
}

function BillList() {
  const { t } = useTranslation('settle');
  const navigate = useNavigate();
  const list = useSettleBills();
  return (
    <StackPage title={t('bills.title')} backTo={paths.settle}>
      <PagedList<SettleBillSummary>
        label={t('bills.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('bills.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => (
          // A card look on the row's own button (Card renders no button): the whole row is the tap target.
          <button type="button" className="card settle-row" onClick={() => navigate(`${paths.settleBill}?id=${encodeURIComponent(row.id)}`)}>
            <span className="settle-row__head">
              <span className="settle-row__title">
                <WholeDates text={t('bills.period', { start: row.periodStart, end: row.periodEnd })} />
              </span>
              <StatusTag status={row.status} />
            </span>
            <span className="settle-row__meta">
              <span>{t('bills.orders', { n: row.ordersCount })}</span>
              <span className="settle-row__amount">{t('bills.net', { amount: formatMoney(row.netCents) })}</span>
            </span>
          </button>
        )}
      />
    </StackPage>
  );
}

function BillDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('settle');
  const navigate = useNavigate();
  const bill = useSettleBill(id);

  const body = (
    <QueryState query={bill} lines={6}>
      {(data) => (
        <>
          <Card titleId="bill-period">
            {/* The heading shares its row with the bill's status: Card's title is a row of its own. */}
            <div className="settle-row__head">
              <h2 id="bill-period" className="card__title">
                <WholeDates text={t('bills.period', { start: data.periodStart, end: data.periodEnd })} />
              </h2>
              <StatusTag status={data.status} />
            </div>
            <dl className="settle-figures settle-figures--rows">
              <div>
                <dt>{t('bill.gross')}</dt>
                <dd>{formatMoney(data.grossCents)}</dd>
              </div>
              <div>
                <dt>{t('bill.commission')}</dt>
                <dd>-{formatMoney(data.commissionCents)}</dd>
              </div>
              <div>
                <dt>{t('bill.net')}</dt>
                <dd className="settle-figures__strong">{formatMoney(data.netCents)}</dd>
              </div>
              <div>
                <dt>{t('bill.orders')}</dt>
                <dd>{data.ordersCount}</dd>
              </div>
              <div>
                <dt>{t('bill.settledAt')}</dt>
                <dd>{data.settledAt ? formatDateTime(data.settledAt, i18n.language) : t('bill.notSettled')}</dd>
              </div>
            </dl>
          </Card>
          <h2 className="settle-section-title" id="bill-lines">
            {t('bill.lines')}
          </h2>
          {data.lines.length === 0 ? (
            <Card as="p">{t('bill.noLines')}</Card>
          ) : (
            <ul className="paged-list" aria-labelledby="bill-lines">
              {data.lines.map((line) => (
                <li key={line.orderId}>
                  {/* A card look on the row's own button (Card renders no button): the whole row is the tap target. */}
                  <button type="button" className="card settle-row" onClick={() => navigate(`${paths.orderDetail}?id=${encodeURIComponent(line.orderId)}`)}>
                    <span className="settle-row__head">
                      <span className="settle-row__title">{t('bill.service', { name: line.serviceName, minutes: line.durationMinutes })}</span>
                      <span className="settle-row__amount">{formatMoney(line.incomeCents)}</span>
                    </span>
                    <span className="settle-row__meta">
                      <time dateTime={line.servedAt}>{formatDateTime(line.servedAt, i18n.language)}</time>
                      <span>{t('bill.lineSplit', { price: formatMoney(line.priceCents), commission: formatMoney(line.commissionCents) })}</span>
                    </span>
                    <span className="settle-row__meta">{t('bill.orderNo', { no: line.orderNo })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <StackPage title={t('bill.title')} backTo={paths.settleBill}>
      <PullRefresh onRefresh={async () => void (await bill.refetch())}>{body}</PullRefresh>
    </StackPage>
  );
}
