// The chunks each first load needs, derived from the app's route table (src/app/routes.ts; chunks.ts
// makes them), and the start's chunks the HTML preloads (preload.ts). No screen is named here.
//
// - Every start: the entry, React and the app (router, i18n, queries), each evaluated in a task of
//   its own, preloaded by the HTML.
// Each tab's own code is a chunk; what the frame and two or more tabs import is the daily chunk;
// the pages that name one `sharedChunk` (the order pages) have their own pieces in one chunk. What each of
// those starts loads lazily but needs at once (the calls' schemas, a tab's namespace) goes in its
// chunk: one request rather than one each of 0.3-1.2 KB.
import type { Plugin } from 'vite';
import { type AppRoutes, routeNamespace, type ScreenRoute, screenFile } from '../src/config/feature-routes.ts';
import { appChunks } from './chunks.ts';
import { preloadPlugin } from './preload.ts';

const ENTRY = 'src/main.ts';
const RENDER = 'src/app/render.tsx';
const APP = 'src/app/app.tsx';
const namespaceFile = (feature: string) => `src/locales/zh-Hans/${feature}.json`;
const schemaFile = (call: string) => `generated/response-schemas/${call}.ts`;

/** The form renderer (rjsf with the app's theme) and its namespace, which every form screen draws with. */
const RENDERER = ['src/lib/schema-form/schema-form.tsx', 'src/locales/zh-Hans/forms.json'];
/** The app's part of the precompiled validators' runtime (formats); the forms' loader brings rjsf's. */
const PRECOMPILED_RUNTIME = 'src/lib/schema-form/precompiled-runtime.ts';
/**
 * The modules of a form a screen's first render shows (src/lib/schema-form/forms.ts loads the same):
 * a definition of forms/ (schema and ui schema: every form has both) with its precompiled validator,
 * or the interpreting validator of a form built at run time.
 */
const formFiles = (form: string) =>
  form === 'runtime'
    ? ['src/lib/schema-form/interpreted-validator.ts']
    : [
        `forms/${form}.schema.json`,
        `forms/${form}.ui.json`,
        `generated/forms/validators/${form.replace('/', '-')}.js`,
      ];

type Page = { feature: string; route: ScreenRoute; file: string };

export function startPlan(routes: AppRoutes) {
  const all = (key: 'public' | 'tabs' | 'stack') =>
    routes.features.flatMap((f) => (f[key] ?? []).map((route): Page => ({ feature: f.feature, route, file: screenFile(f.feature, route) })));
  const [tabs, pages] = [all('tabs'), [...all('public'), ...all('stack')]];
  const signIn = pages.find((p) => p.route.path === routes.signIn);
  if (!signIn) throw new Error(`start-plan: no page at the sign-in path ${routes.signIn}`);

  const shellSchemas = routes.shell.calls.map(schemaFile);
  const tabChunk = (tab: Page) => `${tab.feature}-tab`;
  const own = (page: Page) => [...(page.route.calls ?? []).map(schemaFile), namespaceFile(routeNamespace(page.feature, page.route))];
  const forms = [...new Set(pages.flatMap((p) => p.route.forms ?? []))].filter((f) => f !== 'runtime');
  const sharedChunks = new Map<string, Page[]>();
  for (const page of pages) if (page.route.sharedChunk) sharedChunks.set(page.route.sharedChunk, [...(sharedChunks.get(page.route.sharedChunk) ?? []), page]);

  const startChunks = new Set(['react', 'app', 'shared', 'zod', 'daily', 'common', ...tabs.map(tabChunk)]);
  return {
    /** chunks.ts's `appChunks` options. */
    chunks: {
      entry: ENTRY,
      start: { react: RENDER, app: APP },
      daily: [routes.shell.module],
      tabs: Object.fromEntries(tabs.map((t) => [tabChunk(t), t.file])),
      apart: [signIn.file],
      renderer: [RENDERER[0], 'src/lib/schema-form/forms.ts', PRECOMPILED_RUNTIME],
      // The outbox's front door (the journal, the keeping, the hooks): with the screens that make or show a change, not every start.
      folders: { outbox: 'src/lib/outbox/index.ts' },
      screens: Object.fromEntries(
        [...sharedChunks].map(([name, set]) => [name, { roots: set.filter((p) => p.route.calls).map((p) => p.file), with: set.filter((p) => !p.route.calls).map((p) => p.file) }]),
      ),
      joined: {
        daily: shellSchemas,
        // A tab's namespace only if no other page loads it (that page would load the tab's code).
        ...Object.fromEntries(tabs.map((t) => [tabChunk(t), own(t).filter((m) => !pages.some((p) => own(p).includes(m)))])),
        ...Object.fromEntries(
          [...sharedChunks].map(([name, set]) => [name, set.flatMap((p) => p.route.calls ?? []).map(schemaFile)]),
        ),
        // The forms' namespace, which every form screen loads with the renderer (zh-Hans, every
        // language's fallback).
        'form-renderer': [RENDERER[1]],
        // A form's schema, ui schema and validator, which load together: one request, not three.
        ...Object.fromEntries(forms.map((form) => [`form-${form.replace('/', '-')}`, formFiles(form)])),
      },
    },
    /** preload.ts's start files: what every start preloads. */
    preloads: { start: [RENDER, APP] },
    /** Whether a chunk is one every signed-in start runs nearly all of (its functions compiled up front). */
    runsOnStart: (name: string, isEntry: boolean) => isEntry || startChunks.has(name),
  };
}

/** Whether a module's code is only re-exports (`export { a } from './a'`, `export type`, `export *`): a barrel, with nothing of its own to run. */
export const reExportsOnly = (code: string) =>
  /\bexport\b/.test(code) &&
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g, '')
    .trim() === '';

/**
 * The build's tuning of each first load, from the route table: its chunks, its compile hints and
 * the HTML's preloads (preload.ts). `preconnect`: the backend origins every start calls.
 */
export function startPlugins({ root, routes, base, preconnect }: { root: string; routes: AppRoutes; base: string; preconnect: string[] }): Plugin[] {
  const plan = startPlan(routes);
  const chunks: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    // The generated API: a tag's module only re-exports its operations' modules, and an operation's
    // module only declares. Free of side effects, a page's chunk holds the operations it names; else
    // a tag's module would import, and its chunk load, every operation of the area.
    // So is a barrel of ours (src/lib/outbox/index.ts), which only re-exports: else the app's chunk,
    // which names two of its modules, would import for their side effects the chunks of the others.
    transform: (code, id) => (/[\\/]generated[\\/]api[\\/]/.test(id) || (/[\\/]src[\\/]/.test(id) && reExportsOnly(code)) ? { code, map: null, moduleSideEffects: false } : null),
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // Explicit compile hints (v8.dev/blog/explicit-compile-hints): V8 compiles every function
            // of the chunks each start runs nearly all of on its background thread as they stream in,
            // rather than one by one on the main thread as each is first called, which shortens the
            // main-thread work before a start's largest paint (docs/performance.md, "Compile hints").
            postBanner: (chunk: { name: string; isEntry: boolean }) => (plan.runsOnStart(chunk.name, chunk.isEntry) ? '//# allFunctionsCalledOnLoad' : ''),
            codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: appChunks(root, plan.chunks), debugName: 'app' }] },
          },
        },
      },
    }),
  };
  return [chunks, preloadPlugin({ ...plan.preloads, base, preconnect })];
}
