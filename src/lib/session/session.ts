// The signed-in session: the token and its expiry in local storage, under the spec's keys.
export const TOKEN_KEY = 'uni_id_token';
export const TOKEN_EXPIRED_KEY = 'uni_id_token_expired';

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

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_EXPIRED_KEY);
  listeners.forEach((l) => l());
}

/** For useSyncExternalStore: re-render when the session starts or ends. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
