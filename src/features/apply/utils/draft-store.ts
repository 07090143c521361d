// The applicant's local drafts: what a step's form holds, kept on the phone as it is typed, so a
// closed app, a reload, a dropped network or a session that expired loses nothing. A draft is cleared
// only once the server accepted the step. Kept on purpose for her (src/lib/storage, `applyDraft`, the
// worker's): each names its applicant, only she reads it, and her sign-out removes it; a 401 keeps it
// for her next sign-in. The server's copy goes through the outbox (use-step-draft.ts).
import { phoneWorker } from '@/lib/session/session';
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';

/** A step's draft: `basicInfo`, `account`, `images`, `contract:<id>`. */
export type DraftKey = 'basicInfo' | 'account' | 'images' | 'realName' | `contract:${string}`;

/** The step's draft, when it is this phone's applicant's; a draft that cannot be read (written by an older app, cut short) is no draft. */
export function readDraft<T>(key: DraftKey): T | null {
  const kept = readStored(storedKeys.applyDraft(key));
  if (!kept || (kept.owner !== undefined && kept.owner !== phoneWorker())) return null;
  return (kept.value as T | undefined) ?? null;
}

/** Keeps the form as it is now, in her name; false when the phone refused (storage full or blocked). */
export const writeDraft = <T>(key: DraftKey, value: T, now = Date.now()): boolean =>
  writeStored(storedKeys.applyDraft(key), { ...(phoneWorker() ? { owner: phoneWorker()! } : {}), value, savedAt: now });

export const clearDraft = (key: DraftKey) => removeStored(storedKeys.applyDraft(key));

/** Whether the step has a draft it can read. */
export const hasDraft = (key: DraftKey) => readDraft(key) !== null;
