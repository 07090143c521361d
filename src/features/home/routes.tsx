// Home tab.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const homeRoutes: FeatureRoutes = {
  tabs: [{ path: paths.home, lazy: async () => ({ Component: (await import('./screens/home-screen')).HomeScreen }) }],
};
