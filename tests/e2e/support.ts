// Shared steps of the e2e journeys.
import type { Page } from '@playwright/test';

/** Starts the page signed in (a token that expires in a day), as after a real sign-in. */
export async function signedIn(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('uni_id_token', 'e2e-token');
      localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    }
  });
}

/**
 * Asks Prism for a named example (or a status code) on the calls whose URL contains `urlPart`:
 * `prefer(page, '/v1/order/detail', 'example=inService')`.
 */
export async function prefer(page: Page, urlPart: string, preference: string) {
  await page.route(
    (url) => url.pathname.includes(urlPart),
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: preference } }),
  );
}
