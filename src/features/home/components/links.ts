// Where a server-given link may take the worker: an in-app page, or an https page in the app's
// web-view page. Anything else (javascript:, other schemes, //host) is not tappable.
import { paths } from '../../../config/paths';
import { safeRedirect } from '../../../lib/navigation/safe-redirect';

export function routeOfLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return `${paths.webView}?url=${encodeURIComponent(trimmed)}`;
  const inApp = safeRedirect(trimmed);
  return inApp && inApp.startsWith('/pages/') ? inApp : null;
}
