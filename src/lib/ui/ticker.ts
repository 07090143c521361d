// One clock for every countdown on screen (issue 53): a timer each second while at least one listens
// and the page is in front; none while the page is hidden (nothing on it is seen), and a tick at once
// when it shows again, so each count is right before the worker reads it.

type Listener = (now: number) => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
const tick = () => {
  const now = Date.now();
  listeners.forEach((listener) => listener(now));
};

function stop() {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}
function start() {
  if (timer === undefined && listeners.size > 0 && !hidden()) timer = setInterval(tick, 1000);
}
function onVisibility() {
  if (hidden()) return stop();
  tick();
  start();
}

/** Calls `listener` with the time each second while the page shows; returns the unsubscribe. */
export function everySecond(listener: Listener): () => void {
  if (listeners.size === 0 && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  listeners.add(listener);
  // Armed again at each new subscription: one timer for all, always of the clock running now (a
  // timer made under another clock, a test's fake one, would never fire and hold every count still).
  stop();
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}
