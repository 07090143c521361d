// A start's first calls, made by the page while the code downloads.
//
// On a mobile network a first load's code takes a second or two to arrive, and a screen's calls
// started only once it had run: their round trips came on top. So the app remembers, per start URL
// (the hash), the queries it made until the worker moved on or the page went idle (request.ts notes
// them, src/app/app.tsx opens and closes the list), each with where it goes and its headers; the
// next start from that URL makes them from the page's inline script (scripts/preload.ts), with the
// stored session, before any code has arrived. Each query of the app then takes the matching
// answer instead of asking again; one not taken within TAKE_WITHIN_MS of the page's start is not.
//
// Only queries are remembered (calls made with react-query's abort signal, never a mutation), with
// a JSON body or none, MAX_CALLS per start URL and MAX_STARTS URLs, under a personal key (an
// order's id is personal: src/lib/storage, `firstCalls`), so signing out forgets them.
import { subscribeSession } from '@/lib/session/session';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { resolveUrl, tokenHeaders } from './call';
import { callKey, FIRST_CALLS_GLOBAL, type FirstCallsMade, MAX_CALLS, type StoredCall } from './first-calls-store';

export const MAX_STARTS = 12;
export const TAKE_WITHIN_MS = 15_000;

/** A query as request.ts makes it: its method, URL (with the global params) and JSON body. */
export type FirstCall = { method: string; url: string; body?: string };

const isStoredCall = (value: unknown): value is StoredCall => {
  const call = value as Partial<StoredCall> | null;
  return (
    !!call &&
    typeof call.method === 'string' &&
    typeof call.url === 'string' &&
    call.url.startsWith('/') &&
    typeof call.href === 'string' &&
    (call.body === undefined || typeof call.body === 'string') &&
    !!call.headers &&
    typeof call.headers === 'object' &&
    Array.isArray(call.auth)
  );
};

function readAll(): Record<string, StoredCall[]> {
  return Object.fromEntries(
    Object.entries(readStored(storedKeys.firstCalls)).filter((entry): entry is [string, StoredCall[]] => Array.isArray(entry[1]) && entry[1].every(isStoredCall)),
  );
}

/**
 * request.ts, before it asks: the answer to this query that the page asked for, once, when it went
 * with the same token and the page started less than TAKE_WITHIN_MS ago.
 */
export function takeFirstCall(call: FirstCall, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const page = (window as unknown as Record<string, FirstCallsMade | undefined>)[FIRST_CALLS_GLOBAL];
  if (!page) return undefined;
  const key = callKey(call.method, call.url, call.body);
  const entry = page.made[key];
  delete page.made[key];
  if (!entry || now - page.at > TAKE_WITHIN_MS) return undefined;
  return entry.token === token ? entry.response : undefined;
}

/**
 * No answer the page asked for before now is taken any more: something told the app the server has
 * changed since (the native shell's push of a new offer), and an answer asked at the start would
 * hide it (a query whose cached answer was fresh at the start has not taken its own yet).
 */
export function forgetFirstCalls() {
  const page = (window as unknown as Record<string, FirstCallsMade | undefined>)[FIRST_CALLS_GLOBAL];
  if (page) page.made = {};
}

let noting: { start: string; calls: StoredCall[] } | undefined;

/**
 * The app, as it starts: notes the queries made from now on (the router's redirects included) for
 * the start URL. The returned function ends the list and stores it for the next start from that
 * URL; an empty list forgets the URL. A session that ends or starts meanwhile drops the list: its
 * calls are another worker's, or none, and nothing personal is written after a sign-out.
 */
export function noteFirstCalls(start = window.location.hash): () => void {
  const list = { start, calls: [] as StoredCall[] };
  noting = list;
  const unsubscribe = subscribeSession(() => {
    if (noting === list) noting = undefined;
  });
  return () => {
    unsubscribe();
    if (noting !== list) return;
    noting = undefined;
    const all = readAll();
    delete all[start]; // re-added last: the most recent starts are kept
    if (list.calls.length) all[start] = list.calls;
    // A full storage only costs the early calls next time.
    writeStored(storedKeys.firstCalls, Object.fromEntries(Object.entries(all).slice(-MAX_STARTS)));
  };
}

/**
 * request.ts: a query the app is making, with the headers it sends; kept while a list is open, less
 * the token's (the page adds the session's), which go in `auth`, and the language (the page adds the
 * one chosen by then).
 */
export function noteFirstCall(call: FirstCall, headers: Headers) {
  if (!noting || noting.calls.length >= MAX_CALLS) return;
  const key = callKey(call.method, call.url, call.body);
  if (noting.calls.some((c) => callKey(c.method, c.url, c.body) === key)) return;
  const auth = tokenHeaders(call.url.split('?')[0]);
  const isToken = (name: string) => auth.some(([n]) => n.toLowerCase() === name.toLowerCase());
  const kept = ([name]: [string, string]) => !isToken(name) && name.toLowerCase() !== 'accept-language';
  noting.calls.push({ ...call, href: resolveUrl(call.url), headers: Object.fromEntries([...headers].filter(kept)), auth });
}
