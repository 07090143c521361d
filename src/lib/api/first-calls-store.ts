// Where a start's first calls are kept between the app, which remembers them (first-calls.ts), and
// the page's start script, which makes them (src/app/page-start.ts): small, and nothing else of the
// app's but the storage registry, as the start script is inlined in the HTML. Per start URL (the
// hash), the queries to make, under a personal key (an order's id; `firstCalls`, src/lib/storage),
// which the session's end removes.
import { requestLanguage } from '@/lib/i18n/language';
import { readStored, storedKeys } from '@/lib/storage/storage';

/** The page's global where the inline script leaves the calls it made (FirstCallsMade), for the app. */
export const FIRST_CALLS_GLOBAL = '__firstCalls';

/** The most calls remembered, and made, per start URL. */
export const MAX_CALLS = 8;

/** A remembered query: what the app's call is keyed by, and what the page sends. */
export type StoredCall = {
  method: string;
  /** The URL the app asks for (its key), and where it goes (the build's base URL before it). */
  url: string;
  href: string;
  body?: string;
  /** The headers, less the token's... */
  headers: Record<string, string>;
  /** ...which go in these headers, after these prefixes. */
  auth: [name: string, prefix: string][];
};

/** The calls the page made (`Date.now()` then), by key: the token each went with, and its answer. */
export type FirstCallsMade = { at: number; made: Record<string, { token: string; response: Promise<Response> }> };

/** The key of a call: method, URL and body. */
export const callKey = (method: string, url: string, body?: string) => `${method} ${url}\n${body ?? ''}`;

/**
 * The page's start (src/app/page-start.ts): makes the queries the start URL `hash` made last time,
 * with the session's token where each carries it, and leaves them for the app to take. Answers the
 * app URLs of the calls it made.
 */
export function makeFirstCalls(hash: string, token: string): string[] {
  const made: FirstCallsMade['made'] = {};
  (window as unknown as Record<string, FirstCallsMade>)[FIRST_CALLS_GLOBAL] = { at: Date.now(), made };
  const calls = readStored(storedKeys.firstCalls)[hash];
  if (!Array.isArray(calls)) return [];
  const urls: string[] = [];
  for (const call of calls.slice(0, MAX_CALLS) as StoredCall[]) {
    try {
      const headers: Record<string, string> = { ...call.headers, 'Accept-Language': requestLanguage() };
      for (const [name, prefix] of call.auth) headers[name] = prefix + token;
      const response = fetch(call.href, { method: call.method, headers, body: call.body });
      response.catch(() => undefined);
      made[callKey(call.method, call.url, call.body)] = { token, response };
      if (typeof call.url === 'string') urls.push(call.url);
    } catch {
      // A damaged entry: the app asks for it itself.
    }
  }
  return urls;
}
