// Vitest set-up: i18n ready in zh-Hans with every namespace, the route table's pages known (as the
// router makes them), storage and the DOM clean between tests.
import '@testing-library/jest-dom/vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { registerFeatureSenders } from '../src/app/outbox-senders';
import { appRoutes } from '../src/app/routes';
import { pagePaths } from '../src/config/feature-routes';
import { type AppEvents, on } from '../src/lib/events/events';
import { i18n, initI18n, loadNamespaces, setLanguage } from '../src/lib/i18n/i18n';
import { registerPages } from '../src/lib/navigation/known-pages';

// Every app event (the record makes the compiler ask for a new one).
const APP_EVENTS = Object.keys({
  unauthorized: 1,
  maintenance: 1,
  serverError: 1,
  noWorkerAccount: 1,
  loginRequired: 1,
  refreshMessages: 1,
  refreshOrders: 1,
} satisfies Record<keyof AppEvents, 1>) as (keyof AppEvents)[];
const OVERLAYS = '.adm-mask, .adm-popup, .adm-center-popup, .adm-dialog, .adm-modal, .adm-toast-mask, .adm-image-viewer-popup';

// findBy* waits up to 3 s: screens load lazily and CI machines are slow.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  registerPages(pagePaths(appRoutes));
  // Each feature's senders, as the app's start registers them (src/app/app.tsx).
  registerFeatureSenders();
  await initI18n('zh-Hans');
  // A file that shares its worker's modules starts in zh-Hans whatever the file before chose.
  if (i18n.language !== 'zh-Hans') await setLanguage('zh-Hans');
  const namespaces = readdirSync(join(import.meta.dirname, '../src/locales/zh-Hans')).map((f) => f.replace(/\.json$/, ''));
  await loadNamespaces(...namespaces);
});

afterEach(async () => {
  cleanup();
  // antd-mobile's imperative dialogs and toasts live outside the test's tree; files that share a
  // worker's modules (vite.config.ts, the 'shared' project) would meet the last file's.
  Dialog.clear();
  Modal.clear();
  Toast.clear();
  // What they leave while their closing animation would run (the body's other children stay: a
  // module may keep its own there for the worker's life).
  for (const child of [...document.body.children]) {
    if (child.matches(OVERLAYS) || child.querySelector(OVERLAYS)) child.remove();
  }
  // The outbox's intents of the test's session go the worker's own way (discarded at sign-out: no
  // retry left waiting); imported here, after the file's own mocks, so a file that mocks the
  // outbox's storage or senders gets the outbox it tested.
  const { discardIntents } = await import('../src/lib/outbox');
  await discardIntents();
  localStorage.clear();
  // (A 401's end of the session is kept in session storage: it goes with it.)
  sessionStorage.clear();
  // The journal reads the phone's list again (as when another tab changed it): none, as a fresh phone.
  const { appJournal } = await import('../src/lib/outbox/journal');
  appJournal().reread();
  // What a test's calls raised and no handler took (events.ts holds it for the shell to come): a
  // handler that does nothing takes it, so the next test starts as a fresh start does.
  for (const event of APP_EVENTS) on(event, () => undefined)();
});

// React's scheduler may still hold work from a file's last test (an answer's refetch, the outbox
// telling its screens, an antd-mobile dialog's closing animation, whose frames are happy-dom's): it
// runs here, while the page's window still exists, not after the file's environment is torn down
// ("window is not defined", once in CI's unit run under load). happy-dom's own wait for its frames,
// fetches and loads ends within 40 ms for every file here; the cap keeps a stuck one from hanging.
type HappyDOMWindow = { happyDOM: { waitUntilComplete(): Promise<void> } };
afterAll(async () => {
  const { happyDOM } = window as unknown as HappyDOMWindow;
  await Promise.race([happyDOM.waitUntilComplete(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
  // A file's stubbed fetch (tests/support/render.tsx) must not answer the next file's calls.
  vi.unstubAllGlobals();
});
