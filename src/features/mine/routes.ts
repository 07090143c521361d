// The mine area: the Mine tab.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const mineRoutes: FeatureRoutes = {
  feature: 'mine',
  tabs: [{ path: paths.mine, screen: 'mine-screen', calls: ['getWorkerInfo', 'getMyWallet', 'getUserMenu'] }],
};
