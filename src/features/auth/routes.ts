// Sign-in pages: public. Sign-in is the first load of every start without a session.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const authRoutes: FeatureRoutes = {
  feature: 'auth',
  public: [
    { path: paths.root, screen: 'login-screen' },
    { path: paths.login, screen: 'login-screen' },
    { path: paths.register, screen: 'register-screen' },
    { path: paths.forget, screen: 'forget-screen' },
    { path: paths.agreement, screen: 'agreement-screen' },
  ],
};
