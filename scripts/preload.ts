// Build-time: what every first load fetches at once, written into index.html as links:
// - a `<link rel="modulepreload">` for each chunk the entry imports statically, and for the chunks
//   every start imports dynamically (React, then the app: src/main.ts, src/app/render.tsx) with the
//   chunks they import: the browser fetches them in one round with the entry, not in a chain;
// - a `<link rel="preconnect">` to each backend origin the build talks to (the /v1 API and the cloud
//   router, set at build time): the connection (DNS, TCP, TLS: three round trips) is made while the
//   code loads, not when the first call starts after it.
// The page's own code is left to the router: a start of one page no longer preloads that page's
// chunks, nor makes its calls or fetches its pictures from an inline script (docs/performance.md,
// "The start script measured").
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

/**
 * The origins of the absolute base URLs among `urls`, each once (a relative base is the page's own
 * origin, already connected).
 */
export function preconnectOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls.filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
  return [...new Set(origins)];
}

export type PreloadOptions = {
  /**
   * Backend origins every start calls (preconnectOrigins). The calls are CORS without credentials,
   * so the links are `crossorigin` (anonymous), the pool those calls use.
   */
  preconnect?: string[];
  /** Modules every start imports dynamically before any screen (React, the app): linked in the head. */
  start: string[];
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
        const startFiles = [...new Set([...entryImports(bundle), ...preloadFiles(bundle, options.start)])];
        return [
          ...(options.preconnect ?? []).map((origin) => ({ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' as const })),
          ...startFiles.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: options.base + f }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
