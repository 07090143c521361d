// The check-in's alarm: a beep from Web Audio (no sound file to download or precache) every couple
// of seconds, and the phone's vibration where the browser has it, until the worker answers. Either
// may be unavailable (no AudioContext, a web-view that blocks sound before a tap): the full-screen
// question shows all the same.

/** How often the beep repeats while the question is open. */
const BEEP_EVERY_MS = 2_500;

type AudioContextClass = typeof AudioContext;

function beep(context: AudioContext) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = 880;
  const start = context.currentTime;
  // Two short tones, loud enough to be heard from a bag.
  gain.gain.setValueAtTime(0.0001, start);
  for (const at of [0, 0.35]) {
    gain.gain.setValueAtTime(0.3, start + at);
    gain.gain.setValueAtTime(0.0001, start + at + 0.22);
  }
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.6);
}

/** Starts the alarm; the function it answers stops it. */
export function startAlarm(): () => void {
  const Context = (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  let context: AudioContext | undefined;
  try {
    context = Context ? new Context() : undefined;
  } catch {
    context = undefined;
  }
  const ring = () => {
    try {
      if (context) {
        if (context.state === 'suspended') void context.resume().catch(() => undefined);
        beep(context);
      }
      navigator.vibrate?.([400, 200, 400]);
    } catch {
      // No sound or vibration: the question still shows.
    }
  };
  ring();
  const timer = setInterval(ring, BEEP_EVERY_MS);
  return () => {
    clearInterval(timer);
    try {
      navigator.vibrate?.(0);
    } catch {
      // Nothing to stop.
    }
    void context?.close().catch(() => undefined);
  };
}
