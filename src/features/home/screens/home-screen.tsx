// pages/index/index: the worker's day at a glance: banners and notices, the online state switch,
// the offers waiting for acceptance (with their countdowns), quick entries, today and this month.
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { showToast } from '@/lib/ui/feedback';
import { useSettled } from '@/lib/ui/settled';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { HOME_COMPONENT_IDS, useHomeComponents, useHomeSummary, useOffers, useOnlineStateSwitch } from '@/features/home/api/use-home';
import { BannerSwiper, NoticeLines, QuickEntries } from '@/features/home/components/dynamic-components';
import { OffersSection } from '@/features/home/components/offers-section';
import { useNewOfferAlert } from '@/features/home/utils/use-new-offer-alert';
import './home-screen.css';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchHome as prefetch } from '@/features/home/api/use-home';

const STATES = ['accepting', 'resting', 'offline'] as const;
type State = (typeof STATES)[number];
const [SWIPER, NOTICE, ENTRIES] = HOME_COMPONENT_IDS;

export function HomeScreen() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const onlineState = useOnlineStateSwitch();
  const offers = useOffers(summary.data?.onlineState === 'accepting');
  useNewOfferAlert({ rows: offers.data?.rows, accepting: summary.data && summary.data.onlineState === 'accepting', refetch: offers.refetch });
  const components = useHomeComponents();
  const dynamic = components.data;

  const switching = useOneAtATime();
  const changeState = (next: State[]) => {
    const state = next[0];
    if (!state) return;
    void switching.run(async () => {
      // A refused or lost change says so in the worker's language; the switch stays on the server's state.
      await onlineState.mutateAsync({ data: { state } }).catch((error: Error) => void showToast(t('online.failed', { state: t(`online.${state}`), reason: error.message }), 'fail'));
    });
  };

  const refresh = async () => {
    await Promise.all([summary.refetch(), offers.refetch(), components.refetch()]);
  };

  // The page appears in one piece once its first answers are in, under the banners and notices
  // when the cache already has them: nothing on screen moves as the answers arrive. The tree above
  // the skeleton is the full page's, so the banners and notices stay as they are (no new pictures
  // to fetch, nothing to paint again).
  const settled = useSettled(!summary.isPending && !offers.isPending && !components.isPending);
  if (!settled || summary.isPending || offers.isPending || components.isPending) {
    return (
      <PullRefresh onRefresh={refresh}>
        <h1 className="home__title">{t('title')}</h1>
        <BannerSwiper component={dynamic?.[SWIPER]} />
        <NoticeLines component={dynamic?.[NOTICE]} />
        <LoadingBlock lines={8} />
      </PullRefresh>
    );
  }

  const onlineCard = (
    <QueryState query={summary}>
      {(data) => {
        const current = onlineState.isPending ? onlineState.variables.data.state : data.onlineState;
        return (
          <Card titleId="home-online" title={t('online.title')}>
            <Selector<State>
              aria-labelledby="home-online"
              columns={3}
              value={[current]}
              onChange={changeState}
              disabled={onlineState.isPending}
              options={STATES.map((value) => ({ value, label: t(`online.${value}`) }))}
            />
            <p className="home__hint">{t(`online.hint.${current}`)}</p>
          </Card>
        );
      }}
    </QueryState>
  );

  const figures = (() => {
    if (!summary.data) return null;
    const s = summary.data;
    return (
      <>
        <Card titleId="home-today" title={t('today.title')}>
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
              <dd>{formatMoney(s.today.incomeCents)}</dd>
            </div>
            <div>
              <dt>{t('today.onlineMinutes')}</dt>
              <dd>{t('today.minutes', { n: s.today.onlineMinutes })}</dd>
            </div>
          </dl>
        </Card>

        <Card titleId="home-month" title={t('month.title')}>
          <dl className="home__figures">
            <div>
              <dt>{t('month.income')}</dt>
              <dd>{formatMoney(s.monthIncomeCents)}</dd>
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
        </Card>
      </>
    );
  })();

  return (
    <PullRefresh onRefresh={refresh}>
      <h1 className="home__title">{t('title')}</h1>
      <BannerSwiper component={dynamic?.[SWIPER]} />
      <NoticeLines component={dynamic?.[NOTICE]} />
      {onlineCard}
      <OffersSection query={offers} />
      <QuickEntries component={dynamic?.[ENTRIES]} />
      {figures}
    </PullRefresh>
  );
}
