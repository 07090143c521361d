// The shape each feature's routes.tsx exports; the router places each group.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

/**
 * A screen route's `handle`: `prefetch` starts the screen's first calls as soon as its code has
 * loaded, before its first render (the router calls it when a session exists).
 */
export type ScreenHandle = { prefetch?: (queryClient: QueryClient) => void };

export type FeatureRoutes = {
  /** Pages anyone may open (login-check mode 0). */
  public?: RouteObject[];
  /** The tab pages, shown with the bottom tab bar (signed in). */
  tabs?: RouteObject[];
  /** Full-screen pages with a back button (signed in). */
  stack?: RouteObject[];
};
