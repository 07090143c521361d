// System pages: 404, maintenance, update, web-view. All public: they must work without a session.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const systemRoutes: FeatureRoutes = {
  feature: 'system',
  public: [
    { path: paths.notFound, screen: 'not-found-screen' },
    { path: paths.maintenance, screen: 'maintenance-screen' },
    { path: paths.update, screen: 'update-screen' },
    { path: paths.webView, screen: 'web-view-screen' },
  ],
};
