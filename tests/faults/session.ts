// support.ts's `signedIn`, for pages that frame other sites: the token goes into the app's page
// only, not into about:blank (a sandboxed frame or a blank page may not read storage: the init script would throw in it, and the frame's
// site must not get the token either).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

export async function signedIn(page: Page) {
  await page.addInitScript((token) => {
    if (window.top !== window || location.protocol !== 'http:') return;
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('uni_id_token', token);
      localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    }
  }, `e2e-token-${randomUUID()}`);
}
