// pages/error/404/404: where unknown pages land, saying which page was missing.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import './system-screens.css';

export function NotFoundScreen() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <main className="page-stack">
      <ErrorBlock
        status="empty"
        fullPage
        title={<h1 className="system-page__title">{t('notFound.title')}</h1>}
        description={from ? t('notFound.missing', { path: from }) : t('notFound.hint')}
      >
        <Button color="primary" size="large" onClick={() => navigate(paths.home, { replace: true })}>
          {t('notFound.home')}
        </Button>
      </ErrorBlock>
    </main>
  );
}
