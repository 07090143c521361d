// Service proof (issue 40): on an order at the customer's (arrived, in service) the worker records
// sound, after telling the customer (the platform's wording shows above the control). One control
// (录音 / 停止), the elapsed time while recording, then listen back, delete or send. Each part is on
// the phone as it is recorded (lib/media/recordings.ts); a recording cut short by a reload or a crash
// shows as it was kept. Sent, it goes through the outbox (its parts first, then the recording, once
// per key), its progress shown (set aside or refused: why, and what the worker can do instead), and leaves the
// phone once the server has it; the order's recordings on the platform are listed to listen to.
// Loaded lazily by the order page.
import { inTime } from '@/lib/loading/deadline';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format/time';
import { partSuffix } from '@/lib/media/recording-format';
import { addPart, createDraft, draftParts, dropDraft, finishDraft, hasDatabase, listDrafts, newDraftId, type RecordingDraft, subscribeDrafts } from '@/lib/media/recordings';
import { explainPermission } from '@/lib/native/permissions';
import { type Intent, tapTime, useOrderIntents, useOutbox, useUploadProgress } from '@/lib/outbox';
import { sessionWorker, subscribeSession } from '@/lib/session/session';
import { confirmDialog, showToast } from '@/lib/ui/feedback';
import { RECORDING_KIND, type ServiceOrderRecording, useOrderRecordings, useSendRecording } from '@/features/orders/api/use-recordings';
import './recording.css';

type Recorder = typeof import('@/lib/media/recorder');
const loadRecorder = () => inTime(import('@/lib/media/recorder'), 'recorder');

/** 01:05 or 1:02:03. */
/**
 * A recording's length as the platform is told it and as every card says it: whole seconds counted down,
 * as the live timer counts (12.6 s said 00:12 on the phone and 00:13 once uploaded, issue 52), within the
 * contract's 1 to 7200.
 */
export const recordedSeconds = (ms: number) => Math.min(7200, Math.max(1, Math.floor(ms / 1000)));

export function clock(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

const useOwner = () => useSyncExternalStore(subscribeSession, () => sessionWorker() ?? null);

/**
 * The drafts of this order and worker on the phone, read again whenever one changes; one handed to
 * the outbox is the outbox's (it lets the draft go once the parts are in its own store).
 */
function useDrafts(orderId: string, owner: string | null) {
  const [drafts, setDrafts] = useState<RecordingDraft[]>([]);
  const handed = useOutbox();
  useEffect(() => {
    let alive = true;
    const read = () =>
      void hasDatabase()
        // Never made by looking: a phone that recorded nothing keeps no database of recordings.
        .then((made) => (made ? listDrafts(owner) : []))
        .then((all) => alive && setDrafts(all.filter((draft) => draft.orderId === orderId)))
        .catch(() => alive && setDrafts([]));
    read();
    const stop = subscribeDrafts(read);
    return () => {
      alive = false;
      stop();
    };
  }, [orderId, owner]);
  // (A recording kept before its draft was named took the draft's id as its key.)
  return drafts.filter((draft) => !handed.some((intent) => intent.filesFrom === draft.id || intent.key === draft.id));
}

/** An audio player over blobs (a draft's parts, or a recording fetched from the platform). */
function Player({ load, label }: { load: () => Promise<Blob | null>; label: string }) {
  const { t } = useTranslation('orders');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (url) return <audio className="recording__player" controls autoPlay src={url} aria-label={label} />;
  return (
    <>
      <button
        type="button"
        className="order-link-button recording__button"
        onClick={() =>
          void load().then(
            (blob) => (blob ? setUrl(URL.createObjectURL(blob)) : setFailed(true)),
            () => setFailed(true),
          )
        }
      >
        {t('recording.listen')}
      </button>
      {failed && <p className="order-muted">{t('recording.listenFailed')}</p>}
    </>
  );
}

function DraftRow({ draft, live, onSend }: { draft: RecordingDraft; live: boolean; onSend: (draft: RecordingDraft) => void }) {
  const { t, i18n } = useTranslation('orders');
  const cut = draft.state === 'recording' && !live;
  const remove = async () => {
    const ok = await confirmDialog({ content: t('recording.deleteConfirm'), confirmText: t('recording.delete'), cancelText: t('recording.keep') });
    if (ok) await dropDraft(draft.id);
  };
  return (
    <li className="recording__row">
      <p>
        <strong>{formatDateTime(draft.startedAt, i18n.language)}</strong> · {clock(recordedSeconds(draft.durationMs) * 1000)}
      </p>
      <p className="order-muted">{cut ? t('recording.cutShort') : t('recording.notSent')}</p>
      <Player label={t('recording.playerLabel')} load={async () => new Blob(await draftParts(draft.id), { type: draft.mediaType })} />
      <div className="recording__actions">
        <button type="button" className="order-link-button recording__button" onClick={() => void remove()}>
          {t('recording.delete')}
        </button>
        <button type="button" className="app-button app-button--primary recording__button" onClick={() => onSend(draft)}>
          {t('recording.send')}
        </button>
      </div>
    </li>
  );
}

/** A send the outbox set aside: it will not go by itself (its parts gone, or it cannot go as it is); the worker decides in the outbox's list. */
function AsideRow({ intent }: { intent: Intent }) {
  const { t } = useTranslation('orders');
  const lost = intent.aside === 'filesLost';
  return (
    <li className="recording__row">
      <p>{lost ? t('recording.partsLost') : t('recording.asideFailed', { reason: intent.error })}</p>
      <p className="order-muted">{t(lost ? 'recording.asideLostHint' : 'recording.asideHint')}</p>
    </li>
  );
}

/** A send the platform refused (its words): it will not go again; the worker sees it in the outbox's list and may record again. */
function RefusedRow({ intent }: { intent: Intent }) {
  const { t } = useTranslation('orders');
  return (
    <li className="recording__row">
      <p>{t('recording.platformRefused', { reason: intent.error })}</p>
      <p className="order-muted">{t('recording.platformRefusedHint')}</p>
    </li>
  );
}

function PendingRow({ intentKey, parts, uploaded, wait }: { intentKey: string; parts: number; uploaded: number; wait?: string }) {
  const { t } = useTranslation('orders');
  const live = useUploadProgress(intentKey);
  const fraction = live ?? uploaded / Math.max(1, parts);
  const percent = Math.round(fraction * 100);
  return (
    <li className="recording__row" role="status">
      <p>{wait === 'offline' ? t('recording.waitingOffline') : t('recording.uploading')}</p>
      <progress className="recording__progress" max={100} value={percent} aria-label={t('recording.progress', { percent })} />
      <p className="order-muted">{t('recording.progress', { percent })}</p>
    </li>
  );
}

function PlatformRow({ recording }: { recording: ServiceOrderRecording }) {
  const { t, i18n } = useTranslation('orders');
  // Its parts, one after the other: joined, they are the recording.
  const [part, setPart] = useState<number | null>(null);
  const count = recording.parts.length;
  return (
    <li className="recording__row">
      <p>
        <strong>{formatDateTime(recording.startedAt, i18n.language)}</strong> · {clock(recording.durationSeconds * 1000)}
      </p>
      <p className="order-muted">{t('recording.onPlatform')}</p>
      {part === null ? (
        <button type="button" className="order-link-button recording__button" onClick={() => setPart(0)}>
          {t('recording.listen')}
        </button>
      ) : (
        <audio
          className="recording__player"
          controls
          autoPlay
          src={recording.parts[part]}
          aria-label={count > 1 ? t('recording.playerPart', { n: part + 1, total: count }) : t('recording.playerLabel')}
          onEnded={() => setPart((n) => (n !== null && n + 1 < count ? n + 1 : n))}
        />
      )}
    </li>
  );
}

type Live = { id: string; startedAt: number; stop: () => Promise<void> };

export function ServiceRecording({ orderId, canRecord }: { orderId: string; canRecord: boolean }) {
  const { t } = useTranslation('orders');
  const owner = useOwner();
  const drafts = useDrafts(orderId, owner);
  const recordings = useOrderRecordings(orderId);
  const pending = useOrderIntents(orderId).filter((intent) => intent.kind === RECORDING_KIND);
  const send = useSendRecording(orderId);
  const [live, setLive] = useState<Live | null>(null);
  const [starting, setStarting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const liveRef = useRef<Live | null>(null);
  useEffect(() => {
    liveRef.current = live;
  }, [live]);

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  // Leaving the page stops the recording (what was recorded is kept).
  useEffect(() => () => void liveRef.current?.stop(), []);

  const start = useCallback(async () => {
    setNote(null);
    setStarting(true);
    try {
      // The first time, the platform's explanation comes now, at the tap, not before.
      if (!(await explainPermission('microphone'))) {
        setNote(t('recording.refused'));
        return;
      }
      let recorder: Recorder;
      try {
        recorder = await loadRecorder();
      } catch {
        setNote(t('recording.unavailable'));
        return;
      }
      const id = newDraftId();
      const startedAt = Date.now();
      // Parts kept one after the other; the draft is made before the first.
      const kept: { made?: Promise<void> } = {};
      const recording = await recorder
        .startRecording(
          {},
          {
            onPart: (blob) => void kept.made?.then(() => addPart(id, blob, Date.now() - startedAt)).catch(() => setNote(t('recording.notKept'))),
            onEnd: (reason) => {
              void kept.made?.then(() => finishDraft(id, Date.now() - startedAt));
              setLive((current) => (current?.id === id ? null : current));
              if (reason === 'limit') setNote(t('recording.limit'));
              else if (reason === 'interrupted' || reason === 'error') setNote(t('recording.interrupted'));
            },
          },
        )
        .catch((error: unknown) => {
          setNote(error instanceof recorder.MicrophoneRefused ? t('recording.refused') : t('recording.unavailable'));
          return null;
        });
      if (!recording) return;
      kept.made = createDraft({ id, orderId, owner, startedAt, mediaType: recording.mediaType });
      setNow(Date.now());
      setLive({ id, startedAt, stop: recording.stop });
    } finally {
      setStarting(false);
    }
  }, [orderId, owner, t]);

  // The tap is kept in the outbox before anything is awaited (naming its draft): its parts follow from
  // the draft into the outbox's store, which then lets the draft go; a reload before they do loses
  // nothing (the outbox then takes them from the draft itself). Whatever fails is said, never swallowed.
  const sendDraft = (draft: RecordingDraft) => {
    setNote(null);
    if (draft.parts === 0) {
      // Nothing of it is on the phone (cut before its first part, or the storage cleared).
      setNote(t('recording.partsLost'));
      void dropDraft(draft.id).catch(() => undefined);
      return;
    }
    const suffix = partSuffix(draft.mediaType);
    const read = draftParts(draft.id);
    const submitted = send.mutateAsync({
      data: {
        id: orderId,
        startedAt: tapTime(draft.startedAt),
        durationSeconds: recordedSeconds(draft.durationMs),
        mediaType: draft.mediaType,
        sizeBytes: draft.sizeBytes,
        parts: [],
      },
      filesLater: {
        files: Array.from({ length: draft.parts }, (_, index) => ({ field: 'parts', folder: 'order/recording', name: `part-${index + 1}.${suffix}`, type: draft.mediaType })),
        blobs: read,
        from: draft.id,
        release: () => dropDraft(draft.id),
      },
    });
    void submitted.then(
      (outcome) => void showToast(outcome.state === 'sent' ? t('recording.sent') : t('recording.queued'), 'success'),
      (error: unknown) => {
        const { name, reason, message } = (error ?? {}) as { name?: string; reason?: string; message?: string };
        // Set aside for its lost parts, or refused by the platform (its words), or anything else.
        setNote(name === 'SetAside' && reason === 'filesLost' ? t('recording.partsLost') : name !== 'SetAside' && message ? message : t('recording.sendFailed'));
      },
    );
  };

  const elapsed = live ? now - live.startedAt : 0;
  const rows = recordings.data ?? [];
  return (
    <Card titleId="order-recording-title" title={t('recording.title')} className="recording">
      {canRecord && (
        <>
          <p className="recording__notice">{t('recording.notice')}</p>
          {live ? (
            <div className="recording__live">
              <p role="status" className="recording__state">
                <span className="recording__dot" aria-hidden="true" />
                {t('recording.recording', { elapsed: clock(elapsed) })}
              </p>
              <p className="order-muted">{t('recording.max')}</p>
              <button type="button" className="app-button app-button--primary app-button--block" onClick={() => void live.stop()}>
                {t('recording.stop')}
              </button>
            </div>
          ) : (
            <button type="button" className="app-button app-button--primary app-button--block" disabled={starting} onClick={() => void start()}>
              {t('recording.start')}
            </button>
          )}
        </>
      )}
      {note && (
        <p className="recording__note" role="alert">
          {note}
        </p>
      )}
      {(drafts.some((draft) => draft.id !== live?.id) || pending.length > 0 || rows.length > 0) && (
        <ul className="recording__list" aria-label={t('recording.list')}>
          {drafts.filter((draft) => draft.id !== live?.id).map((draft) => (
            <DraftRow key={draft.id} draft={draft} live={draft.id === live?.id} onSend={sendDraft} />
          ))}
          {pending.map((intent) =>
            intent.state === 'aside' ? (
              <AsideRow key={intent.key} intent={intent} />
            ) : intent.state === 'refused' ? (
              <RefusedRow key={intent.key} intent={intent} />
            ) : (
              <PendingRow key={intent.key} intentKey={intent.key} parts={intent.files?.length ?? 0} uploaded={intent.files?.filter((f) => f.url).length ?? 0} wait={intent.wait} />
            ),
          )}
          {rows.map((recording) => (
            <PlatformRow key={recording.id} recording={recording} />
          ))}
        </ul>
      )}
      {!canRecord && rows.length === 0 && drafts.length === 0 && pending.length === 0 && <p className="order-muted">{t('recording.none')}</p>}
    </Card>
  );
}
