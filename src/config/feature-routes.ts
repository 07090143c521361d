// The shape each feature's routes.tsx exports; the router places each group.
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';

/** Where a navigation goes: the route's params and the query of its URL (a tab, an id). */
export type ScreenTarget = { params: Params; search: URLSearchParams };

/**
 * A screen route's `handle`: `prefetch` starts the screen's first calls as soon as its code has
 * loaded, on every navigation to it, before its render (the router calls it when a session exists).
 */
export type ScreenHandle = { prefetch?: (queryClient: QueryClient, target: ScreenTarget) => void };

export type FeatureRoutes = {
  /** Pages anyone may open (login-check mode 0). */
  public?: RouteObject[];
  /** The tab pages, shown with the bottom tab bar (signed in). */
  tabs?: RouteObject[];
  /** Full-screen pages with a back button (signed in). */
  stack?: RouteObject[];
};
