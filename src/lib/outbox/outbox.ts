// The outbox as the app runs it: the one engine (engine.ts) over the phone's journal (journal.ts:
// local storage, so a tap is kept the moment it is made) and its files (files.ts: IndexedDB), with
// the senders the features registered (registry.ts). Loaded lazily by the public face (index.ts):
// at the app's start once the first screen is up, or sooner by the first change a worker makes. It
// starts itself as it loads: what the last start left goes now, and again at every sign that the
// network works: the `online` event, any other call answered (a lift that never said it was
// offline), the app back in front, the same worker signed in again. A web-view has no Background Sync.
import { inTime } from '@/lib/loading/deadline';
import { i18n } from '@/lib/i18n/i18n';
import { onAnswerHeard } from '@/lib/network/heard';
import { phoneWorker, sessionWorker, subscribeSession } from '@/lib/session/session';
import { appClient } from './app-client';
import { createOutbox } from './engine';
import { appFiles, type FileStore } from './files';
import { appJournal } from './journal';
import { setUploadProgress } from './progress';
import { senderOf } from './registry';

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The blobs of an intent's files. Files named at the tap whose blobs were still being read from
 * where the worker made them (a recording's parts, from its draft: `filesFrom`) move into the
 * outbox's store as they come (keep.ts); a page gone before they moved (a reload, a crash) left them
 * there, so they move now, and the draft leaves once they are in (or, moved already, when they are
 * read to go). Gone from there too: the intent is set aside (filesLost), which the worker sees.
 */
const files: FileStore = {
  ...appFiles,
  get: async (key) => {
    const kept = await appFiles.get(key).catch(() => undefined);
    const intent = appJournal().get(key);
    // (A recording kept before its draft was named took the draft's id as its key.)
    const from = intent?.filesFrom ?? key;
    if (kept && intent?.filesFrom) {
      // A page gone between the move and the draft's removal left both: the draft goes now, before
      // the recording does, or it showed again as not sent once the recording went (a CI chaos seed).
      void inTime(import('@/lib/media/recordings'), 'recordings')
        .then(async (recordings) => (await recordings.hasDatabase()) && recordings.dropDraft(from))
        .catch(() => undefined);
    }
    if (kept || !intent?.files?.length) return kept;
    const recordings = await inTime(import('@/lib/media/recordings'), 'recordings');
    if (!(await recordings.hasDatabase())) return undefined;
    const parts = await recordings.draftParts(from).catch(() => []);
    if (parts.length === 0) return undefined;
    await appFiles
      .put(key, parts)
      .then(() => recordings.dropDraft(from))
      .catch(() => undefined);
    return parts;
  },
};

export const engine = createOutbox({
  journal: appJournal(),
  files,
  sender: senderOf,
  upload: async (file, folder, onProgress, signal) => {
    const { loadUploader } = await inTime(import('@/lib/media/uploader'), 'uploader');
    const { uploadPhoto, uploadBlob } = await loadUploader();
    if (file.type.startsWith('image/')) return uploadPhoto(file, { folder, onProgress, signal });
    // A recording's part goes as recorded, its suffix from its name (part-3.webm).
    return uploadBlob(file, { fileName: file.name, suffix: file.name.split('.').pop() ?? '', folder, onProgress, signal });
  },
  onUploadProgress: setUploadProgress,
  online,
  owner: () => sessionWorker(),
  keeper: () => sessionWorker() ?? phoneWorker(),
  onAnswer: (sender, intent, answer) => {
    const client = appClient();
    if (client) sender.answered?.(client, intent, answer);
  },
  // What the server holds now (the order's real status) replaces what the phone showed.
  onRefused: () => void appClient()?.invalidateQueries(),
  asideText: (reason, sender) => i18n.t(sender?.asideText?.[reason] ?? `outbox:aside.${reason}`),
});

window.addEventListener('online', () => void engine.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void engine.flush();
});
onAnswerHeard(() => engine.hurry());
// A sign-in again (after a 401) resumes that worker's changes; a sign-out or a 401 pauses them.
subscribeSession(() => void engine.flush());

/** Resolves once what an older version kept is in the journal; then what the last start left goes. */
export const takenOver = engine.takeOver();
void takenOver.then(() => engine.flush());
