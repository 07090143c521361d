// A start's first calls, made by the entry while the rest of the code downloads.
//
// On a mobile network a first load's code takes a second or two to arrive, and a screen's calls
// started only once it had run: their round trips came on top. So the app remembers, per start URL,
// the queries it made until the worker moved on or the page went idle (request.ts notes them,
// src/app/app.tsx opens and closes the list), and the next start from that URL makes them from the entry (src/main.ts), with
// the stored session, as the code downloads. Each query of the app then takes the matching answer
// instead of asking again; one that is not taken within TAKE_WITHIN_MS is dropped.
//
// Only queries are remembered (calls made with react-query's abort signal, never a mutation), with
// a JSON body or none, MAX_CALLS per start URL and MAX_STARTS URLs. They sit under the personal
// cache prefix (an order's id is personal), so signing out forgets them. This module is part of the
// entry: it stays small (no i18n, no events).
import { getToken, PERSONAL_CACHE_PREFIX } from '../session/session';
import { callHeaders, resolveUrl } from './call';

export const FIRST_CALLS_KEY = `${PERSONAL_CACHE_PREFIX}first_calls`;
export const MAX_CALLS = 8;
export const MAX_STARTS = 12;
export const TAKE_WITHIN_MS = 15_000;

/** A query as request.ts makes it: its method, URL (with the global params) and JSON body. */
export type FirstCall = { method: string; url: string; body?: string };

const keyOf = (call: FirstCall) => `${call.method} ${call.url}\n${call.body ?? ''}`;

const isCall = (value: unknown): value is FirstCall => {
  const call = value as Partial<FirstCall> | null;
  return !!call && typeof call.method === 'string' && typeof call.url === 'string' && call.url.startsWith('/') && (call.body === undefined || typeof call.body === 'string');
};

function readAll(): Record<string, FirstCall[]> {
  try {
    const value = JSON.parse(localStorage.getItem(FIRST_CALLS_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, FirstCall[]] => Array.isArray(entry[1]) && entry[1].every(isCall)),
    );
  } catch {
    return {};
  }
}

// The entry's calls, by key, until the app takes them.
const made = new Map<string, { token: string; response: Promise<Response> }>();

/** The entry: makes the calls remembered for this start's URL, when a session is stored. */
export function makeFirstCalls(start = window.location.hash) {
  const token = getToken();
  if (!token) return;
  for (const call of (readAll()[start] ?? []).slice(0, MAX_CALLS)) {
    const headers = callHeaders(call.url.split('?')[0], token, undefined, call.body);
    // Each call in a task of its own: a fetch costs the main thread a few ms (more on a phone), and
    // the start's tasks stay short. The answer is registered now, so the app finds it however soon.
    const response = new Promise<Response>((resolve) => {
      setTimeout(() => resolve(fetch(resolveUrl(call.url), { method: call.method, headers, body: call.body })), 0);
    });
    // An answer nobody takes (the worker left the screen, the code came late) is no error.
    response.catch(() => undefined);
    made.set(keyOf(call), { token, response });
  }
  if (made.size) setTimeout(() => made.clear(), TAKE_WITHIN_MS);
}

/**
 * request.ts, before it asks: the answer to this query that the entry asked for, once, when it
 * went with the same token.
 */
export function takeFirstCall(call: FirstCall, token: string | null): Promise<Response> | undefined {
  const key = keyOf(call);
  const entry = made.get(key);
  if (!entry) return undefined;
  made.delete(key);
  return entry.token === token ? entry.response : undefined;
}

let noting: { start: string; calls: FirstCall[] } | undefined;

/**
 * The app, as it starts: notes the queries made from now on (the router's redirects included) for
 * the start URL. The returned function ends the list and stores it for the next start from that
 * URL; an empty list forgets the URL.
 */
export function noteFirstCalls(start = window.location.hash): () => void {
  const list = { start, calls: [] as FirstCall[] };
  noting = list;
  return () => {
    if (noting !== list) return;
    noting = undefined;
    try {
      const all = readAll();
      delete all[start]; // re-added last: the most recent starts are kept
      if (list.calls.length) all[start] = list.calls;
      const kept = Object.entries(all).slice(-MAX_STARTS);
      localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // A full storage only costs the early calls next time.
    }
  };
}

/** request.ts: a query the app is making; kept while a list is open. */
export function noteFirstCall(call: FirstCall) {
  if (!noting || noting.calls.length >= MAX_CALLS) return;
  if (noting.calls.some((c) => keyOf(c) === keyOf(call))) return;
  noting.calls.push(call);
}
