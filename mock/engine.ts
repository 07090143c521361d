// The development mock's memory: which named example answers a request, and what a worker's actions
// change in the answers that follow, as the contract's `x-mock` rules declare (declarations.ts).
// Prism makes every answer from the contract's examples; this module only chooses the example (a
// `Prefer` header) and carries the session's changes into the answers' records.
import {
  type CountsRule,
  type Operation,
  type RecordsRule,
  recordId,
  type Source,
  textLanguage,
  type UpdateRule,
  updatesOf,
  type Value,
  type Where,
  valueAt,
} from './declarations.ts';

export type MockRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** The JSON body, parsed; undefined for none or another type. */
  body: unknown;
  /** The body as it came. */
  raw: Buffer;
};

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** Sends the request on to Prism, with the `Prefer` header given (or the request's own). */
export type Forward = (request: MockRequest, prefer: string | undefined) => Promise<Answer>;

/**
 * A record's changes in one session: fields set (dotted paths), or gone from every answer; a record
 * the session created (`created`: its turn, `set` holds all its fields); its place in an order the
 * worker chose (`rank`).
 */
type Change = { set: Record<string, unknown>; removed: boolean; created?: number; place?: 'first' | 'last'; rank?: number };
type Session = Map<string, Map<string, Change>>;
/** The records one change of a call made or changed (`made`: new ones), for the call's own answer. */
type Saved = { records: unknown[]; made: boolean };

const ok = (status: number) => status >= 200 && status < 300;
const isJson = (answer: Answer) => /json/.test(answer.headers['content-type'] ?? '');
const same = (a: unknown, b: unknown) => String(a) === String(b);
const clone = <T>(value: T): T => structuredClone(value);
/** A record's key: its id; a record without one (a collection of one) is ''. */
const idOf = (record: unknown) => String(valueAt(record, 'id') ?? '');

/** A time as the contract writes them: ISO-8601 in Beijing time, `+08:00`. */
export const beijingTime = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

function setAt(target: Record<string, unknown>, path: string, value: unknown, onlyExisting: boolean) {
  const keys = path.split('.');
  let here: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = here[key];
    if (next === null || typeof next !== 'object') return;
    here = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (onlyExisting && !(last in here)) return;
  here[last] = clone(value);
}

/**
 * A figure at its path; a path through `*` sets the rest of it on each element of the array there,
 * computed with that element as `element` and its position as `index` (a series re-dated to the
 * mock's week).
 */
function setFigure(body: Record<string, unknown>, path: string, value: Value, context: Context) {
  const star = path.split('.').indexOf('*');
  if (star < 0) return setAt(body, path, evaluate(value, context), false);
  const keys = path.split('.');
  const array = valueAt(body, keys.slice(0, star).join('.'));
  if (!Array.isArray(array)) return;
  const rest = keys.slice(star + 1).join('.');
  array.forEach((element, index) => {
    const computed = evaluate(value, { ...context, element, index });
    if (rest) setAt(element as Record<string, unknown>, rest, computed, false);
    else array[index] = computed;
  });
}

/** The record with the session's changes; a list row takes only the fields it has. */
function applyChange<T>(record: T, change: Change | undefined, asRow: boolean): T {
  if (!change || record === null || typeof record !== 'object') return record;
  const changed = clone(record) as Record<string, unknown>;
  for (const [path, value] of Object.entries(change.set)) setAt(changed, path, value, asRow);
  return changed as T;
}

type Context = {
  request: MockRequest;
  record?: unknown;
  lookup?: unknown;
  item?: unknown;
  made?: unknown;
  now: number;
  id?: string;
  /** The session's records of a collection, as it sees them now (`join`). */
  records?: (collection: string) => Record<string, unknown>[];
  /** The named example the session's sign-in answered with (`signIn.example`: the test applicant's `applying`). */
  signIn?: string;
  /** The session's sign-in request's body (`signIn.mobile`: the number the worker signed in with). */
  signInBody?: unknown;
  /** The answer as the example and the session's records made it (`answer.<path>`: a figure's starting value). */
  answer?: unknown;
  /** In a figure at a path through `*`: the array's element it is computed for (`element.<path>`), and its position (`index`). */
  element?: unknown;
  index?: number;
  /** In a `group`'s `set`: the elements of the group it computes (`group[.<path>]`: an array). */
  group?: unknown[];
};

function read(source: Source, { request, record, lookup, item, made, now, id, signIn, signInBody, records, answer, element, index, group }: Context): unknown {
  if (source === 'now') return now;
  if (source === 'signIn.example') return signIn;
  if (source === 'id') return id;
  if (source === 'index') return index;
  const [root, ...rest] = source.split('.');
  const path = rest.join('.');
  if (root === 'signIn') return valueAt(signInBody, path);
  if (root === 'item') return path ? valueAt(item, path) : item;
  if (root === 'const') return path;
  if (root === 'query') return request.query.get(path) ?? undefined;
  if (root === 'body') return valueAt(request.body, path);
  if (root === 'record') return valueAt(record, path);
  if (root === 'lookup') return valueAt(lookup, path);
  if (root === 'made') return path ? valueAt(made, path) : made;
  if (root === 'records') return records?.(path);
  if (root === 'answer') return valueAt(answer, path);
  if (root === 'element') return path ? valueAt(element, path) : element;
  if (root === 'group') return path ? group?.map((each) => valueAt(each, path)) : group;
  return undefined;
}

/** Clock skew a phone's time may have (openapi/components/schemas/common/occurred-at.yaml). */
const SKEW_MS = 5 * 60_000;

/**
 * `now`, or the time a source gives (`from: body.occurredAt`: when the worker tapped, for a change
 * that waited offline on the phone), as the backend records it: not in the future past the skew.
 */
function startOf(from: Source | undefined, context: Context): number {
  const given = from ? Date.parse(String(read(from, context) ?? '')) : NaN;
  return Number.isFinite(given) && given <= context.now + SKEW_MS ? Math.min(given, context.now) : context.now;
}

/** A `set` value: literals as they are, `{ $: source, plusMinutes?, times?, or? }` computed (`or`: when the source has none; else null). */
function evaluate(value: Value, context: Context): unknown {
  if (Array.isArray(value)) return value.map((v) => evaluate(v, context));
  if (value === null || typeof value !== 'object') return value;
  if (!('$' in value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, evaluate(v, context)]));
  const { $, from, plusMinutes, plusDays, plusMonths, mask, last, prefix, slice, or = null, join, on, of, pick, sum, secondsFromNow, where, count, date, startOf: period, daysInMonth, length, map, dated, datedBy, each, then, group, order } = value as Computed;
  const numberOf = (v: Source | Value) => Number(typeof v === 'string' ? read(v, context) : evaluate(v, context));
  if ($ === 'now' && !daysInMonth) {
    const minutes = (plusMinutes ? numberOf(plusMinutes) : 0) + (plusDays ? numberOf(plusDays) * 1440 : 0);
    const start = startOf(from, context);
    const begun = period ? periodStart(start, evaluate(period, context) as Unit) : start;
    const time = beijingTime((plusMonths ? addMonths(begun, numberOf(plusMonths)) : begun) + minutes * 60_000);
    return date ? time.slice(0, 10) : time;
  }
  let found = $ === 'now' ? daysInMonthOf(context.now) : read($, context);
  // A value replaced by the table's entry for it (a period's unit for the range asked); a source with
  // none looks up its `or` (a range left out is the contract's default).
  if (map) {
    const key = found === undefined || found === null ? (or === null ? undefined : evaluate(or as Value, context)) : found;
    found = key === undefined || key === null || !(String(key) in map) ? undefined : evaluate(map[String(key)], context);
  }
  if (join && on && Array.isArray(found)) {
    const records = context.records?.(join) ?? [];
    found = found.map((element) => ({ ...records.find((r) => same(valueAt(r, on), valueAt(element, on))), ...(element as object) }));
  }
  // An id's record in the session (`of` a collection, matched `on` a field), or the value at `pick` in it: the order a payment names.
  if (of && on && found !== undefined && found !== null && !Array.isArray(found)) {
    const record = (context.records?.(of) ?? []).find((r) => same(valueAt(r, on), found));
    found = pick ? valueAt(record, pick) : record;
  }
  // The records that pass `where` (the orders completed today), or how many they are; a single
  // record is a list of one (an element of a series kept only when its day is past).
  if (where && !Array.isArray(found) && found !== undefined && found !== null && (sum || count)) found = [found];
  if (where && Array.isArray(found)) found = found.filter((element) => passes(element, where, context.request, context.now, context));
  // An array cut, or padded with copies of its last element, to a length (a month's days).
  if (length !== undefined && Array.isArray(found) && found.length) {
    const n = Number(evaluate(length, context));
    found = Array.from({ length: Math.max(0, n) }, (_, i) => clone(found as unknown[])[Math.min(i, (found as unknown[]).length - 1)]);
  }
  // A collection of one record (a step's form: `records.applyImages`), or the first that passes `where`
  // (the running period's bill): the value at `pick` in it.
  if (pick && !of && Array.isArray(found)) found = valueAt(found[0], pick);
  // Each element made into a value read with it as `element` (an order as a row of the month's list).
  if (each !== undefined && Array.isArray(found)) found = found.map((element, index) => evaluate(each, { ...context, element, index }));
  // Followed by another array's elements (today's orders, then the examples' days past).
  if (then !== undefined && Array.isArray(found)) {
    const more = evaluate(then, context);
    found = [...found, ...(Array.isArray(more) ? more : [])];
  }
  // One element for each value of the `by` fields, holding them and `set`, read with the group's elements as `group` (income by service item).
  if (group && Array.isArray(found)) {
    const groups = new Map<string, unknown[]>();
    for (const element of found) {
      const key = JSON.stringify(group.by.map((field) => valueAt(element, field) ?? null));
      groups.set(key, [...(groups.get(key) ?? []), element]);
    }
    found = [...groups.values()].map((members) => ({
      ...Object.fromEntries(group.by.map((field) => [field, valueAt(members[0], field) ?? null])),
      ...Object.fromEntries(Object.entries(group.set ?? {}).map(([field, v]) => [field, evaluate(v, { ...context, group: members })])),
    }));
  }
  // Sorted by a field, the greatest first unless `ascending` (numbers as numbers, times as text).
  if (order && Array.isArray(found)) {
    const key = (element: unknown) => valueAt(element, order.field);
    const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? '')));
    found = [...found].sort((a, b) => (order.ascending ? compare(key(a), key(b)) : compare(key(b), key(a))));
  }
  if (count && Array.isArray(found)) found = found.length;
  if (sum && Array.isArray(found)) found = found.reduce((total: number, element) => total + Number(valueAt(element, sum[0])) * (sum[1] ? Number(valueAt(element, sum[1])) : 1), 0);
  // `or` may itself read a source: `{ $: body.nickname, or: { $: record.nickname } }` keeps what the record had.
  if (found === undefined || found === null) return evaluate(or as Value, context);
  // A time of the examples moved by whole days so that their day is the mock's day (`dated`: that day).
  if (dated) {
    const at = timeOf(found, { field: '', dated, datedBy }, context.now);
    if (!Number.isFinite(at)) return evaluate(or as Value, context);
    found = beijingTime(at);
  }
  if (secondsFromNow) {
    const at = Date.parse(String(found));
    if (!Number.isFinite(at)) return evaluate(or as Value, context);
    found = Math.ceil((at - context.now) / 1000);
  }
  if (mask || last !== undefined || prefix !== undefined || slice) {
    let text = String(found);
    if (slice) text = text.slice(slice[0], slice[1]);
    if (mask) text = text.slice(0, mask[0]) + '*'.repeat(Math.max(1, text.length - mask[0] - mask[1])) + text.slice(Math.max(mask[0], text.length - mask[1]));
    if (last !== undefined) text = text.slice(-last);
    return `${prefix === undefined ? '' : String(evaluate(prefix, context) ?? '')}${text}`;
  }
  // Numbers: each operation in the order written (`minus: C, times: 0.2, round: floor`: a share of what is left).
  const steps = Object.entries(value).filter(([key]) => key in ARITHMETIC);
  if (!steps.length) return found;
  let number = Number(found);
  for (const [key, operand] of steps) number = ARITHMETIC[key as keyof typeof ARITHMETIC](number, operand, context);
  return number;
}

/** The arithmetic of a computed value; `minus` and `plus` take one value or a list of them. */
const ARITHMETIC = {
  times: (n: number, v: unknown, c: Context) => n * Number(evaluate(v, c)),
  // A number: to that many decimals (an average of stars, 4.3).
  round: (n: number, v: unknown) => (v === 'floor' ? Math.floor(n) : v === 'ceil' ? Math.ceil(n) : typeof v === 'number' ? Math.round(n * 10 ** v) / 10 ** v : v ? Math.round(n) : n),
  atLeast: (n: number, v: unknown, c: Context) => Math.max(Number(evaluate(v, c)), n),
  atMost: (n: number, v: unknown, c: Context) => Math.min(Number(evaluate(v, c)), n),
  minus: (n: number, v: unknown, c: Context) => [v].flat().reduce((sum: number, each) => sum - Number(evaluate(each, c)), n),
  plus: (n: number, v: unknown, c: Context) => [v].flat().reduce((sum: number, each) => sum + Number(evaluate(each, c)), n),
  // An average, a share: 0 when there is nothing to divide by (no review yet).
  dividedBy: (n: number, v: unknown, c: Context) => (Number(evaluate(v, c)) ? n / Number(evaluate(v, c)) : 0),
};

type Computed = {
  $: Source;
  /** With `$: now`: the time this source gives instead, when it is a time not in the future. */
  from?: Source;
  plusMinutes?: Source | Computed;
  plusDays?: Source | Computed;
  /** With `$: now`: calendar months added (Beijing time) after `startOf`, before `plusMinutes` and `plusDays`: a year's months. */
  plusMonths?: Source | Computed;
  /** With `$: now`: the date alone (`2026-11-22`), Beijing time. */
  date?: boolean;
  /** With `$: now`: from the start of the mock's hour, day, week (Monday), month or year, Beijing time, before `plusMinutes` and `plusDays`. */
  startOf?: Unit | Computed;
  /** A value's entry in this table (values too): `{ day: hour, week: day }`; none when the table has none. */
  map?: Record<string, Value>;
  /** With `$: now`: the number of days of the mock's month (28 to 31), then the arithmetic. */
  daysInMonth?: boolean;
  /** An array cut, or padded with copies of its last element, to this length (a value). */
  length?: number | Value;
  /** A time of the examples, moved by whole days so that this day (`2026-11-22`, the examples' day) is the mock's day. */
  dated?: string;
  /** With `dated`: by whole weeks, so that the week holding that day is the mock's week (a bill's period and its settlement). */
  datedBy?: 'day' | 'week';
  /** Characters `[start, end)` of a text (`[5, 10]` of a date: `11-22`). */
  slice?: [number, number?];
  /** A time source as the whole seconds from now until it (negative once past). */
  secondsFromNow?: boolean;
  /** A number, or a value read from a source (a discount rate). */
  times?: number | Value;
  /** `true` to the nearest; `floor` or `ceil`; a number: to that many decimals. */
  round?: boolean | 'floor' | 'ceil' | number;
  atLeast?: number | Value;
  /** At most this (a value: a cap the rules give). */
  atMost?: number | Value;
  minus?: Value | Value[];
  plus?: Value | Value[];
  mask?: [number, number];
  last?: number;
  /** Text put before (a value: the weekday of a label). */
  prefix?: string | Computed;
  or?: unknown;
  /** An array's elements merged over the session's records of this collection that share the field `on`. */
  join?: string;
  on?: string;
  /** An array's sum of each element's field (times its second field). */
  sum?: [string, string?];
  /** An array's elements that pass (`records.serviceOrders` completed today). */
  where?: Where;
  /** An array's length. */
  count?: boolean;
  dividedBy?: number | Value;
  /** A single id's record: the session's record of this collection whose field `on` holds it... */
  of?: string;
  /** ...or the value at this path of that record; without `of`, of the first record of an array (a collection of one). */
  pick?: string;
  /** An array's elements each made into this value, read with the element as `element` (and its position as `index`). */
  each?: Value;
  /** An array followed by the elements of this value (an array). */
  then?: Value;
  /** An array grouped by the values of the `by` fields: one element a group, holding those fields and `set`, read with the group's elements as `group`. */
  group?: { by: string[]; set?: Record<string, Value> };
  /** An array sorted by a field, the greatest first unless `ascending`. */
  order?: { field: string; ascending?: boolean };
};

/** The Beijing date of a time (`2026-11-22`). */
const beijingDate = (ms: number) => beijingTime(ms).slice(0, 10);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A period of the calendar, Beijing time; a week starts on Monday. */
type Unit = 'hour' | 'day' | 'week' | 'month' | 'year';

/** When the hour, day, week, month or year holding a time starts, Beijing time (ms since the epoch). */
function periodStart(ms: number, unit: Unit): number {
  const local = new Date(ms + 8 * HOUR);
  if (unit === 'hour') return ms - (ms % HOUR);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 8 * HOUR;
  if (unit === 'day') return day;
  if (unit === 'week') return day - ((local.getUTCDay() + 6) % 7) * DAY;
  if (unit === 'year') return Date.UTC(local.getUTCFullYear(), 0, 1) - 8 * HOUR;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
}

/** A time moved by whole calendar months, Beijing time (the day of the month kept; a start of a month stays one). */
function addMonths(ms: number, months: number): number {
  const local = new Date(ms + 8 * HOUR);
  local.setUTCMonth(local.getUTCMonth() + months);
  return local.getTime() - 8 * HOUR;
}

/** The days of the month holding a time, Beijing time. */
function daysInMonthOf(ms: number): number {
  const local = new Date(ms + 8 * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
}

/** A time of a record, moved as `where.dated` asks (the examples' day becomes the mock's day); NaN for none. */
function timeOf(field: unknown, where: Where, now: number): number {
  const at = typeof field === 'string' ? Date.parse(field) : NaN;
  if (!where.dated || !Number.isFinite(at)) return at;
  // By whole days (the examples' day is the mock's day), or by whole weeks (its week is the mock's week).
  const unit = where.datedBy ?? 'day';
  const step = unit === 'week' ? 7 * DAY : DAY;
  return at + Math.round((periodStart(now, unit) - periodStart(Date.parse(`${where.dated}T00:00:00+08:00`), unit)) / step) * step;
}

function passes(record: unknown, where: Where | undefined, request: MockRequest, now = Date.now(), context?: Context): boolean {
  if (!where || record === undefined) return record !== undefined;
  const field = valueAt(record, where.field);
  // `in` may be a value (the goods a coupon applies to): one that gives none keeps every record.
  const among = where.in && !Array.isArray(where.in) ? (context ? evaluate(where.in, context) : undefined) : where.in;
  if (Array.isArray(among) && !among.some((v) => same(v, field))) return false;
  if (where.present !== undefined && (field !== undefined && field !== null && !(Array.isArray(field) && !field.length)) !== where.present) return false;
  const at = where.today || where.within || where.beforeToday || where.before ? timeOf(field, where, now) : NaN;
  if (where.today && !(Number.isFinite(at) && beijingDate(at) === beijingDate(now))) return false;
  if (where.beforeToday && !(Number.isFinite(at) && at < periodStart(now, 'day'))) return false;
  if (where.before && !(Number.isFinite(at) && at < periodStart(now, where.before))) return false;
  if (where.within) {
    const of = where.within.of === undefined ? now : Date.parse(String(context ? evaluate(where.within.of, context) : ''));
    const unit = (context ? evaluate(where.within.unit, context) : where.within.unit) as Unit;
    if (!Number.isFinite(at) || !Number.isFinite(of) || periodStart(at, unit) !== periodStart(of, unit)) return false;
  }
  if (where.param) {
    const wanted = read(where.param, { request, now: 0 });
    if (wanted !== undefined && wanted !== '') {
      const group = where.groups?.[String(wanted)] ?? [wanted];
      if (!group.some((v) => same(v, field))) return false;
    }
  }
  return true;
}

/**
 * The examples a developer chose when starting the mock (`MOCK_EXAMPLES`): operationId -> `NAME`
 * (that 200 example), `CODE` (that status's first example) or `CODE:NAME`, as a Prefer header.
 */
export function chosenExamples(spec: string | undefined): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const item of (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [operationId, choice = ''] = item.split('=');
    const [first, second] = choice.split(':');
    chosen[operationId] = /^\d{3}$/.test(first) ? `code=${first}${second ? `, example=${second}` : ''}` : `example=${first}`;
  }
  return chosen;
}

export function createEngine({
  operations,
  forward,
  now = () => Date.now(),
  chosen = {},
}: {
  operations: Map<string, Operation>;
  forward: Forward;
  now?: () => number;
  /** Examples chosen for whole operations (chosenExamples), as if each request asked with Prefer. */
  chosen?: Record<string, string>;
}) {
  const sessions = new Map<string, Session>();
  // A money call's first successful answer per session and key (`idempotent`).
  const firstAnswers = new Map<string, Map<string, Answer>>();
  let signIns = 0;
  // The example each session's sign-in answered with: the account that signed in (`signIn.example`).
  const signedInAs = new Map<string, string>();
  // Each session's sign-in request (`signIn.mobile`: the worker's own number).
  const signInBodies = new Map<string, unknown>();
  const byId = new Map([...operations.values()].map((op) => [op.operationId, op]));

  // Each collection's records as the examples first show them: as list rows (what a list that gains
  // a record adds, and what counts compare a change with, lists being what counts count), else as a
  // single record.
  const seen = new Map<string, { rows: Map<string, unknown>; records: Map<string, unknown> }>();
  const shown = [...operations.values()].flatMap((op) =>
    op.rules.records ? Object.values(op.examples['200'] ?? {}).map((body) => ({ rule: op.rules.records!, found: valueAt(body, op.rules.records!.at) })) : [],
  );
  for (const { rule, found } of [...shown.filter((s) => Array.isArray(s.found)), ...shown.filter((s) => !Array.isArray(s.found))]) {
    const index = seen.get(rule.collection) ?? { rows: new Map(), records: new Map() };
    seen.set(rule.collection, index);
    for (const record of Array.isArray(found) ? found : [found]) {
      const id = recordId(rule, record);
      if (Array.isArray(found) && !index.rows.has(id)) index.rows.set(id, record);
      if (!index.records.has(id)) index.records.set(id, record);
    }
  }

  const tokenOf = (request: MockRequest) => request.headers['authorization']?.replace(/^Bearer\s+/i, '') ?? request.headers['uni-id-token'] ?? '';
  const sessionOf = (request: MockRequest) => {
    const token = tokenOf(request);
    let session = sessions.get(token);
    if (!session) sessions.set(token, (session = new Map()));
    return session;
  };
  const changesOf = (session: Session, collection: string) => {
    let changes = session.get(collection);
    if (!changes) session.set(collection, (changes = new Map()));
    return changes;
  };

  const json = (answer: Answer, body: unknown): Answer => ({ ...answer, body: Buffer.from(JSON.stringify(body)) });
  const parse = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  // The example a request asks for itself, or the developer chose for its operation: it answers as it is.
  const preferOf = (request: MockRequest) =>
    /\b(example|code)=/.test(request.headers['prefer'] ?? '') ? request.headers['prefer'] : chosen[operations.get(`${request.method} ${request.path}`)?.operationId ?? ''];
  const named = (rule: { code: number; example: string }) => `code=${rule.code}, example=${rule.example}`;

  /** The example a read asks Prism for: the request's own `Prefer`, or the one the rules choose. */
  function choose(op: Operation, request: MockRequest, session: Session): string | undefined {
    const own = preferOf(request);
    const rule = op.rules.example;
    if (own || !rule) return own;
    const value = read(rule.param, { request, now: 0, signIn: signedInAs.get(tokenOf(request)) });
    const collection = op.rules.records?.collection;
    if (collection && !Array.isArray(valueAt(Object.values(op.examples['200'] ?? {})[0], op.rules.records!.at))) {
      const change = session.get(collection)?.get(String(value));
      if (change?.removed && rule.otherwise) return named(rule.otherwise);
      // A record the session made: any example, which its own fields then replace (overlayRecords).
      if (change?.created) return undefined;
    }
    const name = rule.names
      ? rule.names[String(value)]
      : Object.entries(op.examples['200'] ?? {}).find(([, body]) => value !== undefined && same(valueAt(body, rule.match!), value))?.[0];
    if (name) return `example=${name}`;
    return rule.otherwise ? named(rule.otherwise) : undefined;
  }

  function overlayRecords(op: Operation, rule: RecordsRule, body: Record<string, unknown>, request: MockRequest, session: Session) {
    const changes = session.get(rule.collection) ?? new Map<string, Change>();
    const found = valueAt(body, rule.at);
    const parentPath = rule.at.split('.').slice(0, -1).join('.');
    const parent = (parentPath ? valueAt(body, parentPath) : body) as Record<string, unknown>;
    const key = rule.at.split('.').pop()!;
    if (!Array.isArray(found)) {
      const asked = op.rules.example ? changes.get(String(read(op.rules.example.param, { request, now: 0 }))) : undefined;
      const change = asked?.created && !asked.removed ? asked : changes.get(recordId(rule, found));
      parent[key] = live(rule, asked?.created && !asked.removed ? applyChange({}, asked, false) : applyChange(found, change, false), change, request);
      return;
    }
    const ids = new Set(found.map((row) => recordId(rule, row)));
    const rows = found
      .map((row) => ({ row, change: changes.get(recordId(rule, row)) }))
      .filter(({ change }) => !change?.removed)
      .map(({ row, change }) => applyChange(row, change, true))
      .filter((row) => passes(row, rule.where, request));
    // A record the list did not have comes as this operation's examples show it, else as any list's;
    // one the session added, with the fields a row of this list has.
    const template = found[0] ?? seen.get(rule.collection)?.rows.values().next().value;
    const asRow = (record: Record<string, unknown>) =>
      template && typeof template === 'object' ? Object.fromEntries(Object.keys(template).map((k) => [k, record[k] ?? null])) : record;
    const rowOf = (id: string) =>
      Object.values(op.examples['200'] ?? {})
        .flatMap((example) => (valueAt(example, rule.at) as unknown[] | undefined) ?? [])
        .find((row) => same(recordId(rule, row), id)) ?? seen.get(rule.collection)?.rows.get(id);
    const gained = [...changes]
      .filter(([id, change]) => !ids.has(id) && !change.removed && !change.created && rowOf(id) !== undefined)
      .map(([id, change]) => applyChange(rowOf(id), change, true))
      .filter((row) => passes(row, rule.where, request));
    rows.push(...gained);
    // Records the session made: newest first at the top, or in turn at the end.
    const made = [...changes.values()].filter((change) => change.created && !change.removed).sort((a, b) => a.created! - b.created!);
    const madeRows = (place: 'first' | 'last') =>
      made.filter((change) => (change.place ?? 'first') === place).map((change) => asRow(applyChange({}, change, false))).filter((row) => passes(row, rule.where, request));
    rows.unshift(...madeRows('first').reverse());
    rows.push(...madeRows('last'));
    // An order the worker chose: the ranked records in that order, the others after them as they were.
    if ([...changes.values()].some((change) => change.rank !== undefined)) {
      const rank = (row: unknown) => changes.get(recordId(rule, row))?.rank ?? Number.MAX_SAFE_INTEGER;
      rows.sort((a, b) => rank(a) - rank(b));
    }
    // The examples come in the declared order; a changed record may have to move.
    if (changes.size && rule.order) {
      const { field, ascending = false } = rule.order;
      const up = Array.isArray(ascending) ? ascending.includes(String(rule.where?.param ? read(rule.where.param, { request, now: 0 }) : '')) : ascending;
      rows.sort((a, b) => String(valueAt(a, field)).localeCompare(String(valueAt(b, field))) * (up ? 1 : -1));
    }
    parent[key] = rows;
    if (typeof parent.total === 'number') parent.total += rows.length - found.length;
  }

  /** `records.live`: the fields the backend computes at each answer, on a record whose fields the session set. */
  function live(rule: RecordsRule, record: unknown, change: Change | undefined, request: MockRequest) {
    if (!rule.live || !change || !passes(record, rule.live.where, request)) return record;
    const context = { request, record, now: now() };
    // Only a field the session set as a whole (a timer it started), not one an example brought.
    const setHere = (path: string) => path.split('.')[0] in change.set;
    for (const [path, value] of Object.entries(rule.live.set)) if (setHere(path)) setAt(record as Record<string, unknown>, path, evaluate(value, context), true);
    return record;
  }

  function overlayCounts(rule: CountsRule, body: Record<string, unknown>, request: MockRequest, session: Session) {
    const counts = valueAt(body, rule.at) as Record<string, number> | undefined;
    const changes = session.get(rule.collection);
    if (!counts || !changes) return;
    for (const [id, change] of changes) {
      const before = seen.get(rule.collection)?.records.get(id);
      if (before === undefined) continue;
      const after = change.removed ? undefined : applyChange(before, change, false);
      for (const [key, values] of Object.entries(rule.keys)) {
        const counted = (record: unknown) => passes(record, rule.where, request) && values.some((v) => same(v, valueAt(record, rule.field)));
        if (typeof counts[key] === 'number') counts[key] = Math.max(0, counts[key] + Number(counted(after)) - Number(counted(before)));
      }
    }
  }

  /** The answer in the request's language: the operation's `texts` for it replace the zh-Hans ones. */
  async function answer(op: Operation, request: MockRequest): Promise<Answer> {
    const made = await answerOf(op, request);
    const language = textLanguage(request.headers['accept-language']);
    const texts = language && op.rules.texts?.[language];
    if (!texts || !isJson(made)) return made;
    const translate = (value: unknown): unknown =>
      typeof value === 'string'
        ? (texts[value] ?? value)
        : Array.isArray(value)
          ? value.map(translate)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v)]))
            : value;
    return json(made, translate(parse(made)));
  }

  /** The answer: Prism's, from the example chosen; then what the call changes; then the session's changes in its records. */
  async function answerOf(op: Operation, request: MockRequest): Promise<Answer> {
    const session = sessionOf(request);
    const key = op.rules.idempotent && !preferOf(request) ? request.headers[op.rules.idempotent.header] : undefined;
    const answered = key ? firstAnswers.get(tokenOf(request)) : undefined;
    if (key && answered?.has(key)) return answered.get(key)!;
    const result = await answerOnce(op, request, session);
    if (key && ok(result.status)) {
      if (!firstAnswers.has(tokenOf(request))) firstAnswers.set(tokenOf(request), new Map());
      firstAnswers.get(tokenOf(request))!.set(key, result);
    }
    return result;
  }

  async function answerOnce(op: Operation, request: MockRequest, session: Session): Promise<Answer> {
    const first = await forward(request, choose(op, request, session));
    if (!ok(first.status)) return first;
    const { records, counts, figures } = op.rules;
    const updates = preferOf(request) ? [] : updatesOf(op.rules).filter((update) => !update.if || ifHolds(update.if, { request, now: now(), records: recordsOf(session) }));
    // Each change in turn (a saved apply step changes its form, then its row on the process page).
    const saved = new Map<UpdateRule, Saved>();
    // A refused call changes nothing, also what its earlier changes did (a payment the balance does not cover leaves the order unpaid).
    const before = structuredClone(session);
    for (const update of updates) {
      const refused = await applyUpdate(update, request, session, saved);
      if (refused) {
        session.clear();
        for (const [collection, changes] of before) session.set(collection, changes);
        return refused;
      }
    }
    if (!isJson(first) || (!records && !counts && !figures && !updates.some((update) => update.answer || update.create))) return first;
    const body = parse(first);
    if (records) overlayRecords(op, records, body, request, session);
    if (counts) overlayCounts(counts, body, request, session);
    // What the backend computes from the session's records at each answer (an example asked for answers as it is).
    if (figures && !preferOf(request)) {
      // Each figure in the order written, reading the answer as the figures before it left it (a total of the series just made).
      const context = { request, now: now(), records: recordsOf(session), answer: body };
      for (const [path, value] of Object.entries(figures)) setFigure(body, path, value, context);
    }
    for (const update of updates) {
      const result = saved.get(update);
      if (!result) continue;
      // A new record as made; a changed one as its detail shows it now (`record`), else as the session holds it.
      const shown = !result.made && update.answer && update.record ? (await readRecord(update.record.operation, update.record.query, request)).record : undefined;
      const carried = shown ?? (update.create?.each ? result.records : result.records[0]);
      if (typeof update.answer === 'string') setAt(body, update.answer, carried, false);
      // Some fields of the record at paths of the answer (a placed order's payable, the balance that pays it).
      else if (update.answer) for (const [at, field] of Object.entries(update.answer)) setAt(body, at, valueAt(carried, field), false);
      if (result.made && update.create?.idAt) setAt(body, update.create.idAt, result.records[0] ? idOf(result.records[0]) : undefined, false);
    }
    return json(first, body);
  }

  let turns = 0;

  /** The record as the operation that shows it answers now, asked on behalf of `request`. */
  async function readRecord(operationId: string, query: Record<string, Source>, request: MockRequest) {
    const op = byId.get(operationId)!;
    const params = new URLSearchParams();
    for (const [name, source] of Object.entries(query)) params.set(name, String(read(source, { request, now: 0 }) ?? ''));
    const headers = { ...request.headers, prefer: undefined, 'content-type': undefined, 'content-length': undefined };
    // Read as stored (zh-Hans): a translation never goes into the session's records.
    const shown = await answerOf(op, { method: op.method, path: op.path, query: params, headers, body: undefined, raw: Buffer.alloc(0) });
    return { answer: shown, record: ok(shown.status) && isJson(shown) ? valueAt(parse(shown), op.rules.records!.at) : undefined };
  }

  /**
   * Records what one change of the call does in the session (or the records it creates), and what it
   * saved in `saved` for the call's own answer; answers instead when the rules refuse it.
   */
  async function applyUpdate(rule: UpdateRule, request: MockRequest, session: Session, saved: Map<UpdateRule, Saved>): Promise<Answer | undefined> {
    if (rule.onlyIf && !everyHolds(session, rule.onlyIf.every, request)) return undefined;
    if (rule.distinct && !distinctHolds(rule.distinct, { request, now: now(), signInBody: signInBodies.get(tokenOf(request)) })) return forward(request, named(rule.distinct.otherwise));
    let lookup: unknown;
    if (rule.lookup) {
      const id = read(rule.lookup.id, { request, now: 0 });
      lookup = id === undefined || id === null ? undefined : current(session, rule.lookup.collection, String(id));
      if (lookup === undefined) return forward(request, named(rule.lookup.otherwise));
    }
    const changes = changesOf(session, rule.collection);
    // The record an earlier update of the same call made (`made.<path>`): a withdrawal's flow rows name it.
    const made = [...saved.values()].find((s) => s.made)?.records[0];
    const given = rule.id && rule.id !== 'all' && rule.id !== 'single' ? read(rule.id, { request, now: 0 }) : undefined;
    if (rule.create && (given === undefined || given === null || given === '')) {
      const records = createRecords(rule, request, session, changes, lookup, made);
      keepExclusive(rule, session, records.map(idOf));
      saved.set(rule, { records: records.map((record) => current(session, rule.collection, idOf(record))), made: true });
      return undefined;
    }
    const shown = rule.record ? await readRecord(rule.record.operation, rule.record.query, request) : undefined;
    if (shown && !ok(shown.answer.status)) return shown.answer;
    const record = shown?.record;
    // `when` reads the record `record` shows, else the record the call looked up (a coupon in the centre);
    // a field the record leaves out is null (an order not reported has no `customerReport`).
    if (rule.when && !whenHolds(rule.when, record ?? lookup, { request, record, lookup, made, now: now(), records: recordsOf(session) })) return forward(request, named(rule.when.otherwise));

    const ids =
      rule.id === 'all'
        ? // The examples' records and those the session made (a cart replaced twice).
          [...new Set([...(seen.get(rule.collection)?.records.keys() ?? []), ...changes.keys()])].filter((id) => passes(current(session, rule.collection, id), rule.where, request))
        : rule.id === 'single'
          ? ['']
          : // The id may come from the record itself (`record.id`: the signed-in worker, whose id no request carries).
            // An id that reads nothing changes nothing (an order placed without a coupon uses none).
            [given ?? read(rule.id!, { request, record, lookup, now: 0 })].flat().filter((id) => id !== undefined && id !== null && id !== '').map(String);
    for (const [index, id] of ids.entries()) {
      const change = changes.get(id) ?? { set: {}, removed: false };
      const context = { request, record, lookup, made, now: now(), id, records: recordsOf(session) };
      if (rule.remove) change.removed = true;
      if (rule.arrange) change.rank = index;
      for (const [path, value] of Object.entries(rule.set ?? {})) {
        // A field read from the body that the body leaves out (without `or`) keeps its value: an edit that keeps a card's number.
        const source = (value as { $?: unknown; or?: unknown } | null)?.$;
        if (typeof source === 'string' && source.startsWith('body.') && !('or' in (value as object)) && read(source, context) === undefined) continue;
        change.set[path] = evaluate(value, context);
      }
      changes.set(id, change);
    }
    if (rule.arrange) for (const [id, change] of changes) if (!ids.includes(id)) change.rank = undefined;
    keepExclusive(rule, session, ids);
    saved.set(rule, { records: ids.map((id) => current(session, rule.collection, id)), made: false });
    return undefined;
  }

  /** `if`: the request's value (or a computed value: the points an order spent) is one of `in`, and at least `atLeast`. */
  function ifHolds(rule: NonNullable<UpdateRule['if']>, context: Context) {
    const value = typeof rule.param === 'string' ? read(rule.param, context) : evaluate(rule.param, context);
    if (rule.in && !rule.in.some((v) => same(v, value))) return false;
    return rule.atLeast === undefined || Number(value) >= rule.atLeast;
  }

  /** `when`: the field is one of `in`, and at least `atLeast` (a balance that covers the order it pays). */
  function whenHolds(when: NonNullable<UpdateRule['when']>, target: unknown, context: Context) {
    const value = valueAt(target, when.field) ?? null;
    if (when.in && !when.in.some((v) => same(v, value))) return false;
    return when.atLeast === undefined || Number(value) >= Number(evaluate(when.atLeast, context));
  }

  /** `distinct`: no two elements of the array share the field's value, and none has `besides`'s. */
  function distinctHolds(distinct: NonNullable<UpdateRule['distinct']>, context: Context) {
    const values = [read(distinct.each, context)].flat().map((element) => valueAt(element, distinct.field));
    const besides = distinct.besides === undefined ? null : evaluate(distinct.besides, context);
    const taken = besides === null || besides === undefined ? [] : [String(besides)];
    return values.every((value) => {
      if (value === undefined || value === null) return true;
      if (taken.includes(String(value))) return false;
      taken.push(String(value));
      return true;
    });
  }

  /** `onlyIf.every`: each record of the collection (as the session sees it) that passes `where` has `field` in `in`. */
  function everyHolds(session: Session, every: NonNullable<UpdateRule['onlyIf']>['every'], request: MockRequest) {
    const ids = new Set([...(seen.get(every.collection)?.records.keys() ?? []), ...changesOf(session, every.collection).keys()]);
    return [...ids]
      .map((id) => current(session, every.collection, id))
      .filter((record) => record !== undefined && passes(record, every.where, request))
      .every((record) => every.in.some((v) => same(v, valueAt(record, every.field))));
  }

  /** The session's records of a collection as it sees them now: the examples' and its own. */
  const recordsOf = (session: Session) => (collection: string) =>
    [...new Set([...(seen.get(collection)?.records.keys() ?? []), ...(session.get(collection)?.keys() ?? [])])]
      .map((id) => current(session, collection, id))
      .filter((record): record is Record<string, unknown> => record !== undefined);

  /** Makes the records a create call asks for: one, or one for each item of `create.each`. */
  function createRecords(rule: UpdateRule, request: MockRequest, session: Session, changes: Map<string, Change>, lookup: unknown, made: unknown) {
    const create = rule.create!;
    const items = create.each ? [read(create.each, { request, now: 0 })].flat().filter((item) => item !== undefined) : [undefined];
    return items.map((item) => {
      turns += 1;
      const id = `${create.prefix}${turns}`;
      const fields: Record<string, unknown> = { id };
      for (const [path, value] of Object.entries(rule.set ?? {})) fields[path] = evaluate(value, { request, item, lookup, made, id, now: now(), records: recordsOf(session) });
      changes.set(id, { set: fields, removed: false, created: turns, place: create.place });
      return applyChange({}, changes.get(id), false);
    });
  }

  /** `exclusive`: when a record the call saved has the field true, every other record of the collection has it false. */
  function keepExclusive(rule: UpdateRule, session: Session, ids: string[]) {
    const field = rule.exclusive;
    if (!field) return;
    const chosen = ids.find((id) => valueAt(current(session, rule.collection, id), field) === true);
    if (chosen === undefined) return;
    const changes = changesOf(session, rule.collection);
    for (const other of new Set([...(seen.get(rule.collection)?.records.keys() ?? []), ...changes.keys()])) {
      if (other === chosen || !current(session, rule.collection, other)) continue;
      const change = changes.get(other) ?? { set: {}, removed: false };
      change.set[field] = false;
      changes.set(other, change);
    }
  }

  /** A record the session sees now (as first shown, or made), with its changes; undefined when there is none or it was removed. */
  function current(session: Session, collection: string, id: string): Record<string, unknown> | undefined {
    const change = session.get(collection)?.get(id);
    if (change?.removed) return undefined;
    const base = change?.created ? {} : seen.get(collection)?.records.get(id);
    return base === undefined ? undefined : (applyChange(base, change, false) as Record<string, unknown>);
  }

  async function answerSignIn(op: Operation, request: MockRequest): Promise<Answer> {
    // Which account signs in may choose the example (an applicant's number answers status 3).
    const example = choose(op, request, sessionOf(request));
    const first = await forward(request, example);
    if (!ok(first.status) || !isJson(first)) return first;
    const body = parse(first);
    const token = `${valueAt(body, op.rules.session!.token)}.s${++signIns}`;
    setAt(body, op.rules.session!.token, token, false);
    sessions.set(token, new Map());
    // A worker still onboarding (status 3: the test applicant, or a worker who just registered) reads
    // its own worker, as the backend answers: getWorkerInfo's `applying`.
    const onboarding = valueAt(body, 'data.worker.status') === 3;
    signedInAs.set(token, onboarding ? 'applying' : (/\bexample=(\w+)/.exec(example ?? '')?.[1] ?? 'default'));
    signInBodies.set(token, request.body);
    return json(first, body);
  }

  /**
   * A record that comes from outside the worker's calls (a customer books and the platform offers the
   * order): the test-only control `POST /__mock/records` (mock/records.ts). It is a copy of an
   * example's record (`like`: its fullest shape, the detail's over the list's row) with `set`'s
   * fields, made in the session of `token` only, newest first; its detail answers it as it is.
   */
  function addRecord(token: string, collection: string, like: string, set: Record<string, unknown>): Record<string, unknown> | undefined {
    const row = seen.get(collection)?.records.get(like);
    if (row === undefined) return undefined;
    const detail = [...operations.values()]
      .filter((op) => op.rules.records?.collection === collection)
      .flatMap((op) => Object.values(op.examples['200'] ?? {}).map((body) => ({ rule: op.rules.records!, found: valueAt(body, op.rules.records!.at) })))
      .find(({ rule, found }) => !Array.isArray(found) && same(recordId(rule, found), like))?.found;
    const session = sessions.get(token) ?? new Map<string, Map<string, Change>>();
    sessions.set(token, session);
    turns += 1;
    const fields = { ...clone(detail as object), ...clone(row as object), ...clone(set) } as Record<string, unknown>;
    changesOf(session, collection).set(idOf(fields), { set: fields, removed: false, created: turns, place: 'first' });
    return fields;
  }

  return {
    addRecord,
    /** Answers one request: through Prism, with the example and the session's changes the rules declare. */
    handle(request: MockRequest): Promise<Answer> {
      const op = operations.get(`${request.method} ${request.path}`);
      if (!op) return forward(request, undefined);
      return op.rules.session ? answerSignIn(op, request) : answer(op, request);
    },
  };
}
