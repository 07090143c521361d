// Build-time: a first load fetches its code in one round instead of a chain. This plugin writes
// into index.html:
// - a `<link rel="modulepreload">` for each chunk the entry imports statically, and for the app
//   it imports dynamically with the chunks that imports (every start);
// - the page's start script (src/app/page-start.ts, built here from the app's own modules) with this
//   build's plan: per start (signed in, per page in the hash; signed out) the chunks it needs;
// - a `<link rel="preconnect">` to each backend origin the build talks to (the /v1 API and the cloud
//   router, set at build time): the connection (DNS, TCP, TLS: three round trips) is made while the
//   code loads, not when the first call starts after it.
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import type { PageStartPlan } from '../src/app/page-start.ts';

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

/** Whether a chunk of the build holds `module` (a build may leave a call's schema out: no page makes it). */
const holds = (bundle: Bundle, module: string) => chunksOf(bundle).some((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(module)));

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

const PAGE_START = join(import.meta.dirname, '..', 'src', 'app', 'page-start.ts');

/**
 * The start script for `plan`: src/app/page-start.ts and the app modules it imports, bundled and
 * minified into one script that runs `pageStart(plan)`; any error in it only makes the start slower.
 */
export async function pageStartScript(plan: PageStartPlan): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^@\//, replacement: `${join(import.meta.dirname, '..', 'src')}/` }] },
    plugins: [{ name: 'page-start-entry', resolveId: (id) => (id === 'page-start' ? id : null), load: (id) => (id === 'page-start' ? `import { pageStart } from ${JSON.stringify(PAGE_START)};\ntry { pageStart(${JSON.stringify(plan)}); } catch {}` : null) }],
    build: { write: false, minify: true, target: 'es2020', modulePreload: false, rolldownOptions: { input: 'page-start', output: { format: 'iife' } } },
  });
  const result = (Array.isArray(output) ? output[0] : output) as { output: { code: string }[] };
  return result.output[0].code.trim();
}

/**
 * The origins of the absolute base URLs among `urls`, each once (a relative base is the page's own
 * origin, already connected).
 */
export function preconnectOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls.filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
  return [...new Set(origins)];
}

/**
 * The start script's plan with each file named once: a table of the files, and per start the
 * indexes of its files (every page of the app has a route, and most share the same chunks).
 */
export function pagePlan({
  signedIn,
  routes,
  schemas = {},
  signedOut,
  aliases,
}: {
  signedIn: string[];
  routes: Record<string, string[]>;
  schemas?: Record<string, string[]>;
  signedOut: string[];
  aliases: Record<string, string>;
}): PageStartPlan {
  const files: string[] = [];
  const index = (list: string[]) =>
    list.map((file) => {
      const at = files.indexOf(file);
      return at >= 0 ? at : files.push(file) - 1;
    });
  const each = (record: Record<string, string[]>) => Object.fromEntries(Object.entries(record).map(([path, list]) => [path, index(list)]));
  return { files, signedIn: index(signedIn), routes: each(routes), schemas: each(schemas), signedOut: index(signedOut), aliases };
}

export type PreloadOptions = {
  /**
   * Backend origins every start calls (preconnectOrigins). The calls are CORS without credentials,
   * so the links are `crossorigin` (anonymous), the pool those calls use.
   */
  preconnect?: string[];
  /** Modules every start imports dynamically before any screen (the app): linked in the head. */
  start: string[];
  /** Modules a signed-in start needs, whatever the screen. */
  signedIn: string[];
  /** Modules a signed-in start on a route (the hash's path) needs besides. */
  routes: Record<string, string[]>;
  /** Each read call's response schema (module), by the call's path: preloaded when a start makes the call early. */
  schemas?: Record<string, string>;
  /** Modules a start without a session needs: the sign-in screen's. */
  signedOut: string[];
  /** The hash paths that open another page's (the root opens Home): for the pictures it remembered. */
  aliases: Record<string, string>;
  /** The build's base ('./' here), so the links work from any static host and a web-view. */
  base: string;
};

export function preloadPlugin(options: PreloadOptions): Plugin {
  return {
    name: 'preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
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
        const schemas = Object.fromEntries(
          Object.entries(options.schemas ?? {})
            .filter(([, module]) => holds(bundle, module))
            .map(([path, module]) => [path, files([module], signedIn)]),
        );
        const plan = pagePlan({ signedIn, routes, schemas, signedOut: files(options.signedOut), aliases: options.aliases });
        return [...always, { tag: 'script', children: await pageStartScript(plan), injectTo: 'head' as const }];
      },
    },
  };
}
