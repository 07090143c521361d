// Small formatting helpers of the orders screens.
import type { TFunction } from 'i18next';

/** 800米 / 4.1公里. */
export function formatDistance(meters: number, t: TFunction<'orders'>) {
  if (meters < 1000) return t('order.distanceM', { meters: Math.round(meters) });
  return t('order.distanceKm', { km: (meters / 1000).toFixed(1) });
}
