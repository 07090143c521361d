// pages/index/mys: who the worker is (header), the wallet at a glance, the menus the worker's roles
// allow and the pages of Mine, customer service, the language, sign-out. An entry whose page this build lacks is hidden.
import { Avatar, Button, Selector, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { ErrorState, LoadingBlock, QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { type Language, languages } from '@/lib/i18n/i18n';
import { useLanguageSwitch } from '@/lib/i18n/use-language-switch';
import { routeOfLink } from '@/lib/navigation/link-route';
import { CartBadge } from '@/components/cart-badge';
import { hasPageIcon, PageIcon } from '@/components/page-icon';
import { CustomerService } from '@/components/customer-service';
import { useSettled } from '@/lib/ui/settled';
import { useConfirmedSignOut } from '@/lib/session/use-end-session';
import { useTodayIncome, useUserMenu, useWalletSummary, useWorkerInfo } from '@/features/mine/api/use-mine';
import './mine-screen.css';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchMine as prefetch } from '@/features/mine/api/use-mine';

export function MineScreen() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const worker = useWorkerInfo();
  const wallet = useWalletSummary();
  const todayIncome = useTodayIncome();
  const menu = useUserMenu();
  const { current, change: changeLanguage, switching } = useLanguageSwitch(t('language.failed'));
  const signOut = useConfirmedSignOut(() => navigate(paths.login, { replace: true }), { confirm: t('signOut.confirm'), action: t('signOut.action'), cancel: t('signOut.cancel') });

  // The page appears in one piece once both answers are in: nothing below moves as they arrive.
  const pending = worker.isPending || wallet.isPending || todayIncome.isPending || menu.isPending;
  const settled = useSettled(!pending);
  if (!settled || pending) {
    return (
      <>
        <h1 className="mine__title">{t('title')}</h1>
        <LoadingBlock lines={8} />
      </>
    );
  }

  const header = (
    <QueryState query={worker}>
      {(w) => (
        <Card className="mine__profile" titleId="mine-name">
          <Avatar src={w.avatar} className="mine__avatar" alt="" />
          <div className="mine__who">
            <div className="mine__name-line">
              <h2 id="mine-name" className="mine__name">
                {w.nickname}
              </h2>
              {w.realNameVerified ? (
                <Tag color="success" fill="outline" className="mine__badge">
                  {t('profile.verified')}
                </Tag>
              ) : (
                <Tag color="default" fill="outline" className="mine__badge">
                  {t('profile.notVerified')}
                </Tag>
              )}
            </div>
            <p className="mine__meta">
              {w.mobile}
              {w.city && ` · ${w.city}`}
            </p>
            <dl className="mine__stats">
              <div>
                <dt>{t('profile.rating')}</dt>
                <dd>{w.rating.toFixed(1)}</dd>
              </div>
              <div>
                <dt>{t('profile.serviceCount')}</dt>
                <dd>{w.serviceCount}</dd>
              </div>
            </dl>
          </div>
          {w.status === 2 && w.statusReason && (
            <p className="mine__suspended" role="note">
              {t('profile.suspended', { reason: w.statusReason })}
            </p>
          )}
        </Card>
      )}
    </QueryState>
  );

  const walletCard = (
    <QueryState query={wallet}>
      {(m) => (
        <Card titleId="mine-wallet" title={t('wallet.title')}>
          <dl className="mine__wallet">
            <div className="mine__wallet-main">
              <dt>{t('wallet.available')}</dt>
              <dd>{formatMoney(m.availableCents)}</dd>
            </div>
            <div>
              <dt>{t('wallet.frozen')}</dt>
              <dd>{formatMoney(m.frozenCents)}</dd>
            </div>
            <div>
              <dt>{t('wallet.today')}</dt>
              <dd>{todayIncome.data === undefined ? '—' : formatMoney(todayIncome.data)}</dd>
            </div>
            <div>
              <dt>{t('wallet.total')}</dt>
              <dd>{formatMoney(m.totalIncomeCents)}</dd>
            </div>
          </dl>
        </Card>
      )}
    </QueryState>
  );

  // The server's groups (their names translated where the catalogue knows the entry), then the
  // pages every worker has; a failed menu leaves the rest of the page and says so (a failed refresh
  // leaves the menus it had).
  const groups: MenuGroup[] = [
    ...(menu.data ?? []).map((g) => ({
      id: g.menu_id,
      title: t(`menu.${g.menu_id}`, { defaultValue: g.name }),
      entries: g.children.map((e) => ({ id: e.menu_id, label: t(`menu.${e.menu_id}`, { defaultValue: e.name }), url: e.url, icon: e.icon })),
    })),
    { id: 'mine-pages', title: t('menu.more'), entries: morePages.map(([id, url]) => ({ id, label: t(`menu.${id}`), url, icon: null })) },
  ];

  return (
    <PullRefresh onRefresh={() => Promise.all([worker.refetch(), wallet.refetch(), todayIncome.refetch(), menu.refetch()])}>
      <h1 className="mine__title">{t('title')}</h1>
      {header}
      {walletCard}
      {menu.isError && menu.data === undefined && <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />}
      {groups.map((group) => (
        <MenuSection key={group.id} group={group} />
      ))}
      <CustomerService id="mine-service" />
      <Card titleId="mine-language" title={t('language.title')}>
        <Selector<Language>
          aria-labelledby="mine-language"
          columns={3}
          value={[current]}
          disabled={switching}
          onChange={changeLanguage}
          options={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
        />
      </Card>
      <Button block color="danger" fill="outline" size="large" className="mine__sign-out" onClick={signOut.confirmSignOut} loading={signOut.pending} disabled={signOut.pending}>
        {t('signOut.action')}
      </Button>
    </PullRefresh>
  );
}

type MenuGroup = { id: string; title: string; entries: { id: string; label: string; url: string; icon: string | null }[] };

/** The pages of Mine that every worker has, whatever the server's menus hold. */
const morePages: [string, string][] = [
  ['user-info', paths.userInfo],
  ['real-name', paths.realName],
  ['withdraw-log', paths.withdrawLog],
  ['address', paths.addressList],
  ['materials', paths.cart],
  ['follow', paths.follow],
  ['feedback', paths.feedback],
  ['settings', paths.settings],
  ['safety', paths.safety],
];

/** A group of entries: each a link to its page; the group goes when none of its pages exists. */
function MenuSection({ group }: { group: MenuGroup }) {
  const entries = group.entries.flatMap((e) => {
    const to = routeOfLink(e.url);
    return to ? [{ ...e, to }] : [];
  });
  if (entries.length === 0) return null;
  const headingId = `mine-menu-${group.id}`;
  return (
    <Card as="nav" className="mine__menu" titleId={headingId} title={group.title}>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <Link to={e.to} className="mine__menu-entry">
              {hasPageIcon(e.to) ? (
                <PageIcon to={e.to} className="mine__menu-icon" />
              ) : (
                e.icon && <img src={e.icon} alt="" width={24} height={24} className="mine__menu-icon" />
              )}
              <span className="mine__menu-label">
                {e.label}
                <CartBadge to={e.to} />
              </span>
              <span className="mine__menu-arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
