// The orders area's pages: the Orders tab and the order pages, which share their own pieces.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const ordersRoutes: FeatureRoutes = {
  feature: 'orders',
  tabs: [{ path: paths.orders, screen: 'orders-screen', calls: ['listServiceOrders'] }],
  stack: [
    { path: paths.orderReceive, screen: 'order-receive-screen', sharedChunk: 'order-page' },
    // Opened daily, from the lists and from notifications.
    { path: paths.orderDetail, screen: 'order-detail-screen', calls: ['getServiceOrderDetail'], sharedChunk: 'order-page' },
    { path: paths.orderPhotos, screen: 'order-photos-screen', sharedChunk: 'order-page' },
    { path: paths.orderAppraise, screen: 'order-appraise-screen', sharedChunk: 'order-page' },
  ],
};
