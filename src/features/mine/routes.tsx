// The mine area: the Mine tab.
import type { FeatureRoutes, ScreenHandle } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const mineRoutes: FeatureRoutes = {
  tabs: [
    {
      path: paths.mine,
      lazy: async () => {
        const [{ MineScreen }, { prefetchMine }] = await Promise.all([import('./screens/mine-screen'), import('./api/use-mine')]);
        return { Component: MineScreen, handle: { prefetch: prefetchMine } satisfies ScreenHandle };
      },
    },
  ],
};
