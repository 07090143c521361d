// Where the worker's last alert stands, as Home, the order's pages and the safety centre show it:
// still on the phone (the journal holds it: on its first try, or waiting for a network), refused,
// or with the platform, and then what the platform says of it (getSosAlert, asked again while it is
// being handled, so that the safety desk's close shows) with the worker's own word laid over while
// it still waits on the phone. Read from the journal and the answers, never from what a button
// remembered: an alert delivered while no button watched says delivered all the same.
import { useEffect } from 'react';
import { useGetSosAlert } from '@generated/api/safety/get-sos-alert';
import type { SosAlert, SosAlertResolution } from '@generated/api/model';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { type LastAlert, noteDelivered } from './last-alert';
import { whenAlertSent } from './send-sos';

/** How often an alert still being handled is asked again (the desk's close, the worker's word from elsewhere). */
export const ALERT_REFRESH_MS = 20_000;

export type AlertState =
  /** On its first try. */
  | { kind: 'sending' }
  /** Waiting on the phone for a network. */
  | { kind: 'kept' }
  /** The platform refused it, or it cannot go as it is: 110 is the way. */
  | { kind: 'failed' }
  /** With the platform, being handled; `said`: the worker's word (sent, or on the phone: `saying`). */
  | { kind: 'open'; alert?: SosAlert; said?: SosAlertResolution; saying: boolean }
  | { kind: 'handled'; alert: SosAlert }
  | { kind: 'cancelled'; alert: SosAlert };

export function useAlertState(last: LastAlert): AlertState {
  const intents = useOutbox();
  const own = intents.find((intent) => intent.key === last.key);
  const gone = !own;
  const { id } = last;

  // Sent while no screen followed it (in an earlier moment of this app's life, or at its start): the
  // outbox still knows its answer.
  useEffect(() => {
    if (!gone || id) return;
    whenAlertSent(last.key).then((alert) => noteDelivered(last.key, alert.id), () => undefined);
  }, [gone, id, last.key]);

  const answer = useGetSosAlert(
    { id: id ?? '' },
    {
      query: {
        enabled: gone && Boolean(id),
        select: (body) => body.data,
        refetchInterval: (query) => (query.state.data?.data.status === 'sent' ? ALERT_REFRESH_MS : false),
      },
    },
  );

  if (own) {
    if (own.state !== 'pending') return { kind: 'failed' };
    return own.wait ? { kind: 'kept' } : { kind: 'sending' };
  }
  const alert = answer.data;
  if (alert?.status === 'handled') return { kind: 'handled', alert };
  if (alert?.status === 'cancelled') return { kind: 'cancelled', alert };
  // The newest word still on the phone stands over the platform's.
  const saying = intents.filter((intent) => intent.kind === 'resolveSosAlert' && intent.state === 'pending' && intent.body.id === id).at(-1);
  const said = (saying?.body.resolution as SosAlertResolution | undefined) ?? alert?.resolution ?? undefined;
  return { kind: 'open', alert, said, saying: Boolean(saying) };
}
