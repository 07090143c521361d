// Sign-in pages: public, loaded on demand.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

const login = async () => ({ Component: (await import('./screens/login-screen')).LoginScreen });

export const authRoutes: FeatureRoutes = {
  public: [
    { path: paths.root, lazy: login },
    { path: paths.login, lazy: login },
    { path: paths.register, lazy: async () => ({ Component: (await import('./screens/register-screen')).RegisterScreen }) },
    { path: paths.forget, lazy: async () => ({ Component: (await import('./screens/forget-screen')).ForgetScreen }) },
    { path: paths.agreement, lazy: async () => ({ Component: (await import('./screens/agreement-screen')).AgreementScreen }) },
  ],
};
