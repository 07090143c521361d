// A step's form state with its drafts: starts from the local draft (else what the server holds),
// keeps every change on the phone at once, and the server's copy (the step's draft call) a moment
// after typing stops and when the page is left, through the outbox (kept: offline, or after a 401,
// it goes when the network and her session return; a newer copy replaces one not yet sent);
// `accepted()` clears the local draft once the server took the step, and what of its copies still
// waits. Mount it once the server's answer is there (or, offline, the local draft).
import { useCallback, useEffect, useRef, useState } from 'react';
import { change as keepChange, dropWaiting } from '@/lib/outbox';
import { clearDraft, type DraftKey, readDraft, writeDraft } from './draft-store';

export const SERVER_DRAFT_DELAY_MS = 1_000;

/** How the server's copy of a draft goes: its outbox kind, and its body. */
export type ServerDraft<T> = { kind: string; body: (value: T) => object };

export function useStepDraft<T>(key: DraftKey, fromServer: T, serverDraft?: ServerDraft<T>) {
  const [initial] = useState(() => readDraft<T>(key) ?? fromServer);
  const [value, setValue] = useState<T>(initial);
  // Every change goes through `change`, which keeps this one current.
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const save = useRef(serverDraft);
  useEffect(() => {
    save.current = serverDraft;
  });
  const tag = `applyDraft:${key}`;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    const draft = save.current;
    // The server's copy, kept like any change; a refusal there changes nothing for the applicant.
    if (next && draft) void keepChange(draft.kind, draft.body(next.value) as Record<string, unknown>, { coalesce: tag }).outcome.catch(() => undefined);
  }, [tag]);

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
    // The step is the server's now: an older copy of its draft must not land after it.
    dropWaiting(tag);
  }, [key, tag]);

  // Leaving the page sends what waits (the draft calls' "and when leaving the page").
  useEffect(() => flush, [flush]);

  return { value, change, accepted };
}
