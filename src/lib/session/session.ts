// The signed-in session: the token and its expiry in local storage, under the spec's keys.
export const TOKEN_KEY = 'uni_id_token';
export const TOKEN_EXPIRED_KEY = 'uni_id_token_expired';
export const WORKER_STATUS_KEY = 'worker_status';
/** Keys under this prefix hold personal data cached on the phone; they go when the session ends. */
export const PERSONAL_CACHE_PREFIX = 'cache:';

const listeners = new Set<() => void>();

export function getToken(now = Date.now()): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const expired = Number(localStorage.getItem(TOKEN_EXPIRED_KEY));
  // Valid only when present and its expiry is in the future.
  return token && Number.isFinite(expired) && expired > now ? token : null;
}

export const hasValidToken = (now = Date.now()) => getToken(now) !== null;

export function saveSession(token: string, expiresAtMs: number) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRED_KEY, String(expiresAtMs));
  listeners.forEach((l) => l());
}

/**
 * Ends the session on this phone: the token, the worker's status and every cached personal datum,
 * so the next person on a shared phone sees nothing (the query cache is cleared by the caller).
 */
export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_EXPIRED_KEY);
  localStorage.removeItem(WORKER_STATUS_KEY);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PERSONAL_CACHE_PREFIX)) localStorage.removeItem(key);
  }
  listeners.forEach((l) => l());
}

export function storedWorkerStatus(): number | null {
  const value = Number(localStorage.getItem(WORKER_STATUS_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

const statusListeners = new Set<() => void>();

/** Saves the worker's status as the server last said it; the pages that follow it re-render. */
export function saveWorkerStatus(status: number) {
  if (localStorage.getItem(WORKER_STATUS_KEY) === String(status)) return;
  localStorage.setItem(WORKER_STATUS_KEY, String(status));
  statusListeners.forEach((l) => l());
}

/** For useSyncExternalStore: re-render when the worker's status changes (the session's own start and end included). */
export function subscribeWorkerStatus(listener: () => void) {
  statusListeners.add(listener);
  listeners.add(listener);
  return () => {
    statusListeners.delete(listener);
    listeners.delete(listener);
  };
}

/** For useSyncExternalStore: re-render when the session starts or ends. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
