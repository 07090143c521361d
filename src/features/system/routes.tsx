// System pages: 404, maintenance, update, web-view.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const systemRoutes: FeatureRoutes = {
  public: [
    { path: paths.notFound, lazy: async () => ({ Component: (await import('./screens/not-found-screen')).NotFoundScreen }) },
  ],
};
