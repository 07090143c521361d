// pages/error/404/404: where unknown pages land, saying which page was missing.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function NotFoundScreen() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <main className="page-stack">
      <ErrorBlock status="empty" fullPage title={t('notFound.title')} description={from ? t('notFound.missing', { path: from }) : t('notFound.hint')}>
        <Button color="primary" onClick={() => navigate(paths.home, { replace: true })}>
          {t('notFound.home')}
        </Button>
      </ErrorBlock>
    </main>
  );
}
