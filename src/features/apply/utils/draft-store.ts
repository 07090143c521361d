// The applicant's local drafts: what a step's form holds, kept on the phone as it is typed, so a
// closed app, a reload or a dropped network loses nothing. A draft is cleared only once the server
// accepted the step. Keys live under `cache:`, which ending the session removes: a shared phone
// does not show one person's ID number to the next (the server's draft autosave keeps it too).
export const DRAFT_PREFIX = 'cache:apply-draft:';

/** A step's draft: `basicInfo`, `account`, `images`, `contract:<id>`. */
export type DraftKey = 'basicInfo' | 'account' | 'images' | 'realName' | `contract:${string}`;

type Stored<T> = { value: T; savedAt: number };

export function readDraft<T>(key: DraftKey): T | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_PREFIX + key) ?? 'null') as Stored<T> | null;
    return stored && typeof stored === 'object' && 'value' in stored ? stored.value : null;
  } catch {
    // A draft that cannot be read (written by an older app, cut short) is no draft.
    return null;
  }
}

/** Keeps the form as it is now; false when the phone refused (storage full or blocked). */
export function writeDraft<T>(key: DraftKey, value: T, now = Date.now()): boolean {
  try {
    localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ value, savedAt: now } satisfies Stored<T>));
    return true;
  } catch {
    return false;
  }
}

export const clearDraft = (key: DraftKey) => localStorage.removeItem(DRAFT_PREFIX + key);

export const hasDraft = (key: DraftKey) => localStorage.getItem(DRAFT_PREFIX + key) !== null;
