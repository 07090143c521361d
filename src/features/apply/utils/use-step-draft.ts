// A step's form state with its drafts: starts from the local draft (else what the server holds),
// keeps every change on the phone at once and on the server (the step's draft call) a moment after
// typing stops, and when the page is left; `accepted()` clears the local draft once the server took
// the step. Mount it once the server's answer is there.
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type DraftKey, readDraft, writeDraft } from './draft-store';

export const SERVER_DRAFT_DELAY_MS = 1_000;

export function useStepDraft<T>(key: DraftKey, fromServer: T, saveOnServer?: (value: T) => Promise<unknown>) {
  const [initial] = useState(() => readDraft<T>(key) ?? fromServer);
  const [value, setValue] = useState<T>(initial);
  // Every change goes through `change`, which keeps this one current.
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const save = useRef(saveOnServer);
  useEffect(() => {
    save.current = saveOnServer;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    // The server's draft is a second copy; a failure there changes nothing for the applicant.
    if (next && save.current) void save.current(next.value).catch(() => undefined);
  }, []);

  /** A new value, or a change of the latest one (two uploads ending in one frame both count). */
  const change = useCallback(
    (update: T | ((current: T) => T)) => {
      const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
      latest.current = next;
      setValue(next);
      writeDraft(key, next);
      clearTimeout(timer.current);
      pending.current = { value: next };
      timer.current = setTimeout(flush, SERVER_DRAFT_DELAY_MS);
    },
    [key, flush],
  );

  const accepted = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearDraft(key);
  }, [key]);

  // Leaving the page sends what waits (the draft calls' "and when leaving the page").
  useEffect(() => flush, [flush]);

  return { value, change, accepted };
}
