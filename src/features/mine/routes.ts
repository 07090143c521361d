// The mine area: the Mine tab, and the worker's own pages under pages/user/.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const mineRoutes: FeatureRoutes = {
  feature: 'mine',
  tabs: [{ path: paths.mine, screen: 'mine-screen', calls: ['getWorkerInfo', 'getMyWallet', 'getUserMenu'] }],
  stack: [
    { path: paths.realName, screen: 'real-name-screen' },
    { path: paths.serviceTime, screen: 'service-time-screen' },
    { path: paths.addressList, screen: 'address-list-screen' },
    { path: paths.addressEdit, screen: 'address-edit-screen' },
    { path: paths.feedback, screen: 'feedback-screen' },
    { path: paths.myReviews, screen: 'my-reviews-screen' },
    { path: paths.album, screen: 'album-screen' },
    { path: paths.follow, screen: 'followers-screen' },
  ],
};
