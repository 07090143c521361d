// What a call sends, without the app's error handling: where it goes and with which headers.
import { publicCallPaths } from '@generated/public-calls';
import { env } from '@/config/env';
import { requestLanguage } from '@/lib/i18n/language';

/** Cloud router names that need no token: `pub_`, `/pub/` or a name starting with `pub.`. */
const isPublicCloudName = (name: string) => name.includes('pub_') || name.includes('/pub/') || name.startsWith('pub.');

/** Calls the contract marks `security: []` (generated from it): they carry no token. */
export const isPublicCall = (path: string) => publicCallPaths.has(path);

/** Calls that must not leave the phone without a valid token: without one they fail here, with the local error 30204. */
export function needsLocalToken(path: string) {
  if (path.includes('/kh/') || path.includes('/sys/')) return true;
  if (path.startsWith('/router/')) {
    const name = path.slice('/router/'.length);
    return name.includes('.') && !isPublicCloudName(name);
  }
  return false;
}

/** A call to another host (a full URL: the object storage's): it never gets the worker's token. */
export const isThirdParty = (path: string) => /^https?:\/\//.test(path);

export function resolveUrl(url: string) {
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith('/router/')) return env.cloudBaseUrl ? env.cloudBaseUrl + url.slice('/router'.length) : url;
  return env.apiBaseUrl + url;
}

/**
 * The headers that carry the worker's token on a call, with the text before it: none on a public
 * or third-party call, `Authorization` on the rest, and `uni-id-token` too on the cloud router.
 */
export function tokenHeaders(path: string): [name: string, prefix: string][] {
  if (isPublicCall(path) || isThirdParty(path)) return [];
  return path.startsWith('/router/') ? [['Authorization', 'Bearer '], ['uni-id-token', '']] : [['Authorization', 'Bearer ']];
}

/** The headers every call carries; the worker's token only where it may go. */
export function callHeaders(path: string, token: string | null, given?: HeadersInit, body?: unknown): Headers {
  const headers = new Headers(given);
  headers.set('X-AppName', 'worker');
  headers.set('X-ClientType', 'app');
  // The server's texts (its messages, the rules it hands out) in the language the worker reads.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', requestLanguage());
  if (body instanceof FormData) headers.delete('Content-Type');
  else if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (token) for (const [name, prefix] of tokenHeaders(path)) headers.set(name, prefix + token);
  return headers;
}
