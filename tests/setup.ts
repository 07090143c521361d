// Vitest set-up: i18n ready in zh-Hans with every namespace, storage and the DOM clean between tests.
import '@testing-library/jest-dom/vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadNamespaces } from '../src/lib/i18n/i18n';

// findBy* waits up to 3 s: screens load lazily and CI machines are slow.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  await initI18n('zh-Hans');
  const namespaces = readdirSync(join(import.meta.dirname, '../src/locales/zh-Hans')).map((f) => f.replace(/\.json$/, ''));
  await loadNamespaces(...namespaces);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
