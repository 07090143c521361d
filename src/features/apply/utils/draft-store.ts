// The applicant's local drafts: what a step's form holds, kept on the phone as it is typed, so a
// closed app, a reload or a dropped network loses nothing. A draft is cleared only once the server
// accepted the step. Personal keys (src/lib/storage, `applyDraft`), which ending the session
// removes: a shared phone does not show one person's ID number to the next (the server's draft
// autosave keeps it too).
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';

/** A step's draft: `basicInfo`, `account`, `images`, `contract:<id>`. */
export type DraftKey = 'basicInfo' | 'account' | 'images' | 'realName' | `contract:${string}`;

/** The step's draft; a draft that cannot be read (written by an older app, cut short) is no draft. */
export function readDraft<T>(key: DraftKey): T | null {
  return (readStored(storedKeys.applyDraft(key))?.value as T | undefined) ?? null;
}

/** Keeps the form as it is now; false when the phone refused (storage full or blocked). */
export const writeDraft = <T>(key: DraftKey, value: T, now = Date.now()): boolean => writeStored(storedKeys.applyDraft(key), { value, savedAt: now });

export const clearDraft = (key: DraftKey) => removeStored(storedKeys.applyDraft(key));

/** Whether the step has a draft it can read. */
export const hasDraft = (key: DraftKey) => readDraft(key) !== null;
