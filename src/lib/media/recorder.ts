// Recording sound for service proof (issue 40): the native shell's recorder where the bridge has one
// (a web-view may not allow getUserMedia), else MediaRecorder: Opus in WebM, else Opus in Ogg, else
// AAC in MP4, whichever the browser records (the contract's ServiceOrderRecordingMediaType). The
// sound comes out in parts, one every `partMs` on the app's own clock (requestData, not
// MediaRecorder's timeslice: the parts follow the app's timers, so a part is cut on time whatever
// the browser's encoder does) and one at the stop; the caller keeps each on the phone as it comes,
// so a crash, a call or a reload loses at most the part under way. Loaded only when the worker
// records (the order page's first load carries none of it).
import { nativeBridge } from '@/lib/native/bridge';
import type { RecordingMediaType } from './recording-format';

export { partSuffix, type RecordingMediaType } from './recording-format';

/** The contract's limits (ServiceOrderRecordingRequest): 2 hours, 120 parts, so a part a minute. */
export const MAX_RECORDING_MS = 7_200_000;
export const PART_MS = 60_000;

/** The types MediaRecorder is asked for, in the app's order of preference. */
const WEB_TYPES: readonly string[] = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

export type StopReason = 'stopped' | 'limit' | 'interrupted' | 'error';

export type RecorderEvents = {
  /** A part, in the order recorded (never empty). */
  onPart: (part: Blob) => void;
  /** The recording ended: stopped by the worker (after the last part), at the limit, or cut short. */
  onEnd: (reason: StopReason) => void;
};

export type Recording = { mediaType: RecordingMediaType; stop: () => Promise<void> };

/** The microphone was refused (by the worker, the OS or the browser): nothing was recorded. */
export class MicrophoneRefused extends Error {
  constructor() {
    super('microphone refused');
    this.name = 'MicrophoneRefused';
  }
}

/** This phone has no way to record. */
export class RecorderUnavailable extends Error {
  constructor() {
    super('no recorder');
    this.name = 'RecorderUnavailable';
  }
}

type Timer = unknown;
export type RecorderEnv = {
  bridge?: ReturnType<typeof nativeBridge>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  MediaRecorder?: typeof MediaRecorder;
  setInterval?: (run: () => void, ms: number) => Timer;
  clearInterval?: (timer: Timer) => void;
  setTimeout?: (run: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
};

const defaultEnv = (): RecorderEnv => ({
  bridge: nativeBridge(),
  getUserMedia: typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia ? (c) => navigator.mediaDevices.getUserMedia(c) : undefined,
  MediaRecorder: typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder,
});

/** The contract's media type of what a recorder answers (its codec parameters dropped). */
export function contractMediaType(mime: string): RecordingMediaType {
  const base = mime.split(';')[0].trim().toLowerCase();
  return base === 'audio/ogg' || base === 'audio/mp4' ? base : 'audio/webm';
}

const isRefusal = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
};

function fromBase64(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** Starts recording; rejects with MicrophoneRefused or RecorderUnavailable, having recorded nothing. */
export async function startRecording({ partMs = PART_MS, maxMs = MAX_RECORDING_MS }: { partMs?: number; maxMs?: number }, events: RecorderEvents, given?: RecorderEnv): Promise<Recording> {
  const env = { ...defaultEnv(), ...given };
  const every = env.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
  const stopEvery = env.clearInterval ?? ((t: Timer) => clearInterval(t as ReturnType<typeof setInterval>));
  const after = env.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const cancel = env.clearTimeout ?? ((t: Timer) => clearTimeout(t as ReturnType<typeof setTimeout>));

  const native = env.bridge?.recorder;
  if (native) {
    let type: RecordingMediaType = 'audio/mp4';
    let started: { mediaType: RecordingMediaType };
    try {
      started = await native.start(
        { partSeconds: Math.round(partMs / 1000), maxSeconds: Math.round(maxMs / 1000) },
        {
          onPart: ({ base64 }) => {
            const blob = fromBase64(base64, type);
            if (blob.size > 0) events.onPart(blob);
          },
          onEnd: (reason) => events.onEnd(reason),
        },
      );
    } catch (error) {
      throw isRefusal(error) ? new MicrophoneRefused() : error;
    }
    type = contractMediaType(started.mediaType);
    return { mediaType: type, stop: () => native.stop().then(() => events.onEnd('stopped')) };
  }

  const Recorder = env.MediaRecorder;
  if (!env.getUserMedia || !Recorder) throw new RecorderUnavailable();
  let stream: MediaStream;
  try {
    stream = await env.getUserMedia({ audio: { echoCancellation: false, noiseSuppression: true } });
  } catch (error) {
    throw isRefusal(error) ? new MicrophoneRefused() : new RecorderUnavailable();
  }
  const mimeType = WEB_TYPES.find((type) => Recorder.isTypeSupported?.(type));
  // Speech at 32 kbit/s: a 2-hour recording is about 30 MB, a part about 240 KB.
  const recorder = new Recorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
  const mediaType = contractMediaType(recorder.mimeType || mimeType || 'audio/webm');
  let ended = false;
  let reason: StopReason = 'stopped';
  let resolveStop = () => undefined as void;
  const stopped = new Promise<void>((resolve) => (resolveStop = resolve));
  const finish = () => {
    if (ended) return;
    ended = true;
    stopEvery(ticker);
    cancel(limit);
    stream.getTracks().forEach((track) => track.stop());
    events.onEnd(reason);
    resolveStop();
  };
  recorder.ondataavailable = (event: BlobEvent) => {
    if (event.data.size > 0) events.onPart(event.data.type ? event.data : new Blob([event.data], { type: mediaType }));
  };
  // The last part comes (dataavailable) before stop.
  recorder.onstop = finish;
  recorder.onerror = () => {
    reason = 'error';
    if (recorder.state !== 'inactive') recorder.stop();
    else finish();
  };
  // The microphone went away (another app took it, a call): what was recorded is kept.
  stream.getTracks().forEach((track) =>
    track.addEventListener('ended', () => {
      reason = 'interrupted';
      if (recorder.state !== 'inactive') recorder.stop();
    }),
  );
  recorder.start();
  const ticker = every(() => {
    if (recorder.state === 'recording') recorder.requestData();
  }, partMs);
  const limit = after(() => {
    reason = 'limit';
    if (recorder.state !== 'inactive') recorder.stop();
  }, maxMs);
  return {
    mediaType,
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
  };
}
