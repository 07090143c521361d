// The shape of a feature's route table (its routes.ts): data the router and the build both read.
// The router loads each screen with its namespace; the build chunks its code from the same entries
// (scripts/start-plan.ts). Imports name their
// files, as Node needs: the build reads these modules.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** Where a navigation goes: the route's params and the query of its URL (a tab, an id). */
export type ScreenTarget = { params: Params; search: URLSearchParams };

/** A screen module's `prefetch`: starts its first calls when its code has loaded, before its render. */
export type Prefetch = (queryClient: QueryClient, target: ScreenTarget) => void;

/** A page: its path (the spec's page path) and its screen. */
export type ScreenRoute = {
  path: string;
  /**
   * The screen's file in the feature's `screens/` folder, without `.tsx`. It exports the component
   * (`order-detail-screen` exports `OrderDetailScreen`) and, with `calls`, `prefetch`.
   */
  screen: string;
  /**
   * A page opened daily, whose first load is tuned: the calls its first render makes (operationIds),
   * which its `prefetch` starts (a test holds the two together); the build puts these calls' schemas
   * in its chunk.
   */
  calls?: string[];
  /**
   * The JSON-schema forms its first render shows: `<area>/<form>` of forms/, or `runtime` for a
   * form built at run time from the server's answer (its validator interprets the schema). The build
   * puts each definition with its validator in one chunk, and the form renderer in one.
   */
  forms?: string[];
  /**
   * The name of a chunk this page shares with the other pages that give the same name: what they
   * alone import goes in it (the order pages' own pieces), one request rather than one a file.
   */
  sharedChunk?: string;
  /**
   * Its screen's i18n namespace when not the feature's: a tab's catalogue is in the tab's chunk, so
   * the feature's other pages keep theirs apart (Mine's pages use `mine-pages`, not the tab's `mine`).
   */
  namespace?: string;
};

export type FeatureRoutes = {
  /** The feature's folder under src/features/, which is also its i18n namespace. */
  feature: string;
  /** Pages anyone may open (login-check mode 0). */
  public?: ScreenRoute[];
  /** The tab pages, shown with the bottom tab bar (signed in); each is a chunk of its own. */
  tabs?: ScreenRoute[];
  /** Full-screen pages with a back button (signed in). */
  stack?: ScreenRoute[];
};

/** The screen module of a route, from the project's root. */
export const screenFile = (feature: string, route: ScreenRoute) => `src/features/${feature}/screens/${route.screen}.tsx`;

/** The i18n namespace a page loads with its screen. */
export const routeNamespace = (feature: string, route: ScreenRoute) => route.namespace ?? feature;

/** The component a screen module exports: `order-detail-screen` -> `OrderDetailScreen`. */
export const screenComponent = (route: ScreenRoute) => route.screen.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The app's route table: every feature's, and what the starts share. */
export type AppRoutes = {
  features: FeatureRoutes[];
  /** The tab pages' frame (its module from the root) and the calls its first render makes (the badges'). */
  shell: { module: string; calls: string[] };
  /** The page the root opens with a session (Home), and the sign-in page every start without one ends on. */
  home: string;
  signIn: string;
};

/**
 * The pages anyone may open (login-check mode 0): the features' `public` lists, which the router
 * builds outside the sign-in guard. The one list of public pages (docs/decisions.md).
 */
export const publicPagePaths = (app: AppRoutes): ReadonlySet<string> => new Set(app.features.flatMap((f) => (f.public ?? []).map((r) => r.path)));

/** Every page path of the route table. */
export const pagePaths = (app: AppRoutes) => app.features.flatMap((f) => [...(f.public ?? []), ...(f.tabs ?? []), ...(f.stack ?? [])].map((r) => r.path));
