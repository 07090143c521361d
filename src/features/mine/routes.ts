// The mine area: the Mine tab, and the worker's own pages under pages/user/.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

// The tab's texts ride in its chunk; the pages have a catalogue of their own, so none loads the tab.
const namespace = 'mine-pages';

export const mineRoutes: FeatureRoutes = {
  feature: 'mine',
  tabs: [{ path: paths.mine, screen: 'mine-screen', calls: ['getWorkerInfo', 'getMyWallet', 'getWorkerHomeSummary', 'getUserMenu'] }],
  stack: [
    { path: paths.realName, screen: 'real-name-screen', namespace },
    { path: paths.serviceTime, screen: 'service-time-screen', namespace },
    { path: paths.addressList, screen: 'address-list-screen', namespace },
    { path: paths.addressEdit, screen: 'address-edit-screen', namespace },
    { path: paths.feedback, screen: 'feedback-screen', namespace },
    { path: paths.myReviews, screen: 'my-reviews-screen', namespace },
    { path: paths.reviewAppeal, screen: 'review-appeal-screen', namespace },
    { path: paths.reviewAppeals, screen: 'review-appeals-screen', namespace },
    { path: paths.album, screen: 'album-screen', namespace },
    { path: paths.follow, screen: 'followers-screen', namespace },
  ],
};
