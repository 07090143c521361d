// What the app keeps on the phone in local and session storage, in one registry (`storedKeys`): each
// key's name as the phone holds it (never renamed: what a worker's phone holds today is read after
// any change of code), its value and default, where it lives, and whose it is:
// - the session's (`session`): the worker's, gone when the session ends in any way (a sign-out, the
//   account closed, a 401: `clearPersonalStorage`);
// - the worker's, kept on purpose (`worker`): what she did that must outlive an expired session (an
//   applicant's drafts, whose phone it was), each value naming its worker; a 401 keeps it for her next
//   sign-in, only she reads it, and it goes when she signs out or closes the account
//   (`clearWorkerStorage`);
// - the phone's (`phone`): the language, the permissions explained, public caches: nobody's.
// The registry is static, not filled as modules load: a session's end clears the keys of screens
// whose code never loaded too.
//
// Reads never throw: a value missing, cut short or of another shape is the key's default. A storage
// that throws (a blocked or sandboxed one, a full quota) only means nothing is kept: a write says
// false. Writes go through here, so subscribers hear them (not another tab's: one page in the web-view). The only module that touches localStorage and sessionStorage (ESLint, eslint.config.js);
// IndexedDB stays with its own stores (the persisted answers, the outbox).

export type Area = 'local' | 'session';

/** How a value is written as text, and read back: undefined when the text is not such a value. */
type Codec<T> = { encode(value: T): string; decode(text: string): T | undefined };

/** Whose a key is, and so when it goes (the module's first lines). */
export type Whose = 'session' | 'worker' | 'phone';

/** A key the app keeps: read as `T`, or as `F` (its default) when there is none or it cannot be read. */
export type StoredKey<T, F = T> = {
  readonly name: string;
  readonly area: Area;
  readonly whose: Whose;
  readonly fallback: F;
  readonly codec: Codec<T>;
};

/** Keys made per id (a step's draft, a document's page): `prefix` + id. */
export type StoredFamily<T, F = T> = ((id: string) => StoredKey<T, F>) & { readonly prefix: string; readonly area: Area; readonly whose: Whose };

const SESSION: Whose = 'session';
const WORKER: Whose = 'worker';
const PHONE: Whose = 'phone';

const text: Codec<string> = { encode: (value) => value, decode: (value) => value };
const number: Codec<number> = {
  encode: String,
  decode: (value) => (value.trim() && Number.isFinite(Number(value)) ? Number(value) : undefined),
};
const flag: Codec<true> = { encode: () => '1', decode: (value) => (value === '1' || undefined) };
/** JSON of the shape `valid` accepts; the module that owns the key checks its fields further. */
const json = <T>(valid: (value: unknown) => boolean): Codec<T> => ({
  encode: (value) => JSON.stringify(value),
  decode: (value) => {
    const parsed: unknown = JSON.parse(value);
    return valid(parsed) ? (parsed as T) : undefined;
  },
});
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isPoint = (value: unknown) => isRecord(value) && typeof value.latitude === 'number' && typeof value.longitude === 'number';
type Point = { latitude: number; longitude: number };
type JsonObject = Readonly<Record<string, unknown>>;

const single = <T, F>(name: string, area: Area, whose: Whose, codec: Codec<T>, fallback: F): StoredKey<T, F> => ({ name, area, whose, codec, fallback });
const family = <T, F>(prefix: string, area: Area, whose: Whose, codec: Codec<T>, fallback: F): StoredFamily<T, F> =>
  Object.assign((id: string) => single(prefix + id, area, whose, codec, fallback), { prefix, area, whose });

/**
 * Every key the app keeps. Besides these, the router keeps its scroll positions in session storage
 * (react-router's own key: positions, nobody's). A local key under `cache:` is the session's whatever
 * wrote it (an older version of the app included): new personal caches take that prefix too.
 */
export const storedKeys = {
  // The session's: they go when the session ends, in any way.
  /** The session's token. */
  token: single('uni_id_token', 'local', SESSION, text, null),
  /** Its expiry, epoch milliseconds. */
  tokenExpiry: single('uni_id_token_expired', 'local', SESSION, number, null),
  /** The worker's status as the server last said it (3: an applicant still onboarding). */
  workerStatus: single('worker_status', 'local', SESSION, number, null),
  /** The cart's piece count for the badges (src/lib/shop/cart-count.ts). */
  cartCount: single('cache:cart-count', 'local', SESSION, number, 0),
  /** The last position the phone had, with when (src/lib/location/position.ts). */
  lastPosition: single('cache:last-position', 'local', SESSION, json<Point & { accuracyMeters?: number; at: number }>((v) => isPoint(v) && typeof (v as { at?: unknown }).at === 'number'), null),
  /** The page a study PDF was left at, by material id. */
  studyPdfPage: family('cache:study-pdf-page:', 'local', SESSION, number, null),
  /** A point the location chooser hands back to the page that opened it, under the key that page named. */
  locationChoice: family('location-choice:', 'session', SESSION, json<Point>(isPoint), null),
  /**
   * The offers this phone has shown, `<worker>/<order id>`, newest last and bounded
   * (features/home/utils/new-offers.ts): an offer rings once; the session's, so that the next person
   * on a shared phone cannot read which offers a worker saw (a sign-in may ring once more for an
   * offer still open).
   */
  offersSeen: single('worker_offers_seen', 'local', SESSION, json<readonly string[]>((v) => Array.isArray(v) && v.every((id) => typeof id === 'string')), Object.freeze([]) as readonly string[]),

  // The worker's, kept on purpose: a 401 keeps them for her next sign-in; her sign-out removes them.
  /**
   * Whose the phone's session is or was (the worker's id from the sign-in): a change tapped after the
   * token expired (an SOS on a page still open) is kept in her name; the outbox sends a worker's
   * changes only in her session.
   */
  workerId: single('worker_id', 'local', WORKER, text, null),
  /**
   * An apply step's draft, by step (`basicInfo`, `contract:<id>`...): `{ owner, value, savedAt }`:
   * nothing typed is lost by a session that expires; only its applicant reads it.
   */
  applyDraft: family('cache:apply-draft:', 'local', WORKER, json<{ owner?: string; value: unknown; savedAt: number }>((v) => isRecord(v) && 'value' in v), null),
  /**
   * The outbox's intents (src/lib/outbox/journal.ts), every worker's, each naming its owner: a 401
   * pauses them, tied to their worker, who alone sends them at the next sign-in; only that worker
   * discards them (the outbox does, at her sign-out; never the whole list).
   */
  outbox: single('worker_outbox', 'local', WORKER, text, null),

  // The phone's: they stay when the session ends.
  /** The language the worker chose (it belongs to the phone, not the person). */
  language: single('worker_language', 'local', PHONE, text, null),
  /** Whether the worker was told why the app asks for a permission, by kind: once per permission. */
  permissionExplained: family('worker_permission_explained_', 'local', PHONE, flag, false),
  /** The invite code the app was launched with, until it has been sent (it came before any sign-in). */
  inviteCode: single('worker_invite_code', 'local', PHONE, text, null),
  /** The signed-out cart's lines: a guest's cart is nobody's secret, and joins the server's at sign-in. */
  guestCart: single('shop:guest-cart', 'local', PHONE, json<readonly unknown[]>(Array.isArray), Object.freeze([]) as readonly unknown[]),
  /** The dynamic components' last answer, by the ids asked for joined with commas: public. */
  dynamicComponents: family('dynamic_components:', 'local', PHONE, json<JsonObject>(isRecord), null),
  /** How a new offer alerts (src/lib/offer-alert/settings.ts): sound, vibration, voice; the phone's, as the language. */
  offerAlert: single('worker_offer_alert', 'local', PHONE, json<JsonObject>(isRecord), null),
  /** The app version (its versionCode) the worker put off this visit: asked again on a later launch. */
  updatePostponed: single('update_postponed', 'session', PHONE, number, null),
  /**
   * That a 401 ended the session in this tab: until the next sign-in nothing of the worker's is
   * asked (src/lib/api/request.ts). The phone's: it is written after the personal keys are gone.
   */
  sessionEnded: single('session_ended', 'session', PHONE, flag, false),
} as const;

/** Where a local key is personal whatever wrote it. */
const PERSONAL_PREFIX = 'cache:';

type AnyKey = StoredKey<unknown, unknown>;
type Entry = AnyKey | StoredFamily<unknown, unknown>;

/** The area's storage: it throws where the storage is blocked (a sandboxed frame), is undefined where there is none. */
const storageOf = (area: Area): Storage => (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage);

/** The key's value, or its default when there is none or it cannot be read. Never throws. */
export function readStored<T, F>(key: StoredKey<T, F>): T | F {
  try {
    const text = storageOf(key.area).getItem(key.name);
    const value = text === null ? undefined : key.codec.decode(text);
    return value === undefined ? key.fallback : value;
  } catch {
    return key.fallback;
  }
}

/** Keeps the value; false when the phone refused (storage full or blocked). Its subscribers hear a change. */
export function writeStored<T>(key: StoredKey<T, unknown>, value: T): boolean {
  let change = false;
  try {
    const storage = storageOf(key.area);
    const text = key.codec.encode(value);
    change = storage.getItem(key.name) !== text;
    if (change) storage.setItem(key.name, text);
  } catch {
    return false;
  }
  if (change) changed([key.name]);
  return true;
}

/** Removes the key (nothing when there is none, or the storage refuses). */
export function removeStored(key: AnyKey) {
  try {
    const storage = storageOf(key.area);
    if (storage.getItem(key.name) === null) return;
    storage.removeItem(key.name);
  } catch {
    return;
  }
  changed([key.name]);
}

/**
 * Keys an older version wrote that no code reads any more: the start script's remembered first
 * answers and picture addresses (gone with it, issue 38). Not in the registry, so nothing would ever
 * take them from a phone that does not sign out.
 */
const RETIRED: readonly StoredKey<string>[] = [
  single('cache:first_calls', 'local', SESSION, text, ''),
  single('first_pictures', 'local', PHONE, text, ''),
  // The last SOS's pointer (issue 48): the outbox's journal holds the alert itself now, tied to its worker.
  single('cache:last-sos', 'local', SESSION, text, ''),
];

/** Takes the retired keys off the phone (at each start: a phone that holds none costs a read each). */
export function removeRetiredKeys() {
  batchStored(() => RETIRED.forEach(removeStored));
}

/** The registry's entry a key of the phone belongs to. */
const entryOf = (area: Area, name: string) =>
  (Object.values(storedKeys) as Entry[]).find((entry) => entry.area === area && ('prefix' in entry ? name.startsWith(entry.prefix) : name === entry.name));

/** Whose a key on the phone is: its entry's; a local `cache:` key no entry names is the session's. */
export function whoseIs(area: Area, name: string): Whose {
  return entryOf(area, name)?.whose ?? (area === 'local' && name.startsWith(PERSONAL_PREFIX) ? SESSION : PHONE);
}

/**
 * The session's end on this phone (a sign-out, the account closed, a 401): every key of the
 * session's goes (each family's, and any local key under `cache:` no entry names), so the next person
 * on a shared phone finds nothing of it; the worker's kept on purpose and the phone's stay.
 * Subscribers hear it once, after all are gone.
 */
export function clearPersonalStorage() {
  removeWhere((area, name) => whoseIs(area, name) === SESSION);
}

/**
 * The worker signed out (or closed the account): what was kept on purpose for her goes too, each key
 * whose value names her (or her id itself); another worker's stay. The outbox's list is the outbox's
 * to thin (it discards only her intents), never removed whole here.
 */
export function clearWorkerStorage(worker: string | null | undefined) {
  const hers = (text: string | null) => {
    if (text === null || !worker) return false;
    if (text === worker) return true;
    try {
      const value: unknown = JSON.parse(text);
      return isRecord(value) && (value.owner === undefined || value.owner === worker);
    } catch {
      return false;
    }
  };
  removeWhere((area, name, text) => whoseIs(area, name) === WORKER && name !== storedKeys.outbox.name && hers(text));
}

/** Removes every key `gone` picks, and tells the subscribers once. */
function removeWhere(gone: (area: Area, name: string, text: string | null) => boolean) {
  batchStored(() => {
    for (const area of ['local', 'session'] as const) {
      let names: (string | null)[] = [];
      try {
        const storage = storageOf(area);
        names = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      } catch {
        // A storage that cannot be read holds nothing to take.
      }
      const removed = names.filter((name): name is string => {
        try {
          if (name === null || !gone(area, name, storageOf(area).getItem(name))) return false;
          storageOf(area).removeItem(name);
          return true;
        } catch {
          return false;
        }
      });
      changed(removed);
    }
  });
}

// Subscribers, by key name: each subscription is its own function, so one that follows several
// keys is called once for a change of several (a batch).
const listeners = new Map<string, Set<() => void>>();
let batch: Set<() => void> | undefined;

function changed(names: readonly string[]) {
  const heard = new Set<() => void>();
  for (const name of names) listeners.get(name)?.forEach((listener) => heard.add(listener));
  heard.forEach((listener) => (batch ? batch.add(listener) : listener()));
}

/** Writes several keys as one change: each subscriber hears it once, at the end. */
export function batchStored(change: () => void) {
  if (batch) return change();
  const heard = (batch = new Set());
  try {
    change();
  } finally {
    batch = undefined;
    heard.forEach((listener) => listener());
  }
}

/**
 * Calls `listener` after any of `keys` changes through this module. For useSyncExternalStore (a
 * component: useStoredValue); returns the unsubscribe.
 */
export function subscribeStored(keys: readonly Pick<AnyKey, 'name'>[], listener: () => void): () => void {
  const own = () => listener();
  for (const { name } of keys) listeners.set(name, (listeners.get(name) ?? new Set()).add(own));
  return () => keys.forEach(({ name }) => listeners.get(name)?.delete(own));
}
