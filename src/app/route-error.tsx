// What a route shows when its code fails to load or it throws: never a white screen.
// Plain markup: this page must work when the widget library's own chunks are what failed.
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Why a lazy chunk failed: missing (404 / gone after a deploy), timeout, or another error. */
export function chunkFailureReason(error: unknown): 'missing' | 'timeout' | 'error' | null {
  const message = error instanceof Error ? error.message : String(error);
  if (!/dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(message)) {
    return null;
  }
  if (/timeout/i.test(message)) return 'timeout';
  if (/404|not found|failed to fetch/i.test(message)) return 'missing';
  return 'error';
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'errors']);
  const reason = chunkFailureReason(error);
  return (
    <main className="page-stack route-error" role="alert">
      <h1 className="route-error__title">
        {reason ? t('errors:chunk', { reason: t(`common:chunkReason.${reason}`) }) : t('common:states.crashTitle')}
      </h1>
      <p className="route-error__hint">{t('common:states.crashHint')}</p>
      {reason && error instanceof Error && <p className="route-error__detail">{error.message}</p>}
      <button type="button" className="app-button app-button--primary" onClick={() => window.location.reload()}>
        {t('common:actions.retry')}
      </button>
    </main>
  );
}
