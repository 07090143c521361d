// The messages area: the Messages tab, and the message / notice detail.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const messagesRoutes: FeatureRoutes = {
  feature: 'messages',
  tabs: [{ path: paths.messages, screen: 'messages-screen', calls: ['listMessages'] }],
  // The platform's notices are public pages: anyone may read them. The detail shows a message too
  // (without `type=notice`): its call needs the session, and without one login opens and returns.
  public: [
    { path: paths.noticeList, screen: 'notices-screen', calls: ['listNotices'] },
    { path: paths.noticeDetail, screen: 'notice-detail-screen' },
  ],
};
