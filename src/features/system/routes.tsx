// System pages: 404, maintenance, update, web-view. All public: they must work without a session.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const systemRoutes: FeatureRoutes = {
  public: [
    { path: paths.notFound, lazy: async () => ({ Component: (await import('./screens/not-found-screen')).NotFoundScreen }) },
    { path: paths.maintenance, lazy: async () => ({ Component: (await import('./screens/maintenance-screen')).MaintenanceScreen }) },
    { path: paths.update, lazy: async () => ({ Component: (await import('./screens/update-screen')).UpdateScreen }) },
    { path: paths.webView, lazy: async () => ({ Component: (await import('./screens/web-view-screen')).WebViewScreen }) },
  ],
};
