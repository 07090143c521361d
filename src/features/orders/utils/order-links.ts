// The links to an order's pages, written one way: the page's path with the order's id.
import { paths } from '@/config/paths';

type OrderPageName = 'orderDetail' | 'orderReceive' | 'orderPhotos' | 'orderAppraise';

export const orderLink = (page: OrderPageName, id: string) => `${paths[page]}?id=${encodeURIComponent(id)}`;

/** Where an order's card goes: an offer opens the receive page, the rest the detail. */
export const orderCardLink = (order: { id: string; status: string }) =>
  orderLink(order.status === 'pending_accept' ? 'orderReceive' : 'orderDetail', order.id);
