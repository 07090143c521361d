// Sign-in pages: public, loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

const login = async () => ({ Component: (await import('./screens/login-screen')).LoginScreen });

export const authRoutes: RouteObject[] = [
  { path: paths.root, lazy: login },
  { path: paths.login, lazy: login },
];
