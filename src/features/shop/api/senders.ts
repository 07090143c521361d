// How the shop's changes are sent. Money (placing, paying, cancelling an order, a refund, its
// receipt): online only, never kept; offline not sent, and the screen says so. A review of the goods
// and the cart: kept. Each reads again the lists and the order it changed; what spent or gave back points and
// coupons reads them again wherever they show.
import type { QueryClient } from '@tanstack/react-query';
import {
  applyShopOrderRefund,
  cancelShopOrder,
  confirmShopOrderReceipt,
  createShopOrder,
  getGetShopOrderDetailMutationKey,
  getListMyBalanceRecordsUrl,
  getListMyCouponsMutationKey,
  getListMyCouponsUrl,
  getListShopOrdersMutationKey,
  payShopOrder,
  reviewShopOrder,
  saveShopCart,
} from '@generated/api/shop/shop';
import { getGetCloudMyInfoUrl } from '@generated/api/auth/get-cloud-my-info';
import { callOf, type Intent, type Senders } from '@/lib/outbox';
import { refreshCoupons } from './coupon-reads';
import { refreshPoints } from './points-reads';

const orderOf = (intent: Intent) => String(intent.body._id ?? intent.body.order_id ?? '');

/** The lists, and the order the change was of. */
const refreshOrder = (queryClient: QueryClient, intent: Intent) => {
  void queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() });
  void queryClient.invalidateQueries({ queryKey: [...getGetShopOrderDetailMutationKey(), orderOf(intent)] });
};

export const senders: Senders = {
  createShopOrder: {
    send: callOf(createShopOrder),
    // The coupon the order used is no longer unused; the points it spent leave the balance wherever
    // it shows (the checkout, 我的积分, the user centre's 个人信息 and the cloud user).
    answered: (queryClient, intent) => {
      void queryClient.invalidateQueries({ queryKey: getListShopOrdersMutationKey() });
      void queryClient.invalidateQueries({ queryKey: getListMyCouponsMutationKey() });
      void queryClient.invalidateQueries({ queryKey: [getListMyCouponsUrl()] });
      if (intent.body.use_integral) void refreshPoints(queryClient);
    },
  },
  payShopOrder: {
    send: callOf(payShopOrder),
    answered: (queryClient, intent) => {
      refreshOrder(queryClient, intent);
      // A balance payment lowers the balance and adds a row to its records (the balance page's queries).
      if (intent.body.pay_type === 'balance') {
        void queryClient.invalidateQueries({ queryKey: [getGetCloudMyInfoUrl()] });
        void queryClient.invalidateQueries({ queryKey: [getListMyBalanceRecordsUrl()] });
      }
    },
  },
  // A cancelled order gives back the points it spent and the coupon it used, wherever they show.
  cancelShopOrder: {
    send: callOf(cancelShopOrder),
    answered: (queryClient, intent) => {
      refreshOrder(queryClient, intent);
      void refreshPoints(queryClient);
      void refreshCoupons(queryClient);
    },
  },
  confirmShopOrderReceipt: { send: callOf(confirmShopOrderReceipt), answered: refreshOrder },
  applyShopOrderRefund: { send: callOf(applyShopOrderRefund), answered: refreshOrder },
  reviewShopOrder: { send: callOf(reviewShopOrder), answered: refreshOrder },
  // Kept: the whole cart, the newest replacing one not yet sent (cart-store.ts).
  saveShopCart: { send: callOf(saveShopCart) },
};
