// Build-time chunking (Vite 8 / Rolldown codeSplitting groups).
//
// 1. antd-mobile's animation stack. Left to the automatic splitting, react-spring
// and @use-gesture share chunks with helpers and components every screen needs (Button, Mask's
// config provider), so ~30 KB of animation code loaded with every first load although only overlays,
// swipers and pickers animate. Here react-spring and @use-gesture form one "motion" chunk, and each
// antd-mobile component that (directly or through another) imports them gets a chunk of its own, so
// the motion chunk loads only with a component that animates. The set is read from antd-mobile's
// sources, so an upgrade keeps it right.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const MOTION = /^@(react-spring|use-gesture)\//;

function animatedComponents(esRoot: string): Set<string> {
  const files: string[] = [];
  const walk = (dir: string) =>
    readdirSync(dir).forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) files.push(path);
    });
  walk(esRoot);
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    if (!specifier.startsWith('.')) return specifier;
    const target = normalize(join(dirname(from), specifier));
    return [target, `${target}.js`, join(target, 'index.js')].find((c) => known.has(c)) ?? target;
  };
  const imports = new Map(
    files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'([^']+)'/g)].map((m) => resolve(file, m[1]))]),
  );
  const animated = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, deps] of imports) {
      if (!animated.has(file) && deps.some((d) => MOTION.test(d) || animated.has(d))) {
        animated.add(file);
        grew = true;
      }
    }
  }
  // "components/dialog", "utils/use-drag-and-pinch": the units that get a chunk of their own.
  return new Set(
    [...animated]
      .map((file) => relative(esRoot, file).split(sep))
      .filter((parts) => parts[0] === 'components' || parts[0] === 'utils')
      .map((parts) => `${parts[0]}/${parts[1].replace(/\.js$/, '')}`),
  );
}

/** A `codeSplitting.groups` entry's `name`: the chunk of a module, or null for automatic splitting. */
function motionChunks(root: string) {
  const esRoot = join(root, 'node_modules', 'antd-mobile', 'es');
  const animated = animatedComponents(esRoot);
  return (id: string): string | null => {
    const pkg = /node_modules[\\/](@react-spring|@use-gesture)[\\/]/.exec(id);
    if (pkg) return 'motion';
    const antd = /node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/][^\\/]+|utils[\\/][^\\/]+?)(?:\.js|[\\/])/.exec(id);
    if (!antd) return null;
    const key = antd[1].replace(/\\/g, '/');
    return animated.has(key) ? `antd-${key.split('/')[1]}` : null;
  };
}

// 2. The daily chunk. Left alone, the tab screens and their shell split into ~30 chunks of a few KB
// (one per set of screens that shares a module), and a first load waits on each: on HTTP/1.1 six
// at a time, and each costs the main thread a request and a module record. The code the four tabs
// and their shell import (and the entry and the sign-in screen do not), the libraries' included, is
// one chunk instead: ~10 KB more for a tab than it needs itself, the other tabs open without a
// request, and a first load makes a handful of requests.
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * antd-mobile's barrel (`es/index.js`) re-exports every component, so a walk through it reaches
 * them all. The app's modules import from the barrel by name; this maps each name to its module.
 */
function antdBarrel(root: string) {
  const esRoot = join(root, 'node_modules', 'antd-mobile', 'es');
  const file = join(esRoot, 'index.js');
  const byName = new Map<string, string>();
  for (const [, names, from] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]+)\}\s*from\s*'([^']+)'/g)) {
    const target = join(esRoot, from);
    const module = [join(target, 'index.js'), `${target}.js`].find((f) => existsSync(f)) ?? target;
    for (const name of names.split(',')) byName.set(name.trim().split(/\s+as\s+/).pop()!, module);
  }
  /** The barrel's modules that an app module's source names, for its value (not type) imports. */
  const named = (source: string) =>
    [...source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'antd-mobile'/g)]
      .flatMap(([, names]) => names.split(','))
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => byName.get(n.split(/\s+as\s+/)[0]))
      .filter((m): m is string => !!m);
  return { file, named };
}

function reachable(from: string[], graph: ModuleGraph, barrel: ReturnType<typeof antdBarrel>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const imports = graph.getModuleInfo(id)?.importedIds ?? [];
    for (const imported of imports) {
      // From the app's own modules, follow only the components a module names.
      if (imported === barrel.file && !NODE_MODULES.test(id) && existsSync(id)) queue.push(...barrel.named(readFileSync(id, 'utf8')));
      else queue.push(imported);
    }
  }
  return seen;
}

/** The `name` of the app's one codeSplitting group: motion chunks first, then the daily chunk. */
export function appChunks(root: string, { entry, daily: dailyRoots, apart }: { entry: string; daily: string[]; apart: string[] }) {
  const motion = motionChunks(root);
  let daily: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    const animated = motion(id);
    if (animated) return animated;
    if (!daily) {
      const barrel = antdBarrel(root);
      const elsewhere = reachable([entry, ...apart].map((r) => join(root, r)), graph, barrel);
      daily = new Set([...reachable(dailyRoots.map((r) => join(root, r)), graph, barrel)].filter((m) => !elsewhere.has(m)));
    }
    return daily.has(id) ? 'daily' : null;
  };
}
