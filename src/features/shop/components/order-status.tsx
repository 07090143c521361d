// A shop order's status as a coloured tag, with the buyer-facing text (lib/format/shop.ts): the order
// list and the order detail.
import { shopOrderStatusText } from '@/lib/format/shop';

const tone = (status: number) => (status < 0 ? 'closed' : status === 0 ? 'unpaid' : status >= 5 ? 'done' : 'active');

export function OrderStatus({ status }: { status: number }) {
  return <span className={`order-status order-status--${tone(status)}`}>{shopOrderStatusText(status)}</span>;
}
