// Home tab.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

export const homeRoutes: RouteObject[] = [
  { path: paths.home, lazy: async () => ({ Component: (await import('./screens/home-screen')).HomeScreen }) },
];
