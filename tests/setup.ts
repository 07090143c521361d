import '@testing-library/jest-dom/vitest';
// Vitest set-up: i18n ready in zh-Hans, storage and the DOM clean between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../src/lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('zh-Hans');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
