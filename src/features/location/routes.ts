// The built-in location pages (spec section 2, "Built-in"): a place to open in the phone's map
// app, and choosing a point on a map. The spec names them without a path (docs/decisions.md).
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const locationRoutes: FeatureRoutes = {
  feature: 'location',
  stack: [
    { path: paths.locationOpen, screen: 'location-open-screen' },
    // The map is the chooser's content: its code (Leaflet) comes with the screen's.
    { path: paths.locationChoose, screen: 'location-choose-screen', preloads: ['src/features/location/utils/point-map.ts'] },
  ],
};
