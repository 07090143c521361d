// Where a link from the server may take the worker: an in-app page the route table has, or an
// http(s) page shown in the app's web-view page. Anything else (javascript:, other schemes, //host,
// a page this build does not have yet) goes nowhere, and whatever shows the link hides it.
import { paths } from '@/config/paths';
import { isKnownPage } from './known-pages';
import { safeRedirect } from './safe-redirect';

/**
 * The in-app route a link opens, or null when it opens nothing. A web page carries the title of what
 * was tapped (a banner's, a notice's), so its page is not titled a bare 网页.
 */
export function routeOfLink(link: string | null | undefined, title?: string | null): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    const named = title?.trim() ? `&title=${encodeURIComponent(title.trim())}` : '';
    return `${paths.webView}?url=${encodeURIComponent(trimmed)}${named}`;
  }
  const inApp = safeRedirect(trimmed);
  return inApp && inApp.startsWith('/pages/') && isKnownPage(inApp) ? inApp : null;
}
