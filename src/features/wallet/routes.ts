// The wallet area: balances and flow records, withdrawing, the withdrawal records and their detail,
// and the saved withdrawal accounts (Mine links to them).
import type { FeatureRoutes } from '../../config/feature-routes.ts';
import { paths } from '../../config/paths.ts';

export const walletRoutes: FeatureRoutes = {
  feature: 'wallet',
  stack: [
    { path: paths.wallet, screen: 'wallet-screen' },
    { path: paths.withdraw, screen: 'withdraw-screen' },
    { path: paths.withdrawLog, screen: 'withdraw-log-screen' },
    { path: paths.withdrawDetail, screen: 'withdraw-detail-screen' },
    { path: paths.withdrawAccounts, screen: 'accounts-screen' },
    { path: paths.updateWithdrawAccount, screen: 'account-edit-screen', forms: ['account/withdraw-account'] },
  ],
};
