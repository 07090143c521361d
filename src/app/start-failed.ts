// Shown when the app's code does not arrive (the connection drops during a first load): the worker
// gets a message in their language and a retry instead of the logo for ever. Built with the DOM,
// not React: the entry holds it, and React is part of what may not have arrived. Offline (a first
// start ever, or where no service worker keeps the code) it tries again by itself once the network
// is back.
import { storedLanguage } from '@/lib/i18n/language';
import en from '@/locales/en/start.json';
import zhHans from '@/locales/zh-Hans/start.json';
import zhHant from '@/locales/zh-Hant/start.json';

const catalogues = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en };

export function showStartFailed(root: HTMLElement, onRetry = () => window.location.reload()) {
  const language = storedLanguage();
  const text = catalogues[language].failed;
  document.documentElement.lang = language;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, content: string, attributes: Record<string, string> = {}) => {
    const node = document.createElement(tag);
    node.textContent = content;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  };
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.setAttribute('aria-labelledby', 'start-failed-title');
  alert.append(element('h1', text.title, { id: 'start-failed-title' }), element('p', text.body));
  const retry = element('button', text.retry, { type: 'button' });
  retry.addEventListener('click', () => onRetry());
  const main = document.createElement('main');
  main.className = 'start-failed';
  main.append(alert, retry);
  root.replaceChildren(main);
  window.addEventListener('online', () => onRetry(), { once: true });
}
