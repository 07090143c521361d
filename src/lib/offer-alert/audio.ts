// The one AudioContext of the offer alert, unlocked by the worker's first tap: browsers and web-views
// let a page make sound only after a gesture, and a ring comes from a poll, never from a tap. Small and
// in Home's first load; the ring itself (ring.ts) loads only when an offer is new or the test is tapped.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

/** The alert's AudioContext (made at the first call), or undefined where there is none. */
export function alertAudio(): AudioContext | undefined {
  if (context) return context;
  const Context =
    (globalThis as { AudioContext?: AudioContextClass }).AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  try {
    context = Context ? new Context() : undefined;
  } catch {
    context = undefined;
  }
  return context;
}

/**
 * Within a tap: resumes the context and plays a silent instant (what Safari needs to count it
 * unlocked), then suspends it again, so a phone on Home does not keep its audio running between rings.
 */
export function unlockAlertAudio() {
  const audio = alertAudio();
  if (!audio) return;
  try {
    const gain = audio.createGain();
    gain.gain.value = 0;
    const silent = audio.createOscillator();
    silent.connect(gain).connect(audio.destination);
    silent.onended = () => void audio.suspend().catch(() => undefined);
    silent.start();
    silent.stop(audio.currentTime + 0.01);
    void audio.resume().catch(() => undefined);
  } catch {
    // No sound here: vibration and the notification still alert.
  }
}

/** Unlocks the alert's sound at the first tap or key on the page; returns the function that stops waiting. */
export function unlockAlertAudioOnFirstTap(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((name) => document.removeEventListener(name, onTap, true));
  function onTap() {
    stop();
    unlockAlertAudio();
  }
  events.forEach((name) => document.addEventListener(name, onTap, true));
  return stop;
}
