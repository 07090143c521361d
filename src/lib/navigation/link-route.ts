// Where a link from the server may take the worker: an in-app page, or an http(s) page shown in the
// app's web-view page. Anything else (javascript:, other schemes, //host) goes nowhere.
import { paths } from '@/config/paths';
import { safeRedirect } from './safe-redirect';

/** The in-app route a link opens, or null when it opens nothing. */
export function routeOfLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return `${paths.webView}?url=${encodeURIComponent(trimmed)}`;
  const inApp = safeRedirect(trimmed);
  return inApp && inApp.startsWith('/pages/') ? inApp : null;
}
