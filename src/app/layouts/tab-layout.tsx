// The bottom tab bar of the four tab pages (Home, Orders, Messages, Mine).
import { TabBar } from 'antd-mobile';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomeIcon, MessageIcon, MineIcon, OrdersIcon } from '@/components/tab-icons';

export type Tab = { key: string; titleKey: string; icon: ReactNode };

export const tabs: Tab[] = [
  { key: paths.home, titleKey: 'tabs.home', icon: <HomeIcon /> },
  { key: paths.orders, titleKey: 'tabs.orders', icon: <OrdersIcon /> },
  { key: paths.messages, titleKey: 'tabs.messages', icon: <MessageIcon /> },
  { key: paths.mine, titleKey: 'tabs.mine', icon: <MineIcon /> },
];

export function TabLayout({ available, badges = {} }: { available: readonly string[]; badges?: Record<string, number> }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <main className="page">
        <Outlet />
      </main>
      <nav className="tab-bar" aria-label={t('tabs.label')}>
        <TabBar activeKey={location.pathname} onChange={(key) => navigate(key)} safeArea>
          {tabs
            .filter((tab) => available.includes(tab.key))
            .map((tab) => (
              <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.titleKey)} badge={badges[tab.key] ? (badges[tab.key] > 99 ? '99+' : badges[tab.key]) : undefined} />
            ))}
        </TabBar>
      </nav>
    </>
  );
}
