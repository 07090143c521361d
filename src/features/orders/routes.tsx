// The orders area's pages, loaded on demand: the Orders tab and the order pages.
import type { FeatureRoutes } from '../../config/feature-routes';
import { paths } from '../../config/paths';

export const ordersRoutes: FeatureRoutes = {
  tabs: [{ path: paths.orders, lazy: async () => ({ Component: (await import('./screens/orders-screen')).OrdersScreen }) }],
  stack: [
    { path: paths.orderReceive, lazy: async () => ({ Component: (await import('./screens/order-receive-screen')).OrderReceiveScreen }) },
    { path: paths.orderDetail, lazy: async () => ({ Component: (await import('./screens/order-detail-screen')).OrderDetailScreen }) },
    { path: paths.orderPhotos, lazy: async () => ({ Component: (await import('./screens/order-photos-screen')).OrderPhotosScreen }) },
    { path: paths.orderAppraise, lazy: async () => ({ Component: (await import('./screens/order-appraise-screen')).OrderAppraiseScreen }) },
  ],
};
