// Shown when the app's own code does not arrive (the connection drops during a first load): the
// entry holds React and this page only, so the worker gets a message in their language and a
// retry instead of a white screen.
import { storedLanguage } from '../lib/i18n/language';
import en from '../locales/en/start.json';
import zhHans from '../locales/zh-Hans/start.json';
import zhHant from '../locales/zh-Hant/start.json';

const catalogues = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en };

export function StartFailed({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const text = catalogues[storedLanguage()].failed;
  return (
    <main className="start-failed">
      <div role="alert" aria-labelledby="start-failed-title">
        <h1 id="start-failed-title">{text.title}</h1>
        <p>{text.body}</p>
      </div>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </main>
  );
}
