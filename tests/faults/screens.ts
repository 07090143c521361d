// Every signed-in screen of the route table (src/app/routes.ts and each feature's routes.ts), with
// the query string that opens it on a record the mock knows (bench/budgets.json's examples, and
// the few it lacks). A page a later issue adds is in the list by being in the route table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutes } from '../../src/app/routes.ts';
import { publicPagePaths } from '../../src/config/feature-routes.ts';
import { paths } from '../../src/config/paths.ts';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'bench', 'budgets.json'), 'utf8')) as {
  screens: { name: string; path: string }[];
};

/** Pages the budgets do not open, with a record the mock knows. */
const EXTRA_QUERIES: Record<string, string> = {
  [paths.orderReceive]: '?id=so_202611220007',
  [paths.orderPhotos]: '?id=so_202611220002',
  [paths.orderAppraise]: '?id=so_202611200016',
  [paths.reviewAppeal]: '?id=rv_70290',
  [paths.noticeDetail]: '?id=msg_88120431',
  [paths.webView]: `?url=${encodeURIComponent('https://example.com/')}&title=${encodeURIComponent('说明')}`,
};

/** Pages that are not a worker's screens: the sign-in pages and the system's error pages. */
const NOT_SCREENS = new Set<string>([paths.root, paths.notFound, paths.maintenance, paths.update]);

export type Screen = { name: string; hash: string };

export function signedInScreens(): Screen[] {
  const seen = new Set<string>();
  const out: Screen[] = [];
  for (const feature of appRoutes.features) {
    for (const route of [...(feature.tabs ?? []), ...(feature.stack ?? []), ...(feature.public ?? [])]) {
      if (NOT_SCREENS.has(route.path) || route.path.startsWith('/pages/login/') || seen.has(route.path)) continue;
      // Public pages that show the worker's data (notices) or open from the signed-in screens (the
      // web-view: server links) are in; the rest of the public pages are not screens of a session.
      if (publicPagePaths(appRoutes).has(route.path) && !route.path.startsWith('/pages/notice/') && route.path !== paths.webView) continue;
      seen.add(route.path);
      const budget = budgets.screens.find((s) => s.path.replace(/^\/#/, '').split('?')[0] === route.path);
      const query = budget?.path.includes('?') ? `?${budget.path.split('?')[1]}` : (EXTRA_QUERIES[route.path] ?? '');
      out.push({ name: budget?.name ?? `${feature.feature}/${route.screen.replace(/-screen$/, '')}`, hash: `/#${route.path}${query}` });
    }
  }
  return out;
}
