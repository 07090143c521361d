// Sharing, only where the spec allows it (index, goods, template pages and the salesman index), and
// links the server made to be shared (a trip's): the native bridge when present, else the Web Share
// API, else the link is copied.
import { isShareablePath } from '@/config/paths';
import { nativeBridge } from './bridge';

type ShareOutcome = 'shared' | 'copied' | 'notAllowed' | 'unavailable' | 'cancelled';

export async function sharePage(pathname: string, data: { title: string; url: string; image?: string }): Promise<ShareOutcome> {
  if (!isShareablePath(pathname)) return 'notAllowed';
  return shareLink(data);
}

/** Shares a link that is not one of the app's pages (a trip's link the server made), the same three ways. */
export async function shareLink(data: { title: string; url: string; image?: string }): Promise<ShareOutcome> {
  const bridge = nativeBridge();
  try {
    if (bridge?.share) {
      await bridge.share(data);
      return 'shared';
    }
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: data.title, url: data.url });
      return 'shared';
    }
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(data.url);
      return 'copied';
    }
    return 'unavailable';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
