// The app's route table: each feature's pages, the tab bar's frame, and where starts land. The
// router builds the pages from it (router.tsx) and the build tunes each first load from it
// (scripts/start-plan.ts): a page is one entry in its feature's routes.ts.
import type { AppRoutes } from '../config/feature-routes.ts';
import { paths } from '../config/paths.ts';
import { applyRoutes } from '../features/apply/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { locationRoutes } from '../features/location/routes.ts';
import { messagesRoutes } from '../features/messages/routes.ts';
import { mineRoutes } from '../features/mine/routes.ts';
import { ordersRoutes } from '../features/orders/routes.ts';
import { rewardsRoutes } from '../features/rewards/routes.ts';
import { safetyRoutes } from '../features/safety/routes.ts';
import { shopRoutes } from '../features/shop/routes.ts';
import { settingsRoutes } from '../features/settings/routes.ts';
import { settleRoutes } from '../features/settle/routes.ts';
import { studyRoutes } from '../features/study/routes.ts';
import { systemRoutes } from '../features/system/routes.ts';
import { walletRoutes } from '../features/wallet/routes.ts';

export const appRoutes: AppRoutes = {
  features: [authRoutes, systemRoutes, homeRoutes, ordersRoutes, messagesRoutes, mineRoutes, settingsRoutes, settleRoutes, studyRoutes, walletRoutes, applyRoutes, locationRoutes, rewardsRoutes, shopRoutes, safetyRoutes],
  shell: { module: 'src/app/layouts/tab-shell.tsx', calls: ['getServiceOrderCounts', 'getMessageUnreadCount'] },
  home: paths.home,
  signIn: paths.login,
};
