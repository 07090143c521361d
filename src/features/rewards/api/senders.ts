// How the rewards' changes are sent: taking a coupon is a claim on money, online only, never kept
// (offline it is not sent and says so); afterwards the centre and my coupons are read again.
import { receiveCoupon } from '@generated/api/shop/receive-coupon';
import { callOf, type Senders } from '@/lib/outbox';

export const senders: Senders = {
  receiveCoupon: { send: callOf(receiveCoupon) },
};
