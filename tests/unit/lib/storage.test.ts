// What the app keeps on the phone goes through one registry (src/lib/storage): the names a worker's
// phone holds today are read after any change of code; a session's end takes every personal key
// and leaves the phone's; nothing stored, however damaged or refused, throws; subscribers hear writes.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, signOutOfPhone } from '@/lib/session/session';
import {
  batchStored,
  clearPersonalStorage,
  readStored,
  removeRetiredKeys,
  removeStored,
  type StoredFamily,
  type StoredKey,
  storedKeys,
  subscribeStored,
  writeStored,
} from '@/lib/storage/storage';
import { useStoredValue } from '@/lib/storage/use-stored-value';

type Entry = StoredKey<unknown, unknown> | StoredFamily<unknown, unknown>;
const registry = Object.entries(storedKeys) as [string, Entry][];
/** A key of each entry: a family's for the id `x`. */
const keyOf = (entry: Entry) => ('prefix' in entry ? entry('x') : entry);
const storageOf = (key: StoredKey<unknown, unknown>) => (key.area === 'local' ? localStorage : sessionStorage);

describe('the registry', () => {
  it('keeps the names and places the phones hold today, and says whose each is', () => {
    const names = Object.fromEntries(registry.map(([id, entry]) => [id, ['prefix' in entry ? `${entry.prefix}*` : entry.name, entry.area, entry.whose]]));
    expect(names).toEqual({
      token: ['uni_id_token', 'local', 'session'],
      tokenExpiry: ['uni_id_token_expired', 'local', 'session'],
      workerStatus: ['worker_status', 'local', 'session'],
      cartCount: ['cache:cart-count', 'local', 'session'],
      lastPosition: ['cache:last-position', 'local', 'session'],
      studyPdfPage: ['cache:study-pdf-page:*', 'local', 'session'],
      locationChoice: ['location-choice:*', 'session', 'session'],
      // Which offers a worker saw is hers: a shared phone's next person does not read it (issue 52).
      offersSeen: ['worker_offers_seen', 'local', 'session'],
      // Kept on purpose for her, each naming her: a 401 keeps them; her sign-out takes them.
      workerId: ['worker_id', 'local', 'worker'],
      applyDraft: ['cache:apply-draft:*', 'local', 'worker'],
      outbox: ['worker_outbox', 'local', 'worker'],
      language: ['worker_language', 'local', 'phone'],
      permissionExplained: ['worker_permission_explained_*', 'local', 'phone'],
      inviteCode: ['worker_invite_code', 'local', 'phone'],
      guestCart: ['shop:guest-cart', 'local', 'phone'],
      dynamicComponents: ['dynamic_components:*', 'local', 'phone'],
      offerAlert: ['worker_offer_alert', 'local', 'phone'],
      updatePostponed: ['update_postponed', 'session', 'phone'],
      sessionEnded: ['session_ended', 'session', 'phone'],
    });
  });

  it('reads what the app wrote before the registry, as it wrote it', () => {
    localStorage.setItem('uni_id_token', 'tok');
    localStorage.setItem('uni_id_token_expired', '1767225600000');
    localStorage.setItem('worker_language', 'zh-Hant');
    localStorage.setItem('worker_permission_explained_camera', '1');
    localStorage.setItem('cache:study-pdf-page:sm_1', '4');
    localStorage.setItem('cache:apply-draft:basicInfo', JSON.stringify({ value: { realName: '王丽娟' }, savedAt: 1 }));
    sessionStorage.setItem('update_postponed', '120');
    expect(readStored(storedKeys.token)).toBe('tok');
    expect(readStored(storedKeys.tokenExpiry)).toBe(1_767_225_600_000);
    expect(readStored(storedKeys.language)).toBe('zh-Hant');
    expect(readStored(storedKeys.permissionExplained('camera'))).toBe(true);
    expect(readStored(storedKeys.permissionExplained('album'))).toBe(false);
    expect(readStored(storedKeys.studyPdfPage('sm_1'))).toBe(4);
    expect(readStored(storedKeys.applyDraft('basicInfo'))).toEqual({ value: { realName: '王丽娟' }, savedAt: 1 });
    expect(readStored(storedKeys.updatePostponed)).toBe(120);
  });

  it('writes each value as the app always wrote it', () => {
    writeStored(storedKeys.token, 'tok');
    writeStored(storedKeys.tokenExpiry, 2_000);
    writeStored(storedKeys.permissionExplained('phone'), true);
    writeStored(storedKeys.locationChoice('address'), { latitude: 31.2, longitude: 121.4 });
    expect(localStorage.getItem('uni_id_token')).toBe('tok');
    expect(localStorage.getItem('uni_id_token_expired')).toBe('2000');
    expect(localStorage.getItem('worker_permission_explained_phone')).toBe('1');
    expect(sessionStorage.getItem('location-choice:address')).toBe('{"latitude":31.2,"longitude":121.4}');
  });
});

describe('the session end', () => {
  it("a 401 takes every key of the session's, and leaves what is kept on purpose for her and the phone's", () => {
    saveSession('tok', Date.now() + 60_000);
    for (const [, entry] of registry) storageOf(keyOf(entry)).setItem(keyOf(entry).name, 'kept');
    clearSession();
    for (const [id, entry] of registry) {
      const key = keyOf(entry);
      expect([id, storageOf(key).getItem(key.name)]).toEqual([id, key.whose === 'session' ? null : 'kept']);
    }
  });

  it("her sign-out takes the session's keys and every one kept for her; another worker's and the phone's stay; the outbox's list is the outbox's to thin", () => {
    // Each registry key holding something of hers (`owner`), and a second copy of each family's that is another worker's.
    for (const [, entry] of registry) storageOf(keyOf(entry)).setItem(keyOf(entry).name, JSON.stringify({ owner: 'w_1', value: 1 }));
    for (const [, entry] of registry) if ('prefix' in entry) storageOf(entry('other')).setItem(entry('other').name, JSON.stringify({ owner: 'w_2', value: 1 }));
    saveSession('tok', Date.now() + 60_000, 'w_1');
    // (Her id is her id, not a record naming her.)
    localStorage.setItem(storedKeys.workerId.name, 'w_1');
    signOutOfPhone();
    for (const [id, entry] of registry) {
      const key = keyOf(entry);
      const gone = key.whose === 'session' || (key.whose === 'worker' && key.name !== storedKeys.outbox.name);
      expect([id, storageOf(key).getItem(key.name) === null]).toEqual([id, gone]);
      if ('prefix' in entry && entry.whose !== 'session') expect([id, storageOf(key).getItem(entry('other').name)]).toEqual([id, expect.stringContaining('w_2')]);
    }
  });

  it('takes any local key under cache: (an older version\'s) and no one else\'s', () => {
    localStorage.setItem('cache:home-components', '{"x":1}');
    localStorage.setItem('someone-else', 'x');
    sessionStorage.setItem('cache:not-local', 'x');
    clearPersonalStorage();
    expect(localStorage.getItem('cache:home-components')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('x');
    expect(sessionStorage.getItem('cache:not-local')).toBe('x');
  });
});

describe('retired keys', () => {
  it("takes off the phone the keys no code reads any more, and no one else's", () => {
    localStorage.setItem('cache:first_calls', '{"getWorkerInfo":{}}');
    localStorage.setItem('first_pictures', '["https://cdn.example.cn/a.png"]');
    writeStored(storedKeys.language, 'en');
    const heard = vi.fn();
    const unsubscribe = subscribeStored([{ name: 'first_pictures' }], heard);
    removeRetiredKeys();
    unsubscribe();
    expect([localStorage.getItem('cache:first_calls'), localStorage.getItem('first_pictures')]).toEqual([null, null]);
    expect(readStored(storedKeys.language)).toBe('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('reading', () => {
  it('gives the default for a missing, corrupt or misshapen value, never a throw', () => {
    expect(readStored(storedKeys.offerAlert)).toBeNull();
    localStorage.setItem('worker_offer_alert', '{not json');
    expect(readStored(storedKeys.offerAlert)).toBeNull();
    localStorage.setItem('worker_offer_alert', '[1,2]');
    expect(readStored(storedKeys.offerAlert)).toBeNull();
    localStorage.setItem('uni_id_token_expired', 'soon');
    expect(readStored(storedKeys.tokenExpiry)).toBeNull();
    localStorage.setItem('cache:last-position', JSON.stringify({ latitude: '31', longitude: 121 }));
    expect(readStored(storedKeys.lastPosition)).toBeNull();
    localStorage.setItem('cache:apply-draft:images', '{"value": [cut sh');
    expect(readStored(storedKeys.applyDraft('images'))).toBeNull();
    localStorage.setItem('shop:guest-cart', '{"lines":[]}');
    expect(readStored(storedKeys.guestCart)).toEqual([]);
  });
});

describe('a storage that throws', () => {
  /** Runs `check` with local storage replaced by `stand` (a getter that throws: a storage that cannot even be named). */
  function withLocalStorage(stand: PropertyDescriptor, check: () => void) {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, ...stand });
    try {
      check();
    } finally {
      Object.defineProperty(globalThis, 'localStorage', own);
    }
  }

  it('reads defaults, says a write was refused, and breaks nothing (a full or refusing storage)', () => {
    const refuse = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const refusing = { length: 1, getItem: refuse, setItem: refuse, removeItem: refuse, key: refuse, clear: refuse };
    withLocalStorage({ value: refusing }, () => {
      expect(readStored(storedKeys.cartCount)).toBe(0);
      expect(readStored(storedKeys.applyDraft('images'))).toBeNull();
      expect(writeStored(storedKeys.language, 'en')).toBe(false);
      expect(() => removeStored(storedKeys.inviteCode)).not.toThrow();
      expect(() => clearSession()).not.toThrow();
      expect(() => saveSession('tok', Date.now() + 60_000)).not.toThrow();
    });
  });

  it('the same for one that cannot even be named (a blocked one, a sandboxed frame)', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    withLocalStorage({ get: denied }, () => {
      expect(readStored(storedKeys.token)).toBeNull();
      expect(writeStored(storedKeys.token, 'tok')).toBe(false);
      expect(() => clearPersonalStorage()).not.toThrow();
    });
    expect(localStorage.getItem('uni_id_token')).toBeNull();
  });
});

describe('subscribers', () => {
  it('hear a write and a removal of their keys, not of others, and nothing once unsubscribed', () => {
    const heard = vi.fn();
    const stop = subscribeStored([storedKeys.cartCount], heard);
    writeStored(storedKeys.cartCount, 3);
    expect(heard).toHaveBeenCalledTimes(1);
    writeStored(storedKeys.cartCount, 3); // the same value: no change
    writeStored(storedKeys.language, 'en');
    expect(heard).toHaveBeenCalledTimes(1);
    removeStored(storedKeys.cartCount);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    writeStored(storedKeys.cartCount, 4);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('hear a change of several keys once (a sign-in, a sign-out)', () => {
    const heard = vi.fn();
    const stop = subscribeStored([storedKeys.token, storedKeys.tokenExpiry], heard);
    saveSession('tok', Date.now() + 60_000);
    expect(heard).toHaveBeenCalledTimes(1);
    batchStored(() => {
      writeStored(storedKeys.workerStatus, 1);
      removeStored(storedKeys.token);
    });
    expect(heard).toHaveBeenCalledTimes(2);
    clearSession();
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
  });

  it('useStoredValue re-renders with each write of its key, and not for another key', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStoredValue(storedKeys.cartCount);
    });
    expect(result.current).toBe(0);
    act(() => void writeStored(storedKeys.cartCount, 3));
    expect(result.current).toBe(3);
    const before = renders;
    act(() => void writeStored(storedKeys.language, 'en'));
    expect(renders).toBe(before);
    act(() => clearSession()); // personal: it goes
    expect(result.current).toBe(0);
  });
});
