// Where the worker's last alert stands, as Home, the order's pages and the safety centre show it, from
// one source: the outbox keeps the alert (last-alert.ts) until the worker closes it: on its first try,
// waiting on the phone for a network, refused by the platform (its words), set aside (why), or with
// the platform: then what the platform says of it (getSosAlert, asked again while it is being
// handled, so that the safety desk's close shows) with the worker's own word laid over while it still
// waits on the phone. "Received" only once the platform answered the alert itself; never inferred
// from an alert the phone no longer holds.
import { useGetSosAlert } from '@generated/api/safety/get-sos-alert';
import type { SosAlert, SosAlertResolution } from '@generated/api/model';
import { useOutbox } from '@/lib/outbox';
import { alertIdOf, type LastAlert } from './last-alert';

/** How often an alert still being handled is asked again (the desk's close, the worker's word from elsewhere). */
export const ALERT_REFRESH_MS = 20_000;

export type AlertState =
  /** On its first try. */
  | { kind: 'sending' }
  /** Waiting on the phone for a network (or for her sign-in). */
  | { kind: 'kept'; session: boolean }
  /** The platform refused it (its words): 110 is the way; sent again, it is a new alert. */
  | { kind: 'refused'; message: string }
  /** It cannot go as it is (why): 110 is the way; tried again with its key. */
  | { kind: 'aside'; message: string }
  /** With the platform, being handled; `said`: the worker's word (sent, or on the phone: `saying`). */
  | { kind: 'open'; id: string; alert?: SosAlert; said?: SosAlertResolution; saying: boolean }
  | { kind: 'handled'; alert: SosAlert }
  | { kind: 'cancelled'; alert: SosAlert };

/** The alert's state from the outbox alone, before the platform's own word on it (a pure function: the model-based test holds it). */
export function keptAlertState(last: LastAlert): Exclude<AlertState, { kind: 'handled' | 'cancelled' }> {
  switch (last.state) {
    case 'pending':
      return last.wait ? { kind: 'kept', session: last.wait === 'session' } : { kind: 'sending' };
    case 'refused':
      return { kind: 'refused', message: last.error ?? '' };
    case 'aside':
      return { kind: 'aside', message: last.error ?? '' };
    case 'sent':
      return { kind: 'open', id: alertIdOf(last) ?? '', saying: false };
  }
}

export function useAlertState(last: LastAlert): AlertState {
  const intents = useOutbox();
  const kept = keptAlertState(last);
  const id = kept.kind === 'open' ? kept.id : '';
  const answer = useGetSosAlert(
    { id },
    {
      query: {
        enabled: id !== '',
        select: (body) => body.data,
        refetchInterval: (query) => (query.state.data?.data.status === 'sent' ? ALERT_REFRESH_MS : false),
      },
    },
  );
  if (kept.kind !== 'open') return kept;
  const alert = answer.data;
  if (alert?.status === 'handled') return { kind: 'handled', alert };
  if (alert?.status === 'cancelled') return { kind: 'cancelled', alert };
  // The newest word still on the phone stands over the platform's.
  const saying = intents.filter((intent) => intent.kind === 'resolveSosAlert' && intent.state === 'pending' && intent.body.id === id).at(-1);
  const said = (saying?.body.resolution as SosAlertResolution | undefined) ?? alert?.resolution ?? undefined;
  return { kind: 'open', id, alert, said, saying: Boolean(saying) };
}
