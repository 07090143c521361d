// pages/web-view/web-view?url=<encoded>&title=: shows a web page inside the app. Only http(s)
// pages are framed; javascript:, data: and every other scheme are refused with a message.
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StackPage } from '@/components/stack-page';
import { isUrl } from '@/lib/validation';
import { decodeTarget } from '@/features/system/utils/platform';
import './system-screens.css';

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
  else
    body = (
      <iframe
        className="web-view__frame"
        src={url}
        title={title}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    );

  return (
    <StackPage title={title}>
      <div className={isUrl(url) ? 'web-view' : undefined}>{body}</div>
    </StackPage>
  );
}
