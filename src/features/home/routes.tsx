// Home tab.
import type { FeatureRoutes, ScreenHandle } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const homeRoutes: FeatureRoutes = {
  tabs: [
    {
      path: paths.home,
      lazy: async () => {
        const [{ HomeScreen }, { prefetchHome }] = await Promise.all([import('./screens/home-screen'), import('./api/use-home')]);
        return { Component: HomeScreen, handle: { prefetch: prefetchHome } satisfies ScreenHandle };
      },
    },
  ],
};
