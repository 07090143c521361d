// The rewards area: the user-centre balance, points, coupons and the coupon centre, my invite code,
// and the salesman page (the spec's pages/salesman/index, which may be shared). Mine reaches them
// through the server's menu (getUserMenu).
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const rewardsRoutes: FeatureRoutes = {
  feature: 'rewards',
  stack: [
    { path: paths.balance, screen: 'balance-screen' },
    { path: paths.integral, screen: 'integral-screen' },
    { path: paths.coupons, screen: 'coupons-screen' },
    { path: paths.couponCenter, screen: 'coupon-center-screen' },
    { path: paths.inviteCode, screen: 'invite-code-screen' },
    { path: paths.salesman, screen: 'salesman-screen' },
  ],
};
