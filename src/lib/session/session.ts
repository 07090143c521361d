// The signed-in session: the token and its expiry on the phone (src/lib/storage, personal keys),
// and the worker's status as the server last said it.
import { batchStored, clearPersonalStorage, clearWorkerStorage, readStored, removeStored, storedKeys, subscribeStored, writeStored } from '@/lib/storage/storage';

const sessionKeys = [storedKeys.token, storedKeys.tokenExpiry, storedKeys.workerId];

export function getToken(now = Date.now()): string | null {
  const token = readStored(storedKeys.token);
  const expired = readStored(storedKeys.tokenExpiry);
  // Valid only when present and its expiry is in the future.
  return token && expired !== null && expired > now ? token : null;
}

export const hasValidToken = (now = Date.now()) => getToken(now) !== null;

/** Starts a session: the token, its expiry and whose it is (the worker's id: the outbox sends only that worker's changes in it). */
export function saveSession(token: string, expiresAtMs: number, workerId?: string) {
  batchStored(() => {
    writeStored(storedKeys.token, token);
    writeStored(storedKeys.tokenExpiry, expiresAtMs);
    if (workerId) writeStored(storedKeys.workerId, workerId);
    else removeStored(storedKeys.workerId);
  });
}

/**
 * Whose session is on: the worker's id; undefined for a session that began before the app kept it
 * (an update in the middle of one); null with no valid session.
 */
export function sessionWorker(now = Date.now()): string | null | undefined {
  if (!hasValidToken(now)) return null;
  return readStored(storedKeys.workerId) ?? undefined;
}

/**
 * The worker the phone's session is or was for, even once its token expired (a 401 keeps her id:
 * what she taps before she signs in again, an SOS on a page still open, is hers); null once she
 * signed out, or before any sign-in.
 */
export const phoneWorker = (): string | null => readStored(storedKeys.workerId);

/**
 * The session ended without the worker's say (a 401, a token expired): the token, the worker's status
 * and every other key of the session's, so the next person on a shared phone sees nothing (the query
 * cache is cleared by the caller; the persisted answers and the outbox follow subscribeSession). What
 * is kept on purpose for her (her changes, an applicant's drafts, whose the phone was) stays for her
 * next sign-in.
 */
export const clearSession = clearPersonalStorage;

/** The worker signed out, or closed the account: the session's keys and what was kept for her go. */
export function signOutOfPhone() {
  const worker = phoneWorker();
  batchStored(() => {
    clearPersonalStorage();
    clearWorkerStorage(worker);
  });
}

export function storedWorkerStatus(): number | null {
  const value = readStored(storedKeys.workerStatus);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/** Saves the worker's status as the server last said it; the pages that follow it re-render. */
export const saveWorkerStatus = (status: number) => void writeStored(storedKeys.workerStatus, status);

/** For useSyncExternalStore: re-render when the worker's status changes (the session's own start and end included). */
export const subscribeWorkerStatus = (listener: () => void) => subscribeStored([storedKeys.workerStatus, ...sessionKeys], listener);

/** For useSyncExternalStore: re-render when the session starts or ends. */
export const subscribeSession = (listener: () => void) => subscribeStored(sessionKeys, listener);
