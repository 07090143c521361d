// What Home does once an answer holds offers new to this phone, loaded only then: rings, unless the
// worker is in a service or turned every alert off (the accepting state is checked before loading).
// The line says the nearest new offer, as its card says the distance.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ringNewOffer } from '@/lib/offer-alert/ring';
import { alertsAtAll, readOfferAlertSettings } from '@/lib/offer-alert/settings';
import type { ServiceOrderRow } from '@/features/home/api/use-home';
import { workerInService } from './in-service';
import { ringsNow } from './new-offers';

type NewOffers = {
  queryClient: QueryClient;
  /** The offers new in this answer. */
  fresh: readonly ServiceOrderRow[];
  /** Home's texts (`home` namespace), in the worker's language. */
  t: TFunction<'home'>;
  /** The worker's language as BCP 47 (the voice's). */
  lang: string;
};

export async function ringForNewOffers({ queryClient, fresh, t, lang }: NewOffers) {
  const settings = readOfferAlertSettings();
  const inService = workerInService(queryClient);
  if (!ringsNow({ accepting: true, inService, alerts: alertsAtAll(settings) })) return undefined;
  const metres = fresh
    .map((row) => row.distanceMeters)
    .filter((m): m is number => m != null)
    .sort((a, b) => a - b)[0];
  const line = metres == null ? t('alert.lineNoDistance') : metres < 1000 ? t('alert.lineM', { m: metres }) : t('alert.line', { km: (metres / 1000).toFixed(1) });
  return ringNewOffer({ settings, title: t('alert.title'), line, lang });
}
