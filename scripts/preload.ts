// Build-time: a first load fetches its code in one round instead of a chain.
//
// The browser finds a module's imports only once the module has arrived, and a lazy route's code
// only once the router has run: each link of such a chain costs a round trip on a mobile network.
// This plugin writes into index.html:
// - a `<link rel="modulepreload">` for each chunk the entry imports statically, and for the app
//   it imports dynamically with the chunks that imports (every start);
// - a small inline script that adds a modulepreload for what this start will need. With a stored
//   session that has not expired: what every signed-in start needs and what the screen in the
//   URL's hash needs besides (a tab: the shell and its imports; its code, its i18n namespace),
//   and a preload of the pictures that screen remembered showing first (Home's first banner:
//   src/lib/media/first-pictures.ts). Without one (every start ends on the sign-in screen): the
//   sign-in screen's code and namespace. Either way only what that first load fetches anyway, so
//   no screen's first load grows;
// - a `<link rel="preconnect">` to each backend origin the build talks to (the /v1 API and the cloud
//   router, set at build time): the connection (DNS, TCP, TLS: three round trips) is made while the
//   code loads, not when the first call starts after it.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[]; isEntry: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** The files of `start` and every chunk they import statically. */
function closure(bundle: Bundle, start: string[]) {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The chunks the entry imports statically: the browser finds them only once the entry has arrived. */
export function entryImports(bundle: Bundle): string[] {
  return [...closure(bundle, chunksOf(bundle).filter((c) => c.isEntry).flatMap((c) => c.imports))].sort();
}

/** The chunks holding `modules`, and every chunk they import statically, less the entry's own. */
export function preloadFiles(bundle: Bundle, modules: string[]): string[] {
  const chunks = chunksOf(bundle);
  const normal = (id: string) => id.replace(/\\/g, '/');
  const roots = modules.map((m) => chunks.find((c) => c.moduleIds.some((id) => normal(id).endsWith(m))));
  // A build of another page with this config (the bench's bare page) holds none of them.
  if (roots.every((c) => !c)) return [];
  const missing = modules.filter((_, i) => !roots[i]);
  if (missing.length) throw new Error(`preload: no chunk holds ${missing.join(', ')}`);
  const loaded = closure(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  return [...closure(bundle, roots.map((c) => c!.fileName))].filter((file) => !loaded.has(file)).sort();
}

export type SessionKeys = { tokenKey: string; expiryKey: string };
export type StartFiles = { signedIn: string[]; routes: Record<string, string[]>; signedOut: string[] };

/**
 * Pictures: the local-storage key where screens remember the pictures they show first (by screen
 * path, https URLs), and the hash paths that open another screen's path (the root opens Home).
 */
export type PictureOptions = { picturesKey: string; pictureAliases: Record<string, string> };

/**
 * A start's first calls (src/lib/api/first-calls.ts): the local-storage key of the queries each
 * start URL made, the global where the page leaves the calls it makes, the most it makes, and the
 * function that keys a call (its source runs in the page).
 */
export type FirstCallsOptions = { callsKey: string; global: string; max: number; key: (method: string, url: string, body?: string) => string };

/**
 * The inline script: preloads the files of this start, read from the stored session and the hash;
 * with a session, also the pictures the screen remembered showing first, and makes the queries the
 * start URL made last time (with the stored token, in the headers the app remembered for it).
 */
export function preloadScript({ signedIn, routes, signedOut }: StartFiles, { tokenKey, expiryKey }: SessionKeys, pictures?: PictureOptions, firstCalls?: FirstCallsOptions) {
  const json = JSON.stringify;
  const calls = firstCalls
    ? `if(s){var c=JSON.parse(localStorage.getItem(${json(firstCalls.callsKey)})||"{}")[location.hash],t=localStorage.getItem(${json(tokenKey)}),m={},K=${firstCalls.key.toString()};` +
      `window[${json(firstCalls.global)}]={at:Date.now(),made:m};` +
      `if(c instanceof Array)c.slice(0,${firstCalls.max}).forEach(function(q){try{var h={},n;for(n in q.headers)h[n]=q.headers[n];` +
      `q.auth.forEach(function(a){h[a[0]]=a[1]+t});var r=fetch(q.href,{method:q.method,headers:h,body:q.body});` +
      `r["catch"](function(){});m[K(q.method,q.url,q.body)]={token:t,response:r}}catch(e){}})}`
    : '';
  const images = pictures
    ? `if(s){var g=JSON.parse(localStorage.getItem(${json(pictures.picturesKey)})||"{}"),a=${json(pictures.pictureAliases)},` +
      `u=g[a.hasOwnProperty(p)?a[p]:p];if(u instanceof Array)u.slice(0,2).forEach(function(h){if(typeof h=="string"&&(h.indexOf("https://")==0||h.indexOf(location.origin+"/")==0)){` +
      `var k=document.createElement("link");k.rel="preload";k.as="image";k.href=h;k.setAttribute("fetchpriority","high");document.head.appendChild(k)}})}`
    : '';
  return (
    `try{var r=${json(routes)},p=location.hash.slice(1).split("?")[0],` +
    `s=localStorage.getItem(${json(tokenKey)})&&Number(localStorage.getItem(${json(expiryKey)}))>Date.now(),` +
    `f=s?${json(signedIn)}.concat(r.hasOwnProperty(p)?r[p]:[]):${json(signedOut)};` +
    `f.forEach(function(h){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;document.head.appendChild(k)});` +
    `${calls}${images}}catch(e){}`
  );
}

/**
 * The origins of the absolute base URLs among `urls`, each once (a relative base is the page's own
 * origin, already connected).
 */
export function preconnectOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls.filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
  return [...new Set(origins)];
}

export type PreloadOptions = SessionKeys & {
  /**
   * Backend origins every start calls (preconnectOrigins). The calls are CORS without credentials,
   * so the links are `crossorigin` (anonymous), the pool those calls use.
   */
  preconnect?: string[];
  /** Where screens remember their first pictures, which a signed-in start preloads. */
  pictures?: PictureOptions;
  /** Where starts remember their first queries, which a signed-in start makes. */
  firstCalls?: FirstCallsOptions;
  /** Modules every start imports dynamically before any screen (the app): linked in the head. */
  start: string[];
  /** Modules a signed-in start needs, whatever the screen. */
  signedIn: string[];
  /** Modules a signed-in start on a route (the hash's path) needs besides. */
  routes: Record<string, string[]>;
  /** Modules a start without a session needs: the sign-in screen's. */
  signedOut: string[];
  /** The build's base ('./' here), so the links work from any static host and a web-view. */
  base: string;
};

export function preloadPlugin(options: PreloadOptions): Plugin {
  return {
    name: 'preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const bundle = ctx.bundle as unknown as Bundle;
        const url = (file: string) => options.base + file;
        const startFiles = [...entryImports(bundle), ...preloadFiles(bundle, options.start)];
        const connect = (options.preconnect ?? []).map((origin) => ({
          tag: 'link',
          attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
          injectTo: 'head' as const,
        }));
        const always = [
          ...connect,
          ...[...new Set(startFiles)].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: url(f) },
            injectTo: 'head' as const,
          })),
        ];
        const files = (modules: string[], besides: string[] = []) =>
          preloadFiles(bundle, modules)
            .filter((f) => !startFiles.includes(f))
            .map(url)
            .filter((f) => !besides.includes(f));
        const signedIn = files(options.signedIn);
        if (!signedIn.length) return always;
        const routes = Object.fromEntries(Object.entries(options.routes).map(([path, modules]) => [path, files(modules, signedIn)]));
        const start = { signedIn, routes, signedOut: files(options.signedOut) };
        return [...always, { tag: 'script', children: preloadScript(start, options, options.pictures, options.firstCalls), injectTo: 'head' as const }];
      },
    },
  };
}
