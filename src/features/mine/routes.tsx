// The mine area: the Mine tab.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const mineRoutes: FeatureRoutes = {
  tabs: [{ path: paths.mine, lazy: async () => ({ Component: (await import('./screens/mine-screen')).MineScreen }) }],
};
