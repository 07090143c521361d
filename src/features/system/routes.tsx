// System pages: the 404 page (more come with the platform issue).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

export const systemRoutes: RouteObject[] = [
  { path: paths.notFound, lazy: async () => ({ Component: (await import('./screens/not-found-screen')).NotFoundScreen }) },
];
