// The mine area's pages, loaded on demand.
import type { FeatureRoutes } from '../../config/feature-routes';

export const mineRoutes: FeatureRoutes = {};
