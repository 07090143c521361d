// Sign-in pages: public, loaded on demand.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

const login = async () => ({ Component: (await import('./screens/login-screen')).LoginScreen });

export const authRoutes: FeatureRoutes = {
  public: [
    { path: paths.root, lazy: login },
    { path: paths.login, lazy: login },
  ],
};
