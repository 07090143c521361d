import { describe, expect, it } from 'vitest';
import { clearSession, getToken, hasValidToken, saveSession } from '@/lib/session/session';
import { storedKeys } from '@/lib/storage/storage';
import { safeRedirect } from '@/lib/navigation/safe-redirect';

describe('session token', () => {
  it('is stored under the spec keys and valid while its expiry is in the future', () => {
    saveSession('tok', 2_000);
    expect(localStorage.getItem(storedKeys.token.name)).toBe('tok');
    expect(localStorage.getItem(storedKeys.tokenExpiry.name)).toBe('2000');
    expect(getToken(1_999)).toBe('tok');
    expect(hasValidToken(2_000)).toBe(false);
  });
  it('is invalid without an expiry', () => {
    localStorage.setItem(storedKeys.token.name, 'tok');
    expect(hasValidToken(0)).toBe(false);
  });
  it('is gone after clearSession', () => {
    saveSession('tok', Date.now() + 60_000);
    clearSession();
    expect(localStorage.getItem(storedKeys.token.name)).toBeNull();
    expect(localStorage.getItem(storedKeys.tokenExpiry.name)).toBeNull();
  });
});

describe('return after sign-in', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirect('/pages/order/detail?id=so_1')).toBe('/pages/order/detail?id=so_1');
  });
  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])('drops %s', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });
});
