// The Home tab.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const homeRoutes: FeatureRoutes = {
  feature: 'home',
  tabs: [{ path: paths.home, screen: 'home-screen', calls: ['getWorkerHomeSummary', 'listServiceOrderOffers', 'getComponentsDynamicData'] }],
};
