// Which offers are new: an offer this phone has never shown to this worker, whenever it came (the
// first answer after a start or a sign-in included); one shown before a reload is not. The ids shown
// are kept on the phone (`worker_offers_seen`), bounded, the newest last.
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';

/** Ten pages of offers: more than a day of them, a few KB. */
export const MAX_SEEN = 200;

/**
 * The ids of `shown` not in `seen` for `worker`, and the list to keep: `shown` moved to its end (an
 * offer still on screen never drops out of it), the oldest dropped past `max`.
 */
export function sortOutOffers(seen: readonly string[], worker: string, shown: readonly string[], max = MAX_SEEN) {
  const keyOf = (id: string) => `${worker}/${id}`;
  const before = new Set(seen);
  const fresh = [...new Set(shown)].filter((id) => !before.has(keyOf(id)));
  const now = new Set(shown.map(keyOf));
  const kept = [...seen.filter((key) => !now.has(key)), ...now].slice(-max);
  return { fresh, kept };
}

/** The offers among `shown` this worker never saw on this phone; from now on all of them count as seen. */
export function takeNewOffers(worker: string, shown: readonly string[]): string[] {
  const seen = readStored(storedKeys.offersSeen);
  const { fresh, kept } = sortOutOffers(seen, worker, shown);
  if (fresh.length || kept.length !== seen.length || kept.some((key, i) => key !== seen[i])) writeStored(storedKeys.offersSeen, kept);
  return fresh;
}

/** Whether new offers ring now: only while the worker is accepting, not in a service, and has not turned every alert off. */
export const ringsNow = ({ accepting, inService, alerts }: { accepting: boolean; inService: boolean; alerts: boolean }) => accepting && !inService && alerts;
