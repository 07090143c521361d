// Loading and error states every screen shows the same way: a skeleton, or what happened and a retry.
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="card" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('states.loading')}</span>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="card" role="alert">
      <ErrorBlock status="default" title={t('states.errorTitle')} description={error instanceof Error ? error.message : String(error)}>
        <Button color="primary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
