// pages/web-view/web-view?url=<encoded>&title=: shows a web page inside the app. Only http(s)
// pages are framed; javascript:, data: and every other scheme are refused with a message.
// A framed page's failure cannot be read from here (a cross-origin frame's error page still fires
// `load`), so the page never leaves the worker in front of a grey broken frame with no way on:
// offline it says so and loads by itself when the network is back; a page that has not loaded after
// SLOW_MS says so; and a bar under the frame always offers 刷新网页 and 在浏览器中打开.
import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StackPage } from '@/components/stack-page';
import { useOnline } from '@/lib/network/online';
import { isUrl } from '@/lib/validation';
import { decodeTarget } from '@/features/system/utils/platform';
import './system-screens.css';

/** How long a page may take before the worker is told it is slow (a phone network, not a fibre). */
export const SLOW_MS = 15_000;

function Frame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('system');
  const online = useOnline();
  // Each reload is a new frame (a new key), so a page that failed is asked again from the start.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'slow'>('loading');
  // Offline the frame goes; back online a new one loads, and is watched again.
  useEffect(() => {
    if (!online) setState('loading');
  }, [online]);
  useEffect(() => {
    if (!online || state !== 'loading') return;
    const timer = window.setTimeout(() => setState('slow'), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [online, state, attempt]);
  const reload = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };

  const actions = (
    <div className="web-view__bar">
      <button type="button" className="web-view__action" onClick={reload}>
        {t('webView.reload')}
      </button>
      <a className="web-view__action" href={url} target="_blank" rel="noopener noreferrer">
        {t('webView.openOutside')}
      </a>
    </div>
  );

  if (!online)
    return (
      <div className="web-view__problem">
        <div role="alert">
          <ErrorBlock status="disconnected" title={t('webView.offline')} description={t('webView.offlineHint')} />
        </div>
        {actions}
      </div>
    );

  return (
    <>
      <div className="web-view__stage">
        <iframe
          key={attempt}
          className="web-view__frame"
          src={url}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setState('loaded')}
        />
        {state === 'loading' && (
          <div className="centred-overlay web-view__loading" role="status">
            <SpinLoading />
            <span>{t('webView.loading')}</span>
          </div>
        )}
        {state === 'slow' && (
          <div className="centred-overlay web-view__loading" role="status">
            <p>{t('webView.slow')}</p>
          </div>
        )}
      </div>
      {actions}
    </>
  );
}

export function WebViewScreen() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const url = decodeTarget(params.get('url') ?? '');
  const title = params.get('title')?.trim() || t('webView.title');

  let body;
  if (!url)
    body = (
      <div role="alert">
        <ErrorBlock status="empty" title={t('webView.empty')} description="" />
      </div>
    );
  else if (!isUrl(url))
    body = (
      <div role="alert">
        <ErrorBlock status="default" title={t('webView.refused')} description={t('webView.refusedHint')} />
      </div>
    );
  else body = <Frame key={url} url={url} title={title} />;

  return (
    <StackPage title={title}>
      <div className={isUrl(url) ? 'web-view' : undefined}>{body}</div>
    </StackPage>
  );
}
