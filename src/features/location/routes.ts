// The built-in location pages: a place to open in the phone's map app, and choosing a point on a
// map. Their paths are ours (docs/decisions.md, "The built-in pages have paths").
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const locationRoutes: FeatureRoutes = {
  feature: 'location',
  stack: [
    { path: paths.locationOpen, screen: 'location-open-screen' },
    { path: paths.locationChoose, screen: 'location-choose-screen' },
  ],
};
