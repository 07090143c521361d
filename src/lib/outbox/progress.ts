// How far an intent's files are on their way up (a recording's parts, issue 40), for the screen that
// shows it: 0 to 1, in memory (after a reload, the parts already up count, read from the journal).
// Light: a screen reads it without loading the engine.
import { useSyncExternalStore } from 'react';

const progress = new Map<string, number>();
const listeners = new Set<() => void>();

export function setUploadProgress(key: string, fraction: number | undefined) {
  if (fraction === undefined) progress.delete(key);
  else progress.set(key, Math.max(0, Math.min(1, fraction)));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The fraction of `key`'s files up in this page's life, undefined before any went. */
export function useUploadProgress(key: string): number | undefined {
  return useSyncExternalStore(subscribe, () => progress.get(key));
}
