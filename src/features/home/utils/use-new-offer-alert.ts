// Home rings for a new offer: each answer of the offers is sorted out (new-offers.ts), and a new one
// alerts once while the worker is accepting (ring-new-offers.ts, loaded only then, checks the service
// and the settings). The native shell's `newOffer` event asks the offers at once; the poll
// (api/use-home.ts) stays the fallback. The worker's first tap unlocks the sound.
import { inTime } from '@/lib/loading/deadline';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, requestLanguage } from '@/lib/i18n/language';
import { onNativeEvent } from '@/lib/native/bridge';
import { unlockAlertAudioOnFirstTap } from '@/lib/offer-alert/audio';
import { sessionWorker } from '@/lib/session/session';
import { readStored, storedKeys } from '@/lib/storage/storage';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import type { ServiceOrderRow } from '@/features/home/api/use-home';
import { takeNewOffers } from './new-offers';

type Props = {
  /** The offers shown: each answer that changed them is sorted out once (an unchanged answer is the same rows). */
  rows: readonly ServiceOrderRow[] | undefined;
  /** The worker's online state is accepting; undefined until the server has said (nothing is sorted out before). */
  accepting: boolean | undefined;
  /** Asks the offers again now (the native shell's push). */
  refetch: () => void;
};

export function useNewOfferAlert({ rows, accepting, refetch }: Props) {
  const { t, i18n } = useTranslation('home');
  const queryClient = useQueryClient();

  useEffect(() => unlockAlertAudioOnFirstTap(), []);
  // The rings still waiting for an idle moment when Home goes: none after it (a later answer's ring
  // does not cancel an earlier one's: each offer rings once).
  const waiting = useRef(new Set<() => void>());
  useEffect(() => {
    const pending = waiting.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);
  useEffect(
    () =>
      onNativeEvent('newOffer', () => {
        refetch();
      }),
    [refetch],
  );

  const stateKnown = accepting !== undefined;
  useEffect(() => {
    if (!rows || accepting === undefined) return;
    const ids = takeNewOffers(sessionWorker() ?? '', rows.map((row) => row.id));
    if (!ids.length || !accepting) return;
    const fresh = rows.filter((row) => ids.includes(row.id));
    const lang = requestLanguage(i18n.language as Language);
    // Once the page is idle: the ring draws nothing, and at a start whose first answer holds a new
    // offer its code (~4 KB) would share the line with what the screen draws. Later answers find
    // the page idle already.
    const cancel = whenIdleAfterLoad(() => {
      waiting.current.delete(cancel);
      void inTime(import('./ring-new-offers'), 'ring-new-offers')
        .then(({ ringForNewOffers }) => ringForNewOffers({ queryClient, fresh, t, lang }))
        .catch(async () => {
          // The ring's code did not come: the phone still vibrates, unless the worker turned it off (read
          // here from the key itself: the settings' module would add to Home's first load), and never
          // during a service: the rule's own small chunk decides; when it cannot come either, the phone
          // stays still (a vibration in the middle of a massage is the worse mistake).
          const inService = await inTime(import('./in-service'), 'in-service').then(({ workerInService }) => workerInService(queryClient), () => true);
          if (!inService && readStored(storedKeys.offerAlert)?.vibrate !== false) navigator.vibrate?.([300, 150, 300]);
        });
    });
    waiting.current.add(cancel);
    // Each answer once, when the online state is known: the state and the texts as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, stateKnown]);
}
