// Where a start's first calls are kept between the app, which remembers them (first-calls.ts), and
// the page's inline script, which makes them (scripts/preload.ts). The build reads it: it imports
// nothing that needs Vite, and names the file it imports, as Node does (Vite warns on a config
// that imports a module without its extension: its native config loader cannot load it).
import { PERSONAL_CACHE_PREFIX } from '../session/session.ts';

/** Local storage: per start URL (the hash), the queries to make. Personal (an order's id): the
 *  session's end removes it with the other `cache:` keys. */
export const FIRST_CALLS_KEY = `${PERSONAL_CACHE_PREFIX}first_calls`;

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

/** The key of a call: method, URL and body. The inline script runs this function's source. */
export const callKey = (method: string, url: string, body?: string) => `${method} ${url}\n${body ?? ''}`;
