// The messages area: the Messages tab, and the message / notice detail (signed in).
import type { FeatureRoutes, ScreenHandle } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const messagesRoutes: FeatureRoutes = {
  tabs: [
    {
      path: paths.messages,
      lazy: async () => {
        const [{ MessagesScreen }, { prefetchMessages }] = await Promise.all([import('./screens/messages-screen'), import('./api/use-messages')]);
        return { Component: MessagesScreen, handle: { prefetch: prefetchMessages } satisfies ScreenHandle };
      },
    },
  ],
  // A public page in the spec, but message details need the session: signed-in for now.
  stack: [{ path: paths.noticeDetail, lazy: async () => ({ Component: (await import('./screens/notice-detail-screen')).NoticeDetailScreen }) }],
};
