// Loading, empty and error states every screen shows the same way: a skeleton, nothing-here, or
// what happened and a retry. Plain markup (antd's ErrorBlock brings ~10 KB of pictures).
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
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

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card state-block">
      <svg className="state-block__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M8 14h32v24H8zM8 14l6-6h20l6 6M18 24h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className="state-block__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="card state-block" role="alert">
      <p className="state-block__title">{t('states.errorTitle')}</p>
      <p className="state-block__text">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="app-button app-button--primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
