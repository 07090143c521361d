// The new offer's alert, loaded only when an offer is new or the settings' test is tapped: a chime
// from Web Audio (no sound file to download or precache), the vibration where the phone has it, and,
// where the native shell offers them, a notification of the phone's own and the line spoken aloud.
// Each as the worker set it. A sound the page may not make yet (no tap since the start) is skipped:
// the vibration and the notification still alert (docs/decisions.md, "A new offer rings").
import { nativeBridge } from '@/lib/native/bridge';
import { alertAudio } from './audio';
import type { OfferAlertSettings } from './settings';

export type Ring = {
  settings: OfferAlertSettings;
  /** The notification's title (新订单). */
  title: string;
  /** The line the notification shows and the voice speaks (新订单，距您 3.1 公里). */
  line: string;
  /** The language of the line, as BCP 47 (zh-CN, zh-TW, en). */
  lang: string;
};

/** What a ring did: each is false where it was off, unavailable or refused. */
export type RingOutcome = { sound: boolean; vibrated: boolean; notified: boolean; spoke: boolean };

/** How long a suspended context may take to resume before the ring goes on without sound. */
const RESUME_WAIT_MS = 500;

/** Three rising notes, twice: heard from a bag, and not the SOS's alarm. */
const NOTES = [660, 880, 1320];
const NOTE_S = 0.16;
const CHIME_S = 1.2;

let playing = 0;

function chime(audio: AudioContext) {
  const start = audio.currentTime + 0.02;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  const oscillator = audio.createOscillator();
  oscillator.type = 'sine';
  for (const [round, offset] of [0, 0.6].entries()) {
    NOTES.forEach((frequency, i) => {
      const at = start + offset + i * NOTE_S;
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(round === 0 ? 0.35 : 0.45, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S * 0.95);
    });
  }
  oscillator.connect(gain).connect(audio.destination);
  playing += 1;
  // Suspended again once quiet: a phone left on Home does not keep its audio running between rings.
  oscillator.onended = () => {
    playing -= 1;
    if (playing === 0) void audio.suspend().catch(() => undefined);
  };
  oscillator.start(start);
  oscillator.stop(start + CHIME_S);
}

async function playSound(): Promise<boolean> {
  const audio = alertAudio();
  if (!audio) return false;
  try {
    if (audio.state !== 'running') {
      // A locked context's resume never settles: the ring does not wait for it.
      await Promise.race([audio.resume(), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
    }
    if (audio.state !== 'running') return false;
    chime(audio);
    return true;
  } catch {
    return false;
  }
}

function vibrate(): boolean {
  try {
    return typeof navigator.vibrate === 'function' && navigator.vibrate([300, 150, 300, 150, 300]);
  } catch {
    return false;
  }
}

async function native<T>(call: ((value: T) => Promise<void> | void) | undefined, value: T): Promise<boolean> {
  if (!call) return false;
  try {
    await call(value);
    return true;
  } catch {
    return false;
  }
}

/** e2e's record of rings, in the mock build only (tests/e2e/new-offer-ring.spec.ts): each with its line. */
type RingLog = { __offerRings?: (RingOutcome & { line: string })[] };

/** One alert for the offers found new at one answer, however many. */
export async function ringNewOffer({ settings, title, line, lang }: Ring): Promise<RingOutcome> {
  const bridge = nativeBridge();
  const anyOn = settings.sound || settings.vibrate || settings.voice;
  const [sound, notified, spoke] = await Promise.all([
    settings.sound ? playSound() : false,
    // The phone's notification goes unless the worker turned every alert off: it is what a pocket shows.
    anyOn ? native(bridge?.notify, { title, body: line, tag: 'new-offer' }) : false,
    settings.voice ? native(bridge?.speak, { text: line, lang }) : false,
  ]);
  const outcome = { sound, vibrated: settings.vibrate && vibrate(), notified, spoke };
  if (import.meta.env.MODE === 'mock') {
    const log = window as RingLog;
    log.__offerRings = [...(log.__offerRings ?? []), { ...outcome, line }];
  }
  return outcome;
}
