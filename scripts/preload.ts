// Build-time: a signed-in start fetches its code in one round instead of a chain.
//
// Without this, a worker who opens the app signed in waits on a chain of requests: the entry, then
// (once the router has run) the tab shell and the daily chunk, then the request wrapper they
// import, then the zod chunk the first answers need. Each link costs a round trip on a mobile
// network. This plugin writes a small inline script into index.html that, when local storage holds
// a session that has not expired, adds a `<link rel="modulepreload">` for each of those chunks at
// once, while the entry is still downloading. Without a session (the sign-in screen) it adds
// nothing, so the sign-in screen's first load stays as small as it was.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; isEntry: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The chunks holding `modules`, and every chunk they import statically, less the entry's own. */
export function preloadFiles(bundle: Bundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Chunk[]) => {
    const seen = new Set<string>();
    const queue = start.map((c) => c.fileName);
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const normal = (id: string) => id.replace(/\\/g, '/');
  const roots = modules.map((m) => chunks.find((c) => c.moduleIds.some((id) => normal(id).endsWith(m))));
  // A build of another page with this config (the bench's bare page) holds none of them.
  if (roots.every((c) => !c)) return [];
  const missing = modules.filter((_, i) => !roots[i]);
  if (missing.length) throw new Error(`preload: no chunk holds ${missing.join(', ')}`);
  const loaded = closure(chunks.filter((c) => c.isEntry));
  return [...closure(roots as Chunk[])].filter((file) => !loaded.has(file)).sort();
}

/** The inline script: preload `files` when a session that has not expired is stored. */
export function preloadScript(files: string[], { tokenKey, expiryKey }: { tokenKey: string; expiryKey: string }) {
  return (
    `try{if(localStorage.getItem(${JSON.stringify(tokenKey)})&&Number(localStorage.getItem(${JSON.stringify(expiryKey)}))>Date.now())` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})}catch(e){}`
  );
}

/**
 * Vite plugin: preloads, for a stored session, the chunks of `modules` and what they import.
 * `base` is the build's base ('./' here), so the links work from any static host and a web-view.
 */
export function signedInPreload(options: { modules: string[]; tokenKey: string; expiryKey: string; base: string }): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const files = preloadFiles(ctx.bundle as unknown as Bundle, options.modules).map((f) => options.base + f);
        if (!files.length) return;
        return [{ tag: 'script', children: preloadScript(files, options), injectTo: 'head' }];
      },
    },
  };
}
