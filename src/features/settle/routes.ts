// The settlement area: the overview, statistics by period, the bills, and the income chart.
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const settleRoutes: FeatureRoutes = {
  feature: 'settle',
  stack: [
    { path: paths.settle, screen: 'settle-screen' },
    { path: paths.settleStat, screen: 'settle-stat-screen' },
    { path: paths.settleBill, screen: 'settle-bill-screen' },
    { path: paths.incomeCharts, screen: 'income-charts-screen' },
  ],
};
