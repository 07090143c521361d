// The worker's last SOS alert: the newest one the outbox keeps for her (lib/outbox, followed: it
// stays in the journal after it went, with the platform's id, until she closes it). One source for
// where it stands, wherever the SOS shows (Home, the order's pages, the safety centre): on the phone,
// refused, set aside, or with the platform. Tied to her like every kept change: a 401 and her next
// sign-in keep it; another worker on the phone never sees it.
import { dismiss, type Intent, useOutbox } from '@/lib/outbox';

/** The outbox's kind of the alert (senders.ts). */
export const SOS_KIND = 'createSosAlert';

export type LastAlert = Intent;

/** The newest alert of the session's worker still kept (in any state), or null. */
export function useLastAlert(): LastAlert | null {
  return useOutbox().findLast((intent) => intent.kind === SOS_KIND) ?? null;
}

/** The platform's id of an alert it took. */
export const alertIdOf = (alert: LastAlert): string | undefined => (typeof alert.receipt?.id === 'string' ? alert.receipt.id : undefined);

/** The worker closed it (handled, cancelled, refused and seen): nothing of it is left to show. */
export const forgetAlert = (key: string) => dismiss(key);
