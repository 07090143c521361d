// The orders area's pages, loaded on demand.
import type { FeatureRoutes } from '../../config/feature-routes';

export const ordersRoutes: FeatureRoutes = {};
