// Build-time chunking (Vite 8 / Rolldown codeSplitting groups), from the module graph the bundler
// gives: it names no file inside a library.
//
// 1. The animation stack. Left to the automatic splitting, react-spring and @use-gesture share chunks
// with helpers and components every screen needs, so ~30 KB of animation code loaded with every first
// load although only overlays, swipers and pickers animate. Here they are one "motion" chunk, and
// each library folder with a module that imports them, directly or not (a component's), a chunk of
// its own: the motion chunk loads only with a component that animates, and one component's chunk
// holds no other's (one chunk of all of them took two order pages' first loads up by 30-40 KB).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers?: readonly string[]; dynamicallyImportedIds?: readonly string[]; code?: string | null } | null;
};

const MOTION = /^@(react-spring|use-gesture)\//;
/** The package a module is in (`@tanstack/query-core`), from its last `node_modules`. */
const packageOf = (id: string) => /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1].replace('\\', '/');

/**
 * Whether each library module goes with the animation stack: it imports an animation library,
 * directly or not (a barrel does not: it only names them), or only such modules import it (a
 * component's stylesheet and parts).
 */
function animates(graph: ModuleGraph) {
  const memo = (test: (id: string) => boolean) => {
    const known = new Map<string, boolean>();
    const again = (id: string): boolean => {
      if (!known.has(id)) known.set(id, false).set(id, !!packageOf(id) && test(id));
      return known.get(id)!;
    };
    return again;
  };
  const imports = memo((id) => MOTION.test(packageOf(id)!) || (!barrelOf(graph, id) && (graph.getModuleInfo(id)?.importedIds ?? []).some(imports)));
  const only = memo((id) => {
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    return imports(id) || (importers.length > 0 && importers.every(only));
  });
  return only;
}

// 2. The daily chunk and a chunk per tab. Left alone, the tab screens and their shell split into
// ~30 chunks of a few KB (one per set of screens that shares a module), and a first load waits on
// each: on HTTP/1.1 six at a time, and each costs the main thread a request and a module record.
// Instead the code the shell imports, and the code two or more tabs import (and the entry and the
// sign-in screen do not), the libraries' included, is one daily chunk; what one tab alone imports
// is that tab's chunk. A first load makes a handful of requests and fetches no other tab's code
// (which the tab shell fetches once the first screen is up, src/app/layouts/tab-shell.tsx).

/**
 * A barrel (antd-mobile's index, react-query's, a generated API tag's module) only re-exports, so a
 * walk through it reaches every module of its library. A module importing names from it needs only
 * the modules that hold those names.
 */
type Barrel = { mapped: Set<string>; lookup(name: string): string | undefined; named(importer: string): string[] };

const STATEMENT = /(?:import|export)\s*(?:type\s*)?(?:\*(?:\s*as\s*\w+)?|\{([^}]*)\})?\s*(?:from\s*)?["']([^"']+)["'];?|export\s*\{[^}]*\};?/g;
const barrels = new WeakMap<ModuleGraph, Map<string, Barrel | null>>();

function barrelOf(graph: ModuleGraph, id: string): Barrel | null {
  const known = barrels.get(graph) ?? barrels.set(graph, new Map()).get(graph)!;
  if (known.has(id)) return known.get(id)!;
  known.set(id, null);
  const info = graph.getModuleInfo(id);
  const code = (info?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (!info || !/\bexport\b/.test(code) || code.replace(STATEMENT, '').trim()) return null;
  // The module a specifier names, among those it imports: relative, or a package's index.
  const target = (from: string, specifier: string) =>
    specifier.startsWith('.')
      ? info.importedIds.find((m) => ['', '.js', '.ts', '.mjs', '/index.js', '/index.ts'].some((ext) => normalize(join(dirname(from), specifier + ext)) === m))
      : info.importedIds.find((m) => packageOf(m) === specifier);
  const byName = new Map<string, string>();
  const stars: string[] = [];
  for (const [statement, names, specifier] of code.matchAll(STATEMENT)) {
    const module = specifier && target(id, specifier);
    if (!module) continue;
    if (names) for (const name of names.split(',')) byName.set(name.trim().split(/\s+as\s+/).pop()!, module);
    else if (/^export\s*\*/.test(statement)) stars.push(module);
  }
  const lookup = (name: string): string | undefined => byName.get(name) ?? stars.map((s) => barrelOf(graph, s)?.lookup(name)).find(Boolean);
  // How a module names this barrel: its package, or its path less the alias (`@generated/api/mine/mine`, `@/lib/outbox`).
  const stems = [id.replace(/\.\w+$/, ''), id.replace(/[\\/]index\.\w+$/, '')];
  const names = (specifier: string, importer: string) =>
    specifier.startsWith('.')
      ? stems.includes(normalize(join(dirname(importer), specifier.replace(/\.\w+$/, ''))))
      : packageOf(id)
        ? specifier === packageOf(id)
        : // (A folder's index named by its folder, `@/lib/outbox`, as its path less `/index`.)
          stems.some((stem) => stem.endsWith(specifier.replace(/^[^/]*\//, '/')));
  const barrel: Barrel = {
    mapped: new Set(byName.values()),
    lookup,
    // A name the barrel does not map comes from one of its `export *`: the barrel stands for it. A
    // module that imports the barrel some other way (`import * as`) gets the whole barrel.
    named: (importer) => {
      const modules = [...(graph.getModuleInfo(importer)?.code ?? '').matchAll(/import\s*\{([^}]+)\}\s*from\s*["']([^"']+)["']/g)]
        .filter(([, , specifier]) => names(specifier, importer))
        .flatMap(([, list]) => list.split(','))
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => lookup(n.split(/\s+as\s+/)[0]) ?? id);
      return modules.length ? modules : [id];
    },
  };
  known.set(id, barrel);
  return barrel;
}

function reachable(from: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  // The barrels imported by name: members too, or each would be a chunk of its own holding nothing
  // (its re-exports resolve to the modules) that its importers load for its side-effect imports.
  const barrelsNamed = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const imports = graph.getModuleInfo(id)?.importedIds ?? [];
    const library = barrelOf(graph, id);
    if (library) {
      // Reached for a name it does not map: follow its `export *` modules, not the ones it maps.
      queue.push(...imports.filter((m) => !library.mapped.has(m)));
      continue;
    }
    for (const imported of imports) {
      // Through a barrel, follow only what the importing module names.
      const through = barrelOf(graph, imported);
      if (through) {
        barrelsNamed.add(imported);
        queue.push(...through.named(id));
      } else queue.push(imported);
    }
  }
  return new Set([...seen, ...barrelsNamed]);
}

// 3. The shared chunk: what both the tabs and the sign-in screen import (the request wrapper, the
// query hooks, the auth calls) and the entry does not. Either start loads all of it, so one chunk
// instead of half a dozen of a few hundred bytes.

/** The least code (as transformed, before minifying) a set of `common` needs for a chunk of its own: ~1 KB gzip. */
const MIN_APART_CODE = 6000;
/** A module's code less its comments and re-exports (a barrel of 478 type modules is no code). */
const codeLength = (graph: ModuleGraph, id: string) =>
  (graph.getModuleInfo(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$|^\s*export\s*(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?\s*$/gm, '').length;

/** `src/features/orders/screens/x.tsx`'s feature: `orders`. */
const featureOf = (screen: string) => screen.split(/[\\/]/).at(-3) ?? 'app';

/** Every screen of the app: `src/features/<feature>/screens/*.tsx`. */
function screenFiles(root: string): string[] {
  const features = join(root, 'src', 'features');
  if (!existsSync(features)) return [];
  return readdirSync(features).flatMap((feature) => {
    const dir = join(features, feature, 'screens');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tsx')).map((f) => relative(root, join(dir, f))) : [];
  });
}

/**
 * The `name` of the app's one codeSplitting group: motion chunks first, zod, then the app chunk,
 * the daily chunk, the shared chunk, the tabs' chunks and the screens' chunks; null leaves a module
 * to the automatic splitting. `daily`: the tabs' shell; `tabs`: per tab's chunk name, its screen.
 * `start`: per chunk name, in order, what the entry imports dynamically on every start (React,
 * then the app, so that evaluating the code takes tasks of its own); each chunk is what its module
 * reaches and the entry and the earlier ones do not: one file, though the screens' chunks import
 * pieces of it too. `screens`: per daily
 * screen outside the tabs, a chunk of what it alone needs (the order page: six files of 0.2-7 KB,
 * shared with the other order pages, each a request of its first load, become one).
 */
export function appChunks(
  root: string,
  {
    entry,
    start = {},
    daily: dailyRoots,
    tabs = {},
    apart,
    screens = {},
    joined: joinedOption = {},
    renderer = [],
    allScreens = screenFiles(root),
    folders = {},
  }: {
    entry: string;
    start?: Record<string, string>;
    daily: string[];
    tabs?: Record<string, string>;
    apart: string[];
    /** A chunk's name, its screens and the screens that may share it (the order pages). */
    screens?: Record<string, { roots: string[]; with: string[] }>;
    /**
     * Per chunk name, modules loaded lazily that every start loading that chunk needs at once (a
     * tab's first calls' schemas, its namespace): in the chunk, one request rather than one each.
     */
    joined?: Record<string, string[]>;
    /**
     * The form renderer's modules, which a form screen loads lazily and at once (rjsf with the theme,
     * the forms' loader, the precompiled validator's runtime): one chunk of what they reach and no
     * screen imports, rather than ~10 files of 0.5-37 KB, each a request of a form screen's first load.
     */
    renderer?: string[];
    /** Every screen (found under src/features/<feature>/screens/ unless given). */
    allScreens?: string[];
    /**
     * Per chunk name, a folder's barrel (`src/lib/outbox/index.ts`): the folder's modules its names
     * reach statically, less what the start holds, are one chunk. Left alone, the bundler hoisted
     * them into the app's start (the screens that import them are all loaded from it), and with them
     * the chunk of what they import: every first load, the sign-in's too, carried code only a
     * change or a list of kept changes runs.
     */
    folders?: Record<string, string>;
  },
) {
  let motion: ((id: string) => boolean) | undefined;
  const joined = { ...joinedOption };
  let groups: Map<string, Set<string>> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    // zod, whole: every answer's schema imports it, and a split (the ISO date schemas apart) made a
    // second round trip after the schema's own.
    if (packageOf(id) === 'zod') return 'zod';
    // dayjs and its plugins, apart: antd-mobile's date picker (a chunk of its own, it animates)
    // and the lazy schema-form renderer both import them, and left to the automatic splitting they
    // landed in the renderer's chunk, which imports the picker's: a cycle that ran the picker's
    // `dayjs.extend(require_quarterOfYear())` before the plugin existed (a date form crashed).
    if (packageOf(id) === 'dayjs') return 'dayjs';
    // react-is, apart: antd-mobile's tabs (traverse-react-node) and the form renderer (rjsf's getWidget) both import
    // it. In the daily chunk, as two tabs reach it, a form screen would load that whole chunk for this small library.
    if (packageOf(id) === 'react-is') return 'react-is';
    // The animation libraries: one chunk. The components that use them: a chunk per folder (a
    // component's), which loads the animation chunk only with a component that animates.
    if ((motion ??= animates(graph))(id)) return MOTION.test(packageOf(id)!) ? 'motion' : `motion-${basename(dirname(id))}`;
    if (!groups) {
      const walk = (roots: string[]) => reachable(roots.map((r) => join(root, r)), graph);
      const [fromStart, fromApart, fromShell] = [walk([entry, ...Object.values(start)]), walk(apart), walk(dailyRoots)];
      const startModules = Object.entries(start);
      const starts = startModules.map(([name], i): [string, Set<string>] => {
        const before = walk([entry, ...startModules.slice(0, i).map(([, m]) => m)]);
        return [name, new Set([...walk([entry, ...startModules.slice(0, i + 1).map(([, m]) => m)])].filter((m) => !before.has(m)))];
      });
      const fromTabs = Object.entries(tabs).map(([name, screen]): [string, Set<string>] => [name, walk([screen])]);
      // What the pages outside the tabs reach: a stack page that shares a module with a tab must not
      // load the tab's chunk for it (Mine's pages would load the Mine tab's for its wallet calls).
      const tabFiles = new Set(Object.values(tabs).map((t) => join(root, t)));
      const fromOthers = walk(allScreens.filter((f) => !tabFiles.has(join(root, f))));
      const othersSource = [...fromOthers]
        .filter((m) => !/[\\/](node_modules|generated)[\\/]/.test(relative(root, m)) && existsSync(m))
        .map((m) => readFileSync(m, 'utf8'))
        .join('\n');
      // A call's response schema loads when the call is made: joined into a tab's chunk only if no
      // page outside the tabs makes that call (its hooks name it), or that page would load the tab.
      const calledElsewhere = (module: string) => {
        const call = /generated\/response-schemas\/(\w+)\.ts$/.exec(module)?.[1];
        if (!call) return false;
        const name = call[0].toUpperCase() + call.slice(1);
        return new RegExp(`\\b(?:use|get)?(?:${call}|${name})(?:QueryKey|QueryOptions|Url|MutationOptions|MutationKey)?\\b`).test(othersSource);
      };
      for (const name of Object.keys(tabs)) if (joined[name]) joined[name] = joined[name].filter((m) => !calledElsewhere(m));
      const tabsReaching = (m: string) => fromTabs.filter(([, reached]) => reached.has(m)).length;
      const fromDaily = new Set([...fromShell, ...fromTabs.flatMap(([, reached]) => [...reached])]);
      const daily = new Set([...fromDaily].filter((m) => !fromStart.has(m) && !fromApart.has(m) && (fromShell.has(m) || tabsReaching(m) > 1)));
      const taken = new Set([...fromStart, ...fromApart, ...fromDaily]);
      // What of it the pages outside the tabs use too (buttons, lists, the state views, the calls
      // they share with a tab) is a chunk of its own: such a page loads that one, not the tab bar
      // and the code only tabs run. A tab start loads both. What fewer than a quarter of those pages
      // use (the order steps' calls, which the order pages share with two tabs) is a chunk per set
      // of pages that use it, named by their features: the settings page does not load the order
      // pages' calls with the lists and buttons every page has.
      const otherScreens = allScreens.filter((f) => !tabFiles.has(join(root, f)));
      const reachedBy = otherScreens.map((f) => [f, walk([f])] as const);
      const commonSets = new Map<string, Set<string>>([['common', new Set()]]);
      for (const m of daily) {
        if (!fromOthers.has(m)) continue;
        const users = reachedBy.filter(([, reached]) => reached.has(m)).map(([f]) => f);
        // (The generated API's models are constants of a few bytes each, compressed together.)
        const apart = users.length * 4 < otherScreens.length && !/generated[\\/]api[\\/]model[\\/]/.test(m);
        const name = apart ? `common-${[...new Set(users.map(featureOf))].sort().join('-')}-${users.length}` : 'common';
        commonSets.set(name, (commonSets.get(name) ?? new Set()).add(m));
      }
      // A set of a few hundred bytes stays in common: its own request would cost its pages more.
      for (const [name, members] of commonSets) {
        if (name !== 'common' && [...members].reduce((sum, m) => sum + codeLength(graph, m), 0) < MIN_APART_CODE) {
          members.forEach((m) => commonSets.get('common')!.add(m));
          commonSets.delete(name);
        }
      }
      const folderGroups = Object.entries(folders).map(([name, index]): [string, Set<string>] => {
        const barrel = join(root, index);
        const folder = dirname(barrel);
        const members = [...reachable([...(barrelOf(graph, barrel)?.mapped ?? [])], graph)];
        return [name, new Set(members.filter((m) => dirname(m) === folder && !fromStart.has(m)))];
      });
      groups = new Map([
        ...starts,
        ...folderGroups,
        ['daily', new Set([...daily].filter((m) => !fromOthers.has(m)))],
        ...commonSets,
        ['shared', new Set([...fromDaily].filter((m) => !fromStart.has(m) && fromApart.has(m)))],
        ...fromTabs.map(([name, reached]): [string, Set<string>] => [
          name,
          new Set([...reached].filter((m) => !fromStart.has(m) && !fromApart.has(m) && !daily.has(m) && !fromOthers.has(m))),
        ]),
        // A screen's own pieces: what it reaches and neither a group above nor any screen outside
        // its set does, less the screen itself, whose chunk its route imports.
        ...Object.entries(screens).map(([name, set]): [string, Set<string>] => {
          const own = new Set([...set.roots, ...set.with].map((r) => join(root, r)));
          const elsewhere = walk(allScreens.filter((f) => !own.has(join(root, f))));
          return [name, new Set([...walk(set.roots)].filter((m) => !taken.has(m) && !elsewhere.has(m) && !own.has(m)))];
        }),
      ]);
      if (renderer.length) {
        const screensReach = walk(allScreens);
        const grouped = new Set([...groups.values()].flatMap((members) => [...members]));
        // With the libraries the renderer's modules import dynamically (rjsf's precompiled validator).
        const roots = renderer.map((r) => join(root, r));
        const libraries = roots.flatMap((r) => (graph.getModuleInfo(r)?.dynamicallyImportedIds ?? []).filter((m) => packageOf(m)));
        groups.set('form-renderer', new Set([...reachable([...roots, ...libraries], graph)].filter((m) => !taken.has(m) && !screensReach.has(m) && !grouped.has(m))));
      }
    }
    for (const [name, modules] of Object.entries(joined)) if (modules.some((m) => join(root, m) === id)) return name;
    for (const [name, members] of groups) if (members.has(id)) return name;
    return null;
  };
}
