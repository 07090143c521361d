// That the network works, as the app's own calls find it: an answer from the server. A phone in a
// lift or on a captive Wi-Fi never fires `offline` or `online`; the first answer after a dead spell
// is the sign that what waits (the outbox) can go now rather than at its next retry.
const listeners = new Set<() => void>();

/** The request wrapper heard a successful answer. */
export const noteAnswerHeard = () => listeners.forEach((listener) => listener());

export function onAnswerHeard(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
