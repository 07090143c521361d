// pages/index/index: the worker's day at a glance and the online state switch.
import { PullToRefresh, Selector, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/query-state';
import { formatMoney } from '../../../lib/format/money';
import { useHomeSummary, useOnlineStateSwitch } from '../api/use-home';
import './home-screen.css';

const STATES = ['accepting', 'resting', 'offline'] as const;
type State = (typeof STATES)[number];

export function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const summary = useHomeSummary();
  const onlineState = useOnlineStateSwitch();

  const changeState = (next: State[]) => {
    const state = next[0];
    if (!state || onlineState.isPending) return;
    onlineState.mutate(
      { data: { state } },
      { onError: (error) => Toast.show({ content: error.message }) },
    );
  };

  const body = (() => {
    if (summary.isPending) return <LoadingBlock lines={6} />;
    if (summary.isError) return <ErrorState error={summary.error} onRetry={() => summary.refetch()} />;
    const s = summary.data;
    const current = onlineState.isPending ? onlineState.variables.data.state : s.onlineState;
    return (
      <>
        <section className="card" aria-labelledby="home-online">
          <h2 id="home-online" className="home__section-title">
            {t('online.title')}
          </h2>
          <Selector<State>
            columns={3}
            value={[current]}
            onChange={changeState}
            disabled={onlineState.isPending}
            options={STATES.map((value) => ({ value, label: t(`online.${value}`) }))}
          />
          <p className="home__hint">{t(`online.hint.${current}`)}</p>
        </section>

        <section className="card" aria-labelledby="home-today">
          <h2 id="home-today" className="home__section-title">
            {t('today.title')}
          </h2>
          <dl className="home__figures">
            <div>
              <dt>{t('today.orders')}</dt>
              <dd>{s.today.ordersCount}</dd>
            </div>
            <div>
              <dt>{t('today.completed')}</dt>
              <dd>{s.today.completedCount}</dd>
            </div>
            <div>
              <dt>{t('today.income')}</dt>
              <dd>{formatMoney(s.today.incomeCents, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('today.onlineMinutes')}</dt>
              <dd>{t('today.minutes', { count: s.today.onlineMinutes })}</dd>
            </div>
          </dl>
        </section>

        <section className="card" aria-labelledby="home-month">
          <h2 id="home-month" className="home__section-title">
            {t('month.title')}
          </h2>
          <dl className="home__figures">
            <div>
              <dt>{t('month.income')}</dt>
              <dd>{formatMoney(s.monthIncomeCents, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('month.rating')}</dt>
              <dd>{s.rating.toFixed(1)}</dd>
            </div>
            <div>
              <dt>{t('month.pendingOffers')}</dt>
              <dd>{s.pendingOffersCount}</dd>
            </div>
            <div>
              <dt>{t('month.study')}</dt>
              <dd>
                {s.study.done}/{s.study.total}
              </dd>
            </div>
          </dl>
        </section>
      </>
    );
  })();

  return (
    <PullToRefresh onRefresh={async () => void (await summary.refetch())}>
      <h1 className="home__title">{t('title')}</h1>
      {body}
    </PullToRefresh>
  );
}
