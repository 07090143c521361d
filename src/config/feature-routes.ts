// The shape each feature's routes.tsx exports; the router places each group.
import type { RouteObject } from 'react-router-dom';

export type FeatureRoutes = {
  /** Pages anyone may open (login-check mode 0). */
  public?: RouteObject[];
  /** The tab pages, shown with the bottom tab bar (signed in). */
  tabs?: RouteObject[];
  /** Full-screen pages with a back button (signed in). */
  stack?: RouteObject[];
};
