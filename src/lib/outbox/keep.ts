// Keeping a change at the tap: synchronous, before anything is fetched (the sender's code, a
// position, the network). The intent is in the journal when `keepChange` returns; its photos follow
// into IndexedDB; a position still being read amends the kept body when it comes. Sending is the
// engine's (engine.ts), which may load after.
import { newIdempotencyKey } from '@/lib/api/idempotency';
import { contractDateTime } from '@/lib/format/contract-time';
import { phoneWorker, sessionWorker } from '@/lib/session/session';
import { appFiles, type FileStore } from './files';
import { appJournal, INTENT_VERSION, type Intent, type IntentFile, type Journal, type Lane } from './journal';

/** The time of the tap as the contract writes times (+08:00): 2026-11-22T12:20:04+08:00. */
export const tapTime = (ms = Date.now()) => contractDateTime(ms);

/** A photo as the screen hands it over: where its URL goes, and the picture. */
export type KeptFile = { field: string; blob: Blob; folder: string; name: string };

export type KeepOptions = {
  orderId?: string;
  files?: KeptFile[];
  lane?: Lane;
  /** Where it stands is shown from the intent after it went (the SOS alert): kept as sent until the worker closes it. */
  follow?: boolean;
  /**
   * A change whose newer one makes it moot (the server's copy of a draft): kept under this tag, it
   * replaces what of the same worker's waits under it (one on the wire is left to end; the newer goes
   * after it, in the order of the taps).
   */
  coalesce?: string;
  /** The intent's key when the caller made it (it must name the intent before it is kept). */
  key?: string;
  /**
   * Fields still being read at the tap (a fresh position): the body goes with what it has now (the
   * last known position), amended if these come within `waitMs`; the sender waits for them no longer.
   */
  amend?: { fields: Promise<Record<string, unknown> | null>; waitMs: number };
  /**
   * Files named at the tap whose blobs are still being read (a recording's parts, from its draft
   * `from`): the intent is kept at once with them named, their blobs put in the outbox's store when
   * they come, then `release` lets the source go; the sender waits for them (a page gone before:
   * outbox.ts reads them from `from`).
   */
  filesLater?: { files: Omit<IntentFile, 'url'>[]; blobs: Promise<Blob[]>; from?: string; release?: () => unknown };
};

export type KeepDeps = { journal: Journal; files: FileStore; owner: () => string | null | undefined; now?: () => number };

/** Keeps one change; returns it as kept. Never throws: a phone that refuses (full) keeps it in memory, and the journal says so. */
export function keepChange({ journal, files, owner, now = Date.now }: KeepDeps, kind: string, body: Record<string, unknown>, options: KeepOptions = {}): Intent {
  const at = now();
  const who = owner();
  const named = options.files?.length ? options.files.map(({ field, folder, name, blob }) => ({ field, folder, name, type: blob.type })) : options.filesLater?.files;
  const intent: Intent = {
    v: INTENT_VERSION,
    key: options.key ?? newIdempotencyKey(),
    kind,
    body: { ...body, occurredAt: tapTime(at) },
    seq: journal.nextSeq(at),
    lane: options.lane ?? 'main',
    state: 'pending',
    tries: 0,
    ...(who ? { owner: who } : {}),
    ...(options.orderId ? { orderId: options.orderId } : {}),
    ...(options.follow ? { follow: true as const } : {}),
    ...(options.coalesce ? { coalesce: options.coalesce } : {}),
    ...(options.filesLater?.from ? { filesFrom: options.filesLater.from } : {}),
    ...(named?.length ? { files: named } : {}),
  };
  if (options.coalesce) {
    // The newer says it all; one on the wire ends as it goes (dropped now, an older copy could land after the newer).
    const moot = journal.all().filter((kept) => kept.coalesce === options.coalesce && kept.state === 'pending' && kept.owner === intent.owner && !journal.wire.has(kept.key));
    journal.drop(moot.map((kept) => kept.key));
  }
  journal.put(intent);
  // Held only in the page's memory (no IndexedDB): the intent says so, and the worker is told a reload would lose them.
  const noteWhere = (where: void | 'memory') => {
    const kept = journal.get(intent.key);
    if (where === 'memory' && kept && !kept.filesInMemory) journal.put({ ...kept, filesInMemory: true });
  };
  if (options.files?.length) {
    const put = files.put(
      intent.key,
      options.files.map((file) => file.blob),
    );
    // The sender waits for the photos to be on the phone before it reads them back.
    journal.preparing.set(intent.key, put.then(noteWhere).catch(() => undefined));
  } else if (options.filesLater) {
    const { blobs, release } = options.filesLater;
    const put = blobs.then(async (list) => {
      const where = await files.put(intent.key, list);
      noteWhere(where);
      // In the outbox's own store (not only in memory): the source may go.
      if (where !== 'memory' && list.length > 0) await Promise.resolve(release?.()).catch(() => undefined);
    });
    journal.preparing.set(intent.key, put.catch(() => undefined));
  }
  if (options.amend) {
    const { fields, waitMs } = options.amend;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    const before = journal.preparing.get(intent.key) ?? Promise.resolve();
    const amended = Promise.race([fields.catch(() => null), late]).then((extra) => {
      clearTimeout(timer);
      const kept = journal.get(intent.key);
      // Only while it waits: a body already sent (or set aside) stays what it was.
      if (extra && kept?.state === 'pending') journal.put({ ...kept, body: { ...kept.body, ...extra } });
    });
    journal.preparing.set(
      intent.key,
      Promise.all([before, amended]).then(() => undefined),
    );
  }
  return intent;
}

/** Keeps a change on this phone, in the name of the session's worker (or of the last one's, whose token expired: an SOS on a page still open). */
export const keepNow = (kind: string, body: Record<string, unknown>, options: KeepOptions = {}) =>
  keepChange({ journal: appJournal(), files: appFiles, owner: () => sessionWorker() ?? phoneWorker() }, kind, body, options);
