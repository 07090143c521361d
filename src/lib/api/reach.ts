// Whether the phone's network reaches a server now, for what cannot tell by itself: a framed web page,
// whose failure the app cannot read (Chromium fires a cross-origin frame's `load` on its own error
// page too, and hides the rest), on a network the phone calls online (a lift, a captive Wi-Fi).
import { env } from '@/config/env';

/** `reached`: an answer; `refused`: an error status (read only from the app's own origin); `unreachable`: no network to it; `unknown`: no answer in time. */
export type Reach = 'reached' | 'refused' | 'unreachable' | 'unknown';

/** How long an ask may take before it says nothing either way (a phone network, not a fibre). */
export const REACH_TIMEOUT_MS = 8_000;

const sameOrigin = (url: URL) => typeof location !== 'undefined' && url.origin === location.origin;

/**
 * The app's own server, the one its calls go to: the API's origin, else the page's own; none for a
 * page with no web origin (the build opened as a local file with a same-origin API, which it has not).
 */
export function ownServerUrl(): string | undefined {
  try {
    const base = new URL(env.apiBaseUrl || '/', typeof location === 'undefined' ? undefined : location.href);
    return /^https?:$/.test(base.protocol) ? `${base.origin}/` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks `url` with a HEAD request, never from a cache. An address of the app's own origin says whether it
 * answers well; another's answer is opaque (no-cors), so it says only that something answered.
 */
export async function reach(url: string, timeoutMs = REACH_TIMEOUT_MS): Promise<Reach> {
  const target = new URL(url, typeof location === 'undefined' ? undefined : location.href);
  const own = sameOrigin(target);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    const answer = await fetch(target.href, { method: 'HEAD', mode: own ? 'same-origin' : 'no-cors', cache: 'no-store', credentials: 'omit', signal: timeout.signal });
    return own && answer.status >= 400 ? 'refused' : 'reached';
  } catch {
    return timeout.signal.aborted ? 'unknown' : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
