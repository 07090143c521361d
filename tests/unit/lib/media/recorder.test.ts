// The recorder's parts (issue 40): a part every `partMs` on the app's clock and the last at the stop,
// each handed over as it comes (so a reload loses at most the one under way); the limit stops it; a
// refused microphone records nothing; the native bridge's recorder comes first where there is one.
import { describe, expect, it, vi } from 'vitest';
import { contractMediaType, MicrophoneRefused, partSuffix, startRecording } from '@/lib/media/recorder';

class FakeTrack extends EventTarget {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

/** A MediaRecorder that hands over, at each requestData and at the stop, what was "recorded" since. */
function fakeMediaRecorder(supported: string[]) {
  const made: FakeRecorder[] = [];
  class FakeRecorder {
    static isTypeSupported = (type: string) => supported.includes(type);
    state: 'inactive' | 'recording' = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    sound = 0;
    constructor(
      readonly stream: unknown,
      readonly options: { mimeType?: string },
    ) {
      this.mimeType = options.mimeType ?? '';
      made.push(this);
    }
    start() {
      this.state = 'recording';
    }
    hear(bytes: number) {
      this.sound += bytes;
    }
    private flush() {
      this.ondataavailable?.({ data: new Blob([new Uint8Array(this.sound)], { type: this.mimeType }) });
      this.sound = 0;
    }
    requestData() {
      this.flush();
    }
    stop() {
      this.flush();
      this.state = 'inactive';
      queueMicrotask(() => this.onstop?.());
    }
  }
  return { Recorder: FakeRecorder as unknown as typeof MediaRecorder, made };
}

/** Timers the test moves by hand. */
function clock() {
  let now = 0;
  const timers = new Map<number, { at: number; every?: number; run: () => void }>();
  let next = 1;
  return {
    setInterval: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, every: ms, run }), next++),
    clearInterval: (id: unknown) => void timers.delete(id as number),
    setTimeout: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, run }), next++),
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.run();
      }
      now = end;
    },
  };
}

const stream = (track: FakeTrack) => ({ getTracks: () => [track] }) as unknown as MediaStream;

describe('the recorder', () => {
  it('hands over a part every minute and the last one at the stop, in order, Opus in WebM first', async () => {
    const { Recorder, made } = fakeMediaRecorder(['audio/webm;codecs=opus', 'audio/mp4']);
    const time = clock();
    const track = new FakeTrack();
    const parts: Blob[] = [];
    const onEnd = vi.fn();
    const recording = await startRecording({ partMs: 60_000, maxMs: 7_200_000 }, { onPart: (p) => parts.push(p), onEnd }, { bridge: undefined, getUserMedia: async () => stream(track), MediaRecorder: Recorder, ...time });
    expect(recording.mediaType).toBe('audio/webm');
    const recorder = made[0];
    recorder.hear(100);
    time.advance(59_999);
    expect(parts).toHaveLength(0);
    time.advance(1);
    recorder.hear(200);
    time.advance(60_000);
    recorder.hear(30);
    expect(parts.map((p) => p.size)).toEqual([100, 200]);
    await recording.stop();
    expect(parts.map((p) => p.size)).toEqual([100, 200, 30]);
    expect(parts[0].type).toBe('audio/webm;codecs=opus');
    expect(onEnd).toHaveBeenCalledWith('stopped');
    expect(track.stopped).toBe(true);
  });

  it('stops by itself at the limit, keeping what it recorded', async () => {
    const { Recorder, made } = fakeMediaRecorder(['audio/mp4']);
    const time = clock();
    const parts: Blob[] = [];
    const onEnd = vi.fn();
    const recording = await startRecording({ partMs: 60_000, maxMs: 120_000 }, { onPart: (p) => parts.push(p), onEnd }, { bridge: undefined, getUserMedia: async () => stream(new FakeTrack()), MediaRecorder: Recorder, ...time });
    expect(recording.mediaType).toBe('audio/mp4');
    made[0].hear(10);
    time.advance(60_000);
    made[0].hear(20);
    time.advance(60_000);
    await Promise.resolve();
    expect(onEnd).toHaveBeenCalledWith('limit');
    expect(parts.map((p) => p.size)).toEqual([10, 20]);
    // Nothing more after the end, whatever the clock does.
    time.advance(600_000);
    expect(parts).toHaveLength(2);
  });

  it('records nothing when the microphone is refused', async () => {
    const { Recorder, made } = fakeMediaRecorder(['audio/webm;codecs=opus']);
    const refused = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    await expect(startRecording({}, { onPart: vi.fn(), onEnd: vi.fn() }, { bridge: undefined, getUserMedia: () => Promise.reject(refused), MediaRecorder: Recorder, ...clock() })).rejects.toBeInstanceOf(MicrophoneRefused);
    expect(made).toHaveLength(0);
  });

  it("uses the native shell's recorder where the bridge has one, its parts as they come", async () => {
    let events!: { onPart: (part: { base64: string }) => void; onEnd: (reason: 'limit' | 'interrupted' | 'error') => void };
    const bridge = {
      recorder: {
        start: vi.fn(async (_options: { partSeconds: number; maxSeconds: number }, given: typeof events) => ((events = given), { mediaType: 'audio/mp4' as const })),
        stop: vi.fn(async () => undefined),
      },
    };
    const getUserMedia = vi.fn();
    const parts: Blob[] = [];
    const recording = await startRecording({ partMs: 60_000, maxMs: 7_200_000 }, { onPart: (p) => parts.push(p), onEnd: vi.fn() }, { bridge, getUserMedia, ...clock() });
    expect(bridge.recorder.start).toHaveBeenCalledWith({ partSeconds: 60, maxSeconds: 7200 }, expect.anything());
    events.onPart({ base64: btoa('abc') });
    expect(parts).toHaveLength(1);
    expect(parts[0].size).toBe(3);
    expect(parts[0].type).toBe('audio/mp4');
    await recording.stop();
    expect(bridge.recorder.stop).toHaveBeenCalled();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("names the contract's media types and suffixes", () => {
    expect(contractMediaType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(contractMediaType('audio/ogg; codecs=opus')).toBe('audio/ogg');
    expect(contractMediaType('audio/mp4')).toBe('audio/mp4');
    expect(partSuffix('audio/mp4')).toBe('m4a');
    expect(partSuffix('audio/webm')).toBe('webm');
  });
});
