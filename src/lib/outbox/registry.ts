// Who sends each kind of change: each feature registers its own senders (the generated call, and
// what the app's cached answers learn once the server took it), so the outbox names no feature.
// Eager senders (the SOS lane's: an alert never waits for code to arrive) are registered by the code
// that makes such changes; the rest as loaders, registered once by the app shell at start and loaded
// with the first change that needs one, so that a change kept before a reload finds its sender
// whichever page the app starts on. A loader that fails or stalls is asked again at the next try.
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import type { Sender, Senders } from './types';

const known = new Map<string, Sender>();
type Loader = { load: () => Promise<Senders>; loading?: Promise<void> };
const loaders: Loader[] = [];
/** Kinds a later version renamed, old name to new: an intent kept under its old name still finds its sender. */
const renamed = new Map<string, string>();

/**
 * Registers a feature's senders: at once (`senders`), or a loader of them (`() => import(...)`).
 * `renamedKinds`: old name to new, for every kind a later version renamed (never remove one: a phone
 * may hold such an intent for days).
 */
export function registerSenders(senders: Senders | (() => Promise<Senders>), renamedKinds: Record<string, string> = {}) {
  if (typeof senders === 'function') loaders.push({ load: senders });
  else for (const [kind, sender] of Object.entries(senders)) known.set(kind, sender);
  for (const [old, now] of Object.entries(renamedKinds)) renamed.set(old, now);
}

/** Loads every loader not yet loaded (each once; a failed or stalled one again next time). */
async function loadAll() {
  await Promise.all(
    loaders.map((loader) => {
      loader.loading ??= within(loader.load(), CHUNK_TIMEOUT_MS, 'outbox-senders').then(
        (senders) => {
          for (const [kind, sender] of Object.entries(senders)) if (!known.has(kind)) known.set(kind, sender);
          loaders.splice(loaders.indexOf(loader), 1);
        },
        (error: unknown) => {
          loader.loading = undefined;
          throw error;
        },
      );
      return loader.loading;
    }),
  );
}

/** The sender of a kind (a renamed kind under its new name); undefined when this version has none; rejects when a loader's code cannot arrive. */
export async function senderOf(kind: string): Promise<Sender | undefined> {
  const find = () => known.get(kind) ?? known.get(renamed.get(kind) ?? '');
  const found = find();
  if (found || loaders.length === 0) return found;
  await loadAll();
  return find();
}

/** The senders registered at once, without loading any (for the words of one set aside). */
export const loadedSender = (kind: string) => known.get(kind) ?? known.get(renamed.get(kind) ?? '');
