// What a route shows when its code fails to load or it throws: never a white screen, never the
// browser's developer text. A page whose code did not arrive says what happened and what to do:
// offline, that it is not on the phone yet and is tried again once the network is back (by itself);
// online, that it failed to load, with a retry. The retry is a reload of the document: the browser
// keeps a failed module's fetch failed for that URL (its module map), so a second import() of it
// cannot succeed; the reload asks again, and what the worker was doing is kept elsewhere (the
// query cache and the outbox are persisted).
// Plain markup: this page must work when the widget library's own chunks are what failed.
import { useEffect } from 'react';
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

/** A reload offline opens the browser's offline page unless a service worker answers it. */
const reloadServed = () => navigator.onLine || Boolean(navigator.serviceWorker?.controller);

const reloadPage = () => window.location.reload();

export function RouteError({ reload = reloadPage }: { reload?: () => void }) {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'errors']);
  const reason = chunkFailureReason(error);
  useEffect(() => {
    // For the developers' console; the worker sees the message below.
    console.error(error);
  }, [error]);
  useEffect(() => {
    if (!reason) return;
    // The network is back: the page's code is fetched again, with no tap.
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reason, reload]);
  // Read as the page fails; once the network is back the page reloads (above).
  const offline = reason !== null && !navigator.onLine;
  const title = reason ? (offline ? t('common:pageOffline.title') : t('errors:chunk', { reason: t(`common:chunkReason.${reason}`) })) : t('common:states.crashTitle');
  const hint = offline ? t('common:pageOffline.hint') : t('common:states.crashHint');
  return (
    <main className="page-stack route-error" role="alert">
      <h1 className="route-error__title">{title}</h1>
      <p className="route-error__hint">{hint}</p>
      <button type="button" className="app-button app-button--primary" disabled={offline && !reloadServed()} onClick={() => reload()}>
        {t('common:actions.retry')}
      </button>
    </main>
  );
}
