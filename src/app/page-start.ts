// The page's start script, inlined in index.html by the build (scripts/preload.ts), which runs it
// with this start's plan while the HTML is parsed, before any code has arrived. A first load then
// fetches its code in one round instead of a chain (the browser finds a module's imports only once
// it has arrived, and a lazy screen's only once the router has run), and on a mobile network its
// first calls and its first picture arrive with the code rather than after it:
// - it preloads what this start needs: with a session, what every signed-in start needs and what
//   the page in the URL's hash needs besides; without one, the sign-in screen;
// - with a session, it makes the queries this start URL made last time (src/lib/api/first-calls.ts),
//   which the app's queries then take, with their response schemas, and preloads the pictures the
//   page remembered showing first.
// Only what that first load fetches anyway, so no first load grows.
import { makeFirstCalls } from '@/lib/api/first-calls-store';
import { rememberedPictures } from '@/lib/media/first-pictures';
import { getToken } from '@/lib/session/session';

/**
 * The files each start preloads: their URLs, each once, and per start the indexes of its files; and
 * the hash paths that open another page (the root opens Home).
 */
export type PageStartPlan = {
  files: string[];
  signedIn: number[];
  routes: Record<string, number[]>;
  /** By a read call's path, its response schema's files: preloaded when the start makes that call. */
  schemas: Record<string, number[]>;
  signedOut: number[];
  aliases: Record<string, string>;
};

const own = <T>(record: Record<string, T>, key: string) => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

function link(rel: string, href: string, as?: string) {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (as) {
    element.as = as;
    element.setAttribute('fetchpriority', 'high');
  } else element.crossOrigin = '';
  document.head.appendChild(element);
}

export function pageStart({ files, signedIn, routes, schemas, signedOut, aliases }: PageStartPlan) {
  const path = location.hash.slice(1).split('?')[0];
  const token = getToken();
  const linked = new Set<number>();
  const preload = (list: number[]) => {
    for (const at of list) {
      if (linked.has(at)) continue;
      linked.add(at);
      link('modulepreload', files[at]!);
    }
  };
  preload(token ? [...signedIn, ...(own(routes, path) ?? [])] : signedOut);
  if (!token) return;

  // The calls' answers wait for their schemas: those come with the code, not after it has run.
  for (const url of makeFirstCalls(location.hash, token)) preload(own(schemas, url.split('?')[0]!) ?? []);
  // The pictures of the page (Home's banner), and of this very URL (a goods' cover).
  const screens = new Set([own(aliases, path) ?? path, location.hash.slice(1)]);
  for (const screen of screens) for (const href of rememberedPictures(screen)) link('preload', href, 'image');
}
