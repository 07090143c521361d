// pages/web-view/web-view?url=<encoded>&title=: shows a web page inside the app. Only http(s)
// pages are framed; javascript:, data: and every other scheme are refused with a message.
// A framed page's failure cannot be read from here: Chromium fires a cross-origin frame's `load` on
// its own error page too (a grey page with no words), and hides everything else the same way for a
// page that loaded and one that failed. So the page never leaves the worker in front of it without
// words of ours:
// - offline (the phone says so), it says so and loads by itself when the network is back;
// - with each frame, the network is asked too: a HEAD request to the page itself when it is of the
//   app's own origin (its status can be read), else to the app's own server (only whether anything
//   answers). Until the frame has loaded and that answer is in, the frame stays under "opening"; no
//   network to the server (a lift, a captive Wi-Fi the phone calls online), or the app's own page
//   answering an error, is said in words with 重试, instead of the frame, and a dead network that
//   answers again (any call of the app's) opens it again by itself;
// - a page that has not loaded after SLOW_MS says so;
// - a bar under the frame always offers 刷新网页 and 在浏览器中打开: a page whose own host fails
//   while the network works cannot be told from one that loaded, and the browser says why in words.
import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StackPage } from '@/components/stack-page';
import { ownServerUrl, type Reach, reach } from '@/lib/api/reach';
import { onAnswerHeard } from '@/lib/network/heard';
import { useOnline } from '@/lib/network/online';
import { isUrl } from '@/lib/validation';
import { decodeTarget } from '@/features/system/utils/platform';
import './system-screens.css';

/** How long a page may take before the worker is told it is slow (a phone network, not a fibre). */
export const SLOW_MS = 15_000;

/** What the frame's network check asks: the page itself when it is of the app's origin, else the app's own server. */
function checkUrlOf(url: string): string | undefined {
  try {
    return new URL(url).origin === location.origin ? url : ownServerUrl();
  } catch {
    return ownServerUrl();
  }
}

function Actions({ url, reload, reloadLabel }: { url: string; reload: () => void; reloadLabel: string }) {
  const { t } = useTranslation('system');
  return (
    <div className="web-view__bar">
      <button type="button" className="web-view__action" onClick={reload}>
        {reloadLabel}
      </button>
      <a className="web-view__action" href={url} target="_blank" rel="noopener noreferrer">
        {t('webView.openOutside')}
      </a>
    </div>
  );
}

/** One try at the page: a frame of its own, watched from the start (a reload is a new one). */
function Attempt({ url, title, reload }: { url: string; title: string; reload: () => void }) {
  const { t } = useTranslation('system');
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const [checked, setChecked] = useState<Reach | 'asking'>('asking');
  useEffect(() => {
    const check = checkUrlOf(url);
    if (!check) {
      setChecked('unknown');
      return;
    }
    let current = true;
    void reach(check).then((found) => {
      if (current) setChecked(found);
    });
    return () => {
      current = false;
    };
  }, [url]);
  const failed = checked === 'unreachable' || checked === 'refused';
  const settled = loaded && checked !== 'asking';
  useEffect(() => {
    if (settled || failed) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [settled, failed]);
  // A dead network that answers again (any call of the app's heard): the page is asked again.
  useEffect(() => (checked === 'unreachable' ? onAnswerHeard(reload) : undefined), [checked, reload]);

  if (failed) {
    const dead = checked === 'unreachable';
    return (
      <div className="web-view__problem">
        <div role="alert">
          <ErrorBlock
            status={dead ? 'disconnected' : 'default'}
            title={dead ? t('webView.unreachable') : t('webView.failed')}
            description={dead ? t('webView.unreachableHint') : t('webView.failedHint')}
          />
        </div>
        <Actions url={url} reload={reload} reloadLabel={t('webView.retry')} />
      </div>
    );
  }

  return (
    <>
      <div className="web-view__stage">
        <iframe
          className="web-view__frame"
          src={url}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setLoaded(true)}
        />
        {!settled && (
          <div className="centred-overlay web-view__loading" role="status">
            {slow ? (
              <p>{t('webView.slow')}</p>
            ) : (
              <>
                <SpinLoading />
                <span>{t('webView.loading')}</span>
              </>
            )}
          </div>
        )}
      </div>
      <Actions url={url} reload={reload} reloadLabel={t('webView.reload')} />
    </>
  );
}

function Frame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('system');
  const online = useOnline();
  // Each reload is a new attempt (a new key): a new frame, asked again from the start.
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Offline the frame goes; back online a new one loads, and is watched again.
  if (!online)
    return (
      <div className="web-view__problem">
        <div role="alert">
          <ErrorBlock status="disconnected" title={t('webView.offline')} description={t('webView.offlineHint')} />
        </div>
        <Actions url={url} reload={reload} reloadLabel={t('webView.reload')} />
      </div>
    );

  return <Attempt key={attempt} url={url} title={title} reload={reload} />;
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
