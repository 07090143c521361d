// The outbox's one public face (issue 48): every change a worker makes goes through it, named with
// how it goes (kept, online-only, now: types.ts `Way`); each feature registers its own senders; the
// screens read what is kept, and its true state, from here. Its journal, files and engine are its own
// (ESLint keeps them private to src/lib/outbox). Light: nothing here loads the engine until a change
// needs it. docs/contributing.md, "Send a change".
export type { Intent, IntentFile, Lane, WaitReason, AsideReason } from './journal';
export type { KeptFile, KeepOptions } from './keep';
export { type Outcome, type Sender, type Senders, type Way, SetAside, PATIENCE_MS } from './types';
export { registerSenders } from './registry';
export { startOutbox, disposeOutbox } from './start';
export { change, type ChangeOptions, whenSent, dismiss, retry, withdraw, flushOutbox, keptIntents, discardIntents, whenGone, dropWaiting } from './front';
export { useChange, withVariables, type Submission } from './use-change';
export { useOutbox, useOrderIntents, outboxFull, waitOf, useIntent, keptChanges } from './use-outbox';
export { useUploadProgress } from './progress';
export { tapTime } from './keep';
export { callOf, refreshAll } from './senders-kit';
