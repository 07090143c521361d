// The study area: material by category, and one material (video, article or PDF) with progress.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const studyRoutes: FeatureRoutes = {
  feature: 'study',
  stack: [
    { path: paths.study, screen: 'study-screen' },
    { path: paths.studyDetail, screen: 'study-detail-screen' },
  ],
};
