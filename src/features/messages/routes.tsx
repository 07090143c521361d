// The messages area: the Messages tab, and the message / notice detail (signed in).
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const messagesRoutes: FeatureRoutes = {
  tabs: [{ path: paths.messages, lazy: async () => ({ Component: (await import('./screens/messages-screen')).MessagesScreen }) }],
  // A public page in the spec, but message details need the session: signed-in for now.
  stack: [{ path: paths.noticeDetail, lazy: async () => ({ Component: (await import('./screens/notice-detail-screen')).NoticeDetailScreen }) }],
};
