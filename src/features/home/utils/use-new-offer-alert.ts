// Home rings for a new offer: each answer of the offers is sorted out (utils/new-offers.ts), and a new
// one alerts once, while the worker is accepting, not in a service, with an alert turned on. The
// ring's code loads only then. The native shell's `newOffer` event asks the offers at once; the poll
// (api/use-home.ts) stays the fallback. The worker's first tap unlocks the sound.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetFirstCalls } from '@/lib/api/first-calls';
import { type Language, requestLanguage } from '@/lib/i18n/language';
import { onNativeEvent } from '@/lib/native/bridge';
import { unlockAlertAudioOnFirstTap } from '@/lib/offer-alert/audio';
import { alertsAtAll, readOfferAlertSettings } from '@/lib/offer-alert/settings';
import { sessionWorker } from '@/lib/session/session';
import type { ServiceOrderRow } from '@/features/home/api/use-home';
import { useInService } from '@/features/home/api/use-in-service';
import { ringsNow, takeNewOffers } from './new-offers';

type Props = {
  rows: readonly ServiceOrderRow[] | undefined;
  /** When the rows arrived: each answer is sorted out once. */
  receivedAt: number;
  /** The worker's online state is accepting; undefined until the server has said (nothing is sorted out before). */
  accepting: boolean | undefined;
  /** Asks the offers again now (the native shell's push). */
  refetch: () => void;
};

export function useNewOfferAlert({ rows, receivedAt, accepting, refetch }: Props) {
  const { t, i18n } = useTranslation('home');
  const inService = useInService();

  useEffect(() => unlockAlertAudioOnFirstTap(), []);
  useEffect(
    () =>
      onNativeEvent('newOffer', () => {
        // The offers the page asked for at the start predate the push.
        forgetFirstCalls();
        refetch();
      }),
    [refetch],
  );

  const stateKnown = accepting !== undefined;
  useEffect(() => {
    if (!rows || accepting === undefined) return;
    const fresh = takeNewOffers(sessionWorker() ?? '', rows.map((row) => row.id));
    const settings = readOfferAlertSettings();
    if (!fresh.length || !ringsNow({ accepting, inService, alerts: alertsAtAll(settings) })) return;
    // The nearest of the new ones is the one said.
    const metres = rows
      .filter((row) => fresh.includes(row.id))
      .map((row) => row.distanceMeters)
      .filter((m): m is number => m != null)
      .sort((a, b) => a - b)[0];
    // As the offer's card says it: metres under a kilometre.
    const line = metres == null ? t('alert.lineNoDistance') : metres < 1000 ? t('alert.lineM', { m: metres }) : t('alert.line', { km: (metres / 1000).toFixed(1) });
    import('@/lib/offer-alert/ring')
      .then(({ ringNewOffer }) => ringNewOffer({ settings, title: t('alert.title'), line, lang: requestLanguage(i18n.language as Language) }))
      .catch(() => {
        // The ring's code did not come: the phone still vibrates.
        if (settings.vibrate) navigator.vibrate?.([300, 150, 300]);
      });
    // Each answer once, when the online state is known: the state and the texts as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [receivedAt, stateKnown]);
}
