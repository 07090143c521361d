// The materials shop: the materials page (goods and cart), a goods, its reviews and the cart are
// public pages (docs/decisions.md, "The materials shop"); checking out and the shop orders need the
// session.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const shopRoutes: FeatureRoutes = {
  feature: 'shop',
  public: [
    { path: paths.cart, screen: 'cart-screen' },
    { path: paths.goodsDetail, screen: 'goods-detail-screen' },
    { path: paths.goodsCart, screen: 'goods-cart-screen' },
    { path: paths.goodsComment, screen: 'goods-comment-screen' },
  ],
  stack: [
    { path: paths.shopCheckout, screen: 'checkout-screen' },
    { path: paths.shopOrders, screen: 'shop-orders-screen' },
    { path: paths.shopOrderDetail, screen: 'shop-order-detail-screen' },
  ],
};
