// pages/maintenance/index: why the platform is down and until when; re-checks (and polls every 60 s)
// and returns to the app once maintenance is over.
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { useMaintenanceState } from '@/features/system/api/use-system';
import './system-screens.css';
import { showToast } from '@/lib/ui/feedback';

export function MaintenanceScreen() {
  const { t, i18n } = useTranslation('system');
  const navigate = useNavigate();
  const state = useMaintenanceState();
  const [checking, setChecking] = useState(false);
  // Only a state that turns from "down" to "up" sends the worker back on its own: opening the page
  // when all is well (a stray 404) must not bounce between Home and here.
  const seenDown = useRef(false);
  const inMaintenance = state.data?.inMaintenance;

  useEffect(() => {
    if (inMaintenance === true) seenDown.current = true;
    if (inMaintenance === false && seenDown.current) {
      seenDown.current = false;
      void showToast(t('maintenance.over'), 'success');
      navigate(paths.home, { replace: true });
    }
  }, [inMaintenance, navigate, t]);

  const recheck = async () => {
    if (checking) return;
    setChecking(true);
    const result = await state.refetch();
    setChecking(false);
    if (result.isError) void showToast(result.error.message);
    else if (result.data?.inMaintenance) void showToast(t('maintenance.still'));
  };

  const restored = (
    <Card className="system-page__card" titleId="maintenance-title">
      <h1 id="maintenance-title" className="system-page__title">
        {t('maintenance.restoredTitle')}
      </h1>
      <p className="system-page__text">{t('maintenance.restoredHint')}</p>
      <Button block color="primary" size="large" onClick={() => navigate(paths.home, { replace: true })}>
        {t('maintenance.home')}
      </Button>
    </Card>
  );
  const body = (data: NonNullable<typeof state.data>) =>
    !data.inMaintenance ? (
      restored
    ) : (
      <Card className="system-page__card" titleId="maintenance-title">
        <svg className="system-page__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#e6f2ec" />
          <path d="M30 14a7 7 0 0 0-8.6 8.8L13 31.2l3.8 3.8 8.4-8.4A7 7 0 0 0 34 18l-4 4-3-1-1-3z" fill="#0a7d3e" />
        </svg>
        <h1 id="maintenance-title" className="system-page__title">
          {data.title || t('maintenance.title')}
        </h1>
        <p className="system-page__text">{data.message || t('maintenance.message')}</p>
        {data.until && (
          <p className="system-page__until">{t('maintenance.until', { time: formatDateTime(data.until, i18n.language) })}</p>
        )}
        <Button block color="primary" size="large" loading={checking} disabled={checking} onClick={recheck}>
          {t('maintenance.retry')}
        </Button>
      </Card>
    );

  // A recheck that failed leaves the page as it was, with its age (the recheck says why in a toast).
  return (
    <main className="page-stack system-page">
      <QueryState query={state} lines={4}>
        {body}
      </QueryState>
    </main>
  );
}
