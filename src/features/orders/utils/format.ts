// Small formatting helpers of the orders screens.
import type { TFunction } from 'i18next';

/** 800米 / 4.1公里. */
export function formatDistance(meters: number, t: TFunction<'orders'>) {
  if (meters < 1000) return t('order.distanceM', { meters: Math.round(meters) });
  return t('order.distanceKm', { km: (meters / 1000).toFixed(1) });
}

/** Where an order's card or link goes: an offer opens the receive page, the rest the detail. */
export function orderHref(paths: { orderReceive: string; orderDetail: string }, order: { id: string; status: string }) {
  const page = order.status === 'pending_accept' ? paths.orderReceive : paths.orderDetail;
  return `${page}?id=${encodeURIComponent(order.id)}`;
}
