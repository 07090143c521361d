// The orders area's pages, loaded on demand: the Orders tab and the order pages.
import type { FeatureRoutes, ScreenHandle } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const ordersRoutes: FeatureRoutes = {
  tabs: [
    {
      path: paths.orders,
      lazy: async () => {
        const [{ OrdersScreen }, { prefetchOrders }] = await Promise.all([import('./screens/orders-screen'), import('./api/use-orders')]);
        return { Component: OrdersScreen, handle: { prefetch: prefetchOrders } satisfies ScreenHandle };
      },
    },
  ],
  stack: [
    { path: paths.orderReceive, lazy: async () => ({ Component: (await import('./screens/order-receive-screen')).OrderReceiveScreen }) },
    {
      path: paths.orderDetail,
      lazy: async () => {
        const [{ OrderDetailScreen }, { prefetchOrderDetail }] = await Promise.all([import('./screens/order-detail-screen'), import('./api/use-orders')]);
        return { Component: OrderDetailScreen, handle: { prefetch: prefetchOrderDetail } satisfies ScreenHandle };
      },
    },
    { path: paths.orderPhotos, lazy: async () => ({ Component: (await import('./screens/order-photos-screen')).OrderPhotosScreen }) },
    { path: paths.orderAppraise, lazy: async () => ({ Component: (await import('./screens/order-appraise-screen')).OrderAppraiseScreen }) },
  ],
};
