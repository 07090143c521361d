// The worker's last SOS alert, kept on the phone from the hold until the worker closes it: its
// outbox key (the alert may still wait on the phone), when it was held, and its id once the platform
// has it. Home, the order's pages and the safety centre show where it stands from it (the journal
// says whether it still waits; getSosAlert, what the platform did with it), so a page left and
// opened again, or the app restarted, still shows it and still offers 我已安全 / 误报，撤回.
// Personal: it goes with the session.
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, removeStored, storedKeys, subscribeStored, writeStored } from '@/lib/storage/storage';

export type LastAlert = { key: string; at: number; id?: string };

const KEY = storedKeys.lastSos;

/** An alert held now: it replaces the one before (a second alert is the one that matters). */
export const rememberAlert = (key: string, at = Date.now()) => void writeStored(KEY, { key, at });

/** The platform has it: its id, for getSosAlert and resolveSosAlert. Only for the alert still remembered. */
export function noteDelivered(key: string, id: string) {
  const last = readStored(KEY);
  if (last?.key === key && last.id !== id) writeStored(KEY, { ...last, id });
}

/** The worker closed it (cancelled within the window, or 知道了 once it ended). Only that alert. */
export function forgetAlert(key: string) {
  if (readStored(KEY)?.key === key) removeStored(KEY);
}

let seen: { text: string; value: LastAlert | null } = { text: 'null', value: null };
function snapshot(): LastAlert | null {
  const value = readStored(KEY);
  const text = JSON.stringify(value);
  if (text !== seen.text) seen = { text, value };
  return seen.value;
}

/** The last alert, or null; the same object while it does not change. */
export function useLastAlert(): LastAlert | null {
  const subscribe = useCallback((listener: () => void) => subscribeStored([KEY], listener), []);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
