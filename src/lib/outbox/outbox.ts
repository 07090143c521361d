// The outbox: the one way every non-money state change goes to the server (order steps, service
// photos, the review of a customer, feedback, the SOS alert and the check-in's answer). The app's
// one engine (engine.ts) over the phone's journal (journal.ts: local storage, so a tap is kept the
// moment it is made) and its photos (files.ts: IndexedDB). It sends at the tap, and again when the
// network returns (the `online` event), when any other call is answered (a lift that never said it
// was offline), when the app comes back to the front, when the worker signs in again, and at the
// next start: a web-view has no Background Sync. Money is never kept (lib/api/use-intent-mutation.ts).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/errors';
import { answersForGood, idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency';
import { i18n } from '@/lib/i18n/i18n';
import { onAnswerHeard } from '@/lib/network/heard';
import { sessionWorker, subscribeSession } from '@/lib/session/session';
import { createOutbox, type Outcome, type Sender } from './engine';
import { appFiles, type FileStore } from './files';
import { appJournal, type Intent, INTENT_VERSION } from './journal';
import { setUploadProgress } from './progress';
import { type KeepOptions, tapTime } from './keep';
import { URGENT_SENDERS } from './urgent-senders';

export type { Outcome, Sender } from './engine';
export { PATIENCE_MS, SetAside } from './engine';
export type { Intent, IntentFile } from './journal';
export { tapTime };

let queryClient: QueryClient | undefined;
let senders: Promise<typeof import('./senders')> | undefined;

/** The sender of a kind; the lazy ones' code is asked for again after a failed load (never kept failed). */
async function senderOf(kind: string): Promise<Sender | undefined> {
  if (URGENT_SENDERS[kind]) return URGENT_SENDERS[kind];
  const loading = (senders ??= import('./senders').catch((error: unknown) => {
    senders = undefined;
    throw error;
  }));
  const { SENDERS, RENAMED_KINDS } = await loading;
  const renamed = RENAMED_KINDS[kind];
  return SENDERS[kind] ?? (renamed ? (SENDERS[renamed] ?? URGENT_SENDERS[renamed]) : undefined);
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The blobs of an intent's files. A recording is kept at the tap (its draft's id its key) while its
 * parts are still being read from its draft (keep.ts, `filesLater`): a page gone before they moved
 * (a reload, a crash) left them among the drafts (lib/media/recordings.ts), so they move now, and
 * the draft leaves once they are in the outbox's store. Gone from there too: the intent is set aside
 * (filesLost), which the worker sees.
 */
const files: FileStore = {
  ...appFiles,
  get: async (key) => {
    const kept = await appFiles.get(key).catch(() => undefined);
    if (kept || appJournal().get(key)?.kind !== 'attachServiceOrderRecording') return kept;
    const recordings = await import('@/lib/media/recordings');
    if (!(await recordings.hasDatabase())) return undefined;
    const parts = await recordings.draftParts(key).catch(() => []);
    if (parts.length === 0) return undefined;
    await appFiles
      .put(key, parts)
      .then(() => recordings.dropDraft(key))
      .catch(() => undefined);
    return parts;
  },
};

const outbox = createOutbox({
  journal: appJournal(),
  files,
  sender: senderOf,
  upload: async (file, folder, onProgress, signal) => {
    const { loadUploader } = await import('@/lib/media/uploader');
    const { uploadPhoto, uploadBlob } = await loadUploader();
    if (file.type.startsWith('image/')) return uploadPhoto(file, { folder, onProgress, signal });
    // A recording's part goes as recorded, its suffix from its name (part-3.webm).
    return uploadBlob(file, { fileName: file.name, suffix: file.name.split('.').pop() ?? '', folder, onProgress, signal });
  },
  onUploadProgress: setUploadProgress,
  online,
  owner: () => sessionWorker(),
  onAnswer: (sender, intent, answer) => {
    if (queryClient) sender.answered?.(queryClient, intent, answer);
  },
  // What the server holds now (the order's real status) replaces what the phone showed.
  onRefused: () => void queryClient?.invalidateQueries(),
  // A recording's parts gone is not a photo's: the worker records again, not photographs.
  asideText: (reason, kind) => i18n.t(reason === 'filesLost' && kind === 'attachServiceOrderRecording' ? 'outbox:aside.recordingLost' : `outbox:aside.${reason}`),
});

export const { outcome, whenSent, flush, dismiss, withdraw, retry } = outbox;

/** Keeps a change and starts sending it: its key, and its first outcome (sent, kept, or rejected with a refusal). */
export const submit = (kind: string, body: Record<string, unknown>, options: KeepOptions & { patienceMs?: number } = {}) => outbox.submit(kind, body, options);

/** The worker chose to give up what waits (at sign-out, or the account closed): every change this session may send. */
export const discardIntents = () => outbox.discard(outbox.mine);

/** Every change this session may send, once an older version's are taken over. */
export async function keptIntents(): Promise<Intent[]> {
  await takenOver;
  return appJournal().all().filter(outbox.mine);
}

/**
 * A change that is not kept (accepting an offer, which another worker may take meanwhile): once,
 * now, through the same senders and key rules; offline it is not sent and says why.
 */
export async function sendNow(kind: string, data: Record<string, unknown>, { key = newIdempotencyKey(), orderId }: { key?: string; orderId?: string } = {}): Promise<Outcome> {
  if (!online()) throw new ApiError('network', i18n.t('outbox:offlineOffer'));
  const body = { ...data, occurredAt: tapTime() };
  const sender = await senderOf(kind);
  if (!sender) throw new Error(`no sender for ${kind}`);
  try {
    const answer = await sender.send(body, idempotencyHeaders(key));
    const intent: Intent = { v: INTENT_VERSION, key, kind, body, seq: 0, lane: 'main', state: 'pending', tries: 0, ...(orderId ? { orderId } : {}) };
    if (queryClient) sender.answered?.(queryClient, intent, answer);
    return { state: 'sent', answer };
  } catch (error) {
    // Refused (the offer expired, another worker took it): what the server holds now shows.
    if (answersForGood(error)) void queryClient?.invalidateQueries();
    throw error;
  }
}

let takenOver: Promise<void> = Promise.resolve();
let started = false;

/** Starts sending: what the last start left, and again at every sign that the network works. `client` learns the answers. */
export function startOutbox(client: QueryClient) {
  queryClient = client;
  if (started) return;
  started = true;
  window.addEventListener('online', () => void outbox.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outbox.flush();
  });
  onAnswerHeard(() => outbox.hurry());
  // A sign-in again (after a 401) resumes that worker's changes; a sign-out or a 401 pauses them.
  subscribeSession(() => void outbox.flush());
  takenOver = outbox.takeOver();
  void takenOver.then(() => outbox.flush());
}
