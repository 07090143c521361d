// What the contract declares for the development mock (`x-mock` on an operation; openapi/README.md
// "The development mock"), read from the bundled contract, with the examples each rule names.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Where a value is read: `query.<name>`, `body.<path>`, `record.<path>` (the changed record, see
 * `update.record`), `lookup.<path>` (see `update.lookup`), `made.<path>` (the record an earlier update of the call created), `item[.<path>]` (a created record's item,
 * see `create.each`), `id` (the saved record's id), `const.<text>` (that text itself: a record with
 * a fixed name), `records.<collection>` (the session's records of a collection, as it sees them now),
 * `signIn.example` (the named example the session's sign-in answered with), `signIn.<path>` (the
 * session's sign-in request: `signIn.mobile`, the number the worker signed in with),
 * `answer.<path>` (the answer as the example and the session made it, and the figures before: `figures` only),
 * `element[.<path>]` and `index` (a figure at a path through `*`, or an `each`: the element it is for, its position),
 * `group[.<path>]` (in a `group`'s `set`: the group's elements, or their values at the path) or `now` (expressions only).
 */
export type Source = string;

/**
 * A value to set: a literal (objects and arrays are walked), or `{ $: source, ... }` computed:
 * times from `now` with `plusMinutes` and `plusDays` (sources; `plusMinutes` also a computed value),
 * numbers with `times`, `round` (`true`, `floor`, `ceil`), `atLeast`, `atMost`, `minus` and `plus` (values;
 * `minus` and `plus` also a list of them), each in the order written, strings with `mask: [keepStart, keepEnd]`,
 * `last` (characters kept from the end) and `prefix`; `secondsFromNow` (a time source as the whole
 * seconds from now until it, negative once past); `or` (a value too, so it may read a source)
 * when the source has none (else null). An array source may be `join`ed: each element merged over
 * the session's record of that collection whose `on` field it shares (an order's lines priced from
 * the cart), and summed: `sum: [field, factor?]` adds up each element's field (times its factor). A
 * single id may be looked up `of` a collection `on` a field (the session's record that holds it), and
 * a `pick`ed path of that record read: the payable of the order a payment names; `pick` without `of`
 * reads the first record of an array (`records.applyImages`, a collection of one: a step's form). An array's elements
 * may be kept by `where` (a Where) and counted (`count: true`); `dividedBy` divides (0 by nothing). An array's
 * elements may each be made into a value (`each`, reading `element`), followed by another array's (`then`),
 * grouped (`group: { by, set }`, `set` reading `group`) and sorted (`order: { field, ascending }`).
 */
export type Value = unknown;

export type Where = {
  /** The record field compared. */
  field: string;
  /** Records whose field is one of these; or a value (in an expression) that gives the list, none keeping every record: the goods a coupon applies to. */
  in?: unknown[] | Value;
  /** Records whose field equals the request's value, or is in `groups[value]`; no value: every record. */
  param?: Source;
  groups?: Record<string, unknown[]>;
  /** Records whose field has a value (a non-empty array: a review with photos), or has none. */
  present?: boolean;
  /** Records whose field is a time on the mock's day, Beijing time (orders completed today). */
  today?: boolean;
  /** Records whose field is a time before the mock's day (the days of a series already past). */
  beforeToday?: boolean;
  /** Records whose field is a time before the mock's hour, day, week, month or year starts (a year's months already past). */
  before?: 'hour' | 'day' | 'week' | 'month' | 'year';
  /**
   * Records whose field is a time in the same hour, day, week (from Monday) or month, Beijing time,
   * as `of` (a value: a time; default the mock's now): this month's, an hour's of a day's series.
   */
  within?: { unit: 'hour' | 'day' | 'week' | 'month' | 'year' | Value; of?: Value };
  /**
   * The examples' day (`2026-11-22`): the field's time is read moved by whole days so that this day
   * is the mock's day, for `today`, `beforeToday` and `within` (the examples dated relative to the
   * mock's start, as a live backend's records are to its today).
   */
  dated?: string;
  /** With `dated`: moved by whole weeks instead, so that the week holding that day is the mock's week (a settlement period, Monday to Sunday). */
  datedBy?: 'day' | 'week';
};

export type ExampleRule = {
  /** The request value that picks the example. */
  param: Source;
  /** The example whose answer holds the value at this path (`data.id`)... */
  match?: string;
  /** ...or the example named for the value. */
  names?: Record<string, string>;
  /** What answers when no example matches, or when the record was removed in this session. */
  otherwise?: { code: number; example: string };
};

export type RecordsRule = {
  collection: string;
  /** Path of the record (`data`) or of an array of records (`data.rows`) in the answer. */
  at: string;
  /** The field that names each record (default `id`): `key` for the steps of a process. */
  key?: string;
  /** A record that has no naming field (one per worker: a step's form): the name it goes by. */
  name?: string;
  /** For an array: which records belong; records changed in the session come and go with it. */
  where?: Where;
  /** For an array that gained records: sort by this field, descending unless `ascending` is true or holds the request's `where.param` value. */
  order?: { field: string; ascending?: boolean | string[] };
  /**
   * Fields the backend computes at each answer (a service's seconds left, counted on the mock's
   * clock), `set` from the record as the session holds it (`record.<path>`), for one record (`at`
   * a single record) that passes `where` and whose field named by the path's first key the session
   * set as a whole (a timer it started): an example's values stay as they are, the moment it shows.
   */
  live?: { where?: Where; set: Record<string, Value> };
};

export type CountsRule = {
  collection: string;
  /** Path of the counts object in the answer. */
  at: string;
  /** Only records that pass this count. */
  where?: Where;
  /** The field whose values the keys count. */
  field: string;
  /** Each count's key and the field values it counts. */
  keys: Record<string, unknown[]>;
};

export type CreateRule = {
  /** New ids are `<prefix><n>`, n counting up in the session. */
  prefix: string;
  /** One record for each item of this array (`set` reads it as `item`); else one record. */
  each?: Source;
  /** Where the lists show new records: `first` (default: newest first) or `last`. */
  place?: 'first' | 'last';
  /** Path in this operation's answer that carries the new record's id. */
  idAt?: string;
};

export type UpdateRule = {
  collection: string;
  /**
   * The change happens only when the request's value is one of `in` (a payment that pays at once),
   * and at least `atLeast`; `param` may be a computed value, read before the call's changes (the
   * points the order a cancellation names spent).
   */
  if?: { param: Source | Value; in?: unknown[]; atLeast?: number };
  /**
   * The id (or array of ids) changed (`record.id` reads the record `record` shows), `all` (the
   * collection's records that pass `where`), or `single`
   * (a collection of one record without an id, such as a worker's settings). With `create`, a call
   * whose `id` reads nothing (or that names none) makes new records instead.
   */
  id?: Source | 'all' | 'single';
  /** A call whose `id` reads nothing creates records: their fields are `set` (plus `id`). */
  create?: CreateRule;
  /** Another collection's record the call needs (what `lookup.<path>` reads); a missing one answers the example named. */
  lookup?: { collection: string; id: Source; otherwise: { code: number; example: string } };
  /** A boolean field only one record may have true: saving a record with it true makes it false on the others. */
  exclusive?: string;
  /** The ids, in the order given, are the lists' new order (a drag); ids not given follow. */
  arrange?: boolean;
  /**
   * The change happens only when every record of another collection that passes `where` has `field`
   * in `in`, as the session sees them after the call's earlier changes: the contract step is done
   * once every required contract is signed.
   */
  onlyIf?: { every: { collection: string; where?: Where; field: string; in: unknown[] } };
  where?: Where;
  /** The changed record as this operation shows it, asked with these query values: what `when` and `set` read. */
  record?: { operation: string; query: Record<string, Source> };
  /**
   * The values at `field` of the elements of the array `each` differ from each other and from
   * `besides` (a value: the mobile the session signed in with); otherwise the example named answers
   * and nothing changes: emergency contacts, none twice and none the worker's own number.
   */
  distinct?: { each: Source; field: string; besides?: Value; otherwise: { code: number; example: string } };
  /**
   * Only a record whose field is one of `in`, and at least `atLeast` (a value: the payable of the order a
   * balance pays), may change (the `record`, else the `lookup`); otherwise the example named answers.
   */
  when?: { field: string; in?: unknown[]; atLeast?: Value; otherwise: { code: number; example: string } };
  /**
   * Fields set (dotted paths), or the record removed from every answer. A `{ $: body.<path> }` the
   * body leaves out (and that has no `or`) leaves the field as it was (an edit that keeps a card's number).
   */
  set?: Record<string, Value>;
  remove?: boolean;
  /**
   * Path in this operation's answer that carries the changed record, as `record` shows it (else as
   * the session now holds it); a created one as made (`each`: the array of them). Or some of its
   * fields: answer path -> the record's path (`{ need_pay_cents: need_pay_cents }`).
   */
  answer?: string | Record<string, string>;
};

export type MockRules = {
  example?: ExampleRule;
  records?: RecordsRule;
  counts?: CountsRule;
  /** One change, or several (a saved step changes its form and the process page). */
  update?: UpdateRule | UpdateRule[];
  /**
   * A money call: a repeated value of this request header (lower case, `idempotency-key`) in the
   * same session answers with the first successful answer, and changes nothing again.
   */
  idempotent?: { header: string };
  /** A sign-in: the answer's token at this path is replaced by a new one, with a new session. */
  session?: { token: string };
  /**
   * Fields the backend computes at each answer from the session's records: answer path -> value
   * (`records.<collection>` kept by `where`, `count`ed or `sum`med; `answer.<path>` the example's own).
   */
  figures?: Record<string, Value>;
  /**
   * The texts the backend makes, in the app's other languages (`Accept-Language`): language ->
   * the zh-Hans text as an example has it -> that text in the language. Any string of the answer
   * (a 2xx or an error) equal to a key is answered translated; zh-Hans and unknown languages as is.
   */
  texts?: Partial<Record<TextLanguage, Record<string, string>>>;
};

/** The languages the mock translates to (zh-Hans is the examples' own). */
export const TEXT_LANGUAGES = ['zh-Hant', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The language of an `Accept-Language` value the mock has texts for, or undefined (zh-Hans). */
export function textLanguage(header: string | undefined): TextLanguage | undefined {
  const first = (header ?? '').split(',')[0]!.trim().toLowerCase();
  if (/^en\b/.test(first)) return 'en';
  if (/^zh-(hant|tw|hk|mo)\b/.test(first)) return 'zh-Hant';
  return undefined;
}

/** Every string in a JSON value. */
export function stringsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, found);
  return found;
}

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  rules: MockRules;
  /** The named examples of each response status. */
  examples: Record<string, Record<string, unknown>>;
};

type RawOperation = { operationId: string; 'x-mock'?: MockRules; responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the bundled contract, by `METHOD /path`. */
export function readOperations(bundlePath: string): Map<string, Operation> {
  const spec = parse(readFileSync(bundlePath, 'utf8')) as { paths: Record<string, Record<string, RawOperation>> };
  // The bundle keeps shared responses and examples as `$ref`s into its components.
  const resolve = <T>(value: T): T => {
    const ref = (value as { $ref?: string } | undefined)?.$ref;
    return ref?.startsWith('#/') ? resolve(valueAt(spec, ref.slice(2).split('/').join('.')) as T) : value;
  };
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const examples: Operation['examples'] = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const named = Object.values(resolve(response).content ?? {})[0]?.examples ?? {};
        examples[status] = Object.fromEntries(Object.entries(named).map(([name, ex]) => [name, resolve(ex).value]));
      }
      operations.set(`${method.toUpperCase()} ${path}`, { method: method.toUpperCase(), path, operationId: op.operationId, rules: op['x-mock'] ?? {}, examples });
    }
  }
  return operations;
}

/** What is wrong with the declarations: names of examples, operations and paths that do not exist. */
export function checkDeclarations(operations: Map<string, Operation>): string[] {
  const problems: string[] = [];
  const byId = new Map([...operations.values()].map((op) => [op.operationId, op]));
  const hasExample = (op: Operation, code: number | string, name: string) => name in (op.examples[String(code)] ?? {});
  const sourceOk = (source: string) => /^(query|body|record|lookup|made|const|records|answer)\.[\w.]+$|^now$|^id$|^index$|^signIn\.[\w.]+$|^(item|element|group)(\.[\w.]+)?$/.test(source);
  const shows = (collection: string) => [...operations.values()].some((other) => other.rules.records?.collection === collection);
  for (const op of operations.values()) {
    const { example, records, counts, session, idempotent } = op.rules;
    const say = (what: string) => problems.push(`${op.operationId}: ${what}`);
    if (example) {
      if (!sourceOk(example.param)) say(`example.param ${example.param} is not query.<name> or body.<path>`);
      if (!example.match === !example.names) say('example needs one of match and names');
      for (const name of Object.values(example.names ?? {})) if (!hasExample(op, 200, name)) say(`example.names: no 200 example ${name}`);
      if (example.otherwise && !hasExample(op, example.otherwise.code, example.otherwise.example)) say(`example.otherwise: no ${example.otherwise.code} example ${example.otherwise.example}`);
    }
    for (const update of updatesOf(op.rules)) {
      if (update.when && !hasExample(op, update.when.otherwise.code, update.when.otherwise.example)) say(`update.when.otherwise: no ${update.when.otherwise.code} example ${update.when.otherwise.example}`);
      if (update.distinct) {
        if (!sourceOk(update.distinct.each)) say(`update.distinct.each ${update.distinct.each} is not a source`);
        if (!hasExample(op, update.distinct.otherwise.code, update.distinct.otherwise.example)) say(`update.distinct.otherwise: no ${update.distinct.otherwise.code} example ${update.distinct.otherwise.example}`);
      }
      if (update.id !== 'all' && update.id !== 'single' && !(update.id === undefined && update.create) && !sourceOk(update.id ?? '')) say(`update.id ${update.id} is not a source`);
      if (update.create?.each && !sourceOk(update.create.each)) say(`update.create.each ${update.create.each} is not a source`);
      if (update.record) {
        const target = byId.get(update.record.operation);
        if (!target) say(`update.record.operation ${update.record.operation} does not exist`);
        else if (target.rules.records?.collection !== update.collection) say(`update.record.operation ${update.record.operation} does not show ${update.collection} records`);
        else if (target === op) say('update.record.operation names the operation itself');
      }
      if (((update.when && !update.lookup) || update.id?.startsWith('record.') || JSON.stringify(update.set ?? {}).includes('"record.')) && !update.record)
        say('update reads the record (when or record.*) but names no update.record');
      if (update.lookup) {
        if (!shows(update.lookup.collection)) say(`update.lookup.collection ${update.lookup.collection} is shown by no operation's records`);
        if (!sourceOk(update.lookup.id)) say(`update.lookup.id ${update.lookup.id} is not a source`);
        if (!hasExample(op, update.lookup.otherwise.code, update.lookup.otherwise.example)) say(`update.lookup.otherwise: no ${update.lookup.otherwise.code} example ${update.lookup.otherwise.example}`);
      }
      if (update.onlyIf && !shows(update.onlyIf.every.collection)) say(`update.onlyIf.every.collection ${update.onlyIf.every.collection} is shown by no operation's records`);
      if (update.if && typeof update.if.param === 'string' && !sourceOk(update.if.param)) say(`update.if.param ${update.if.param} is not a source`);
      if (update.if && !update.if.in && update.if.atLeast === undefined) say('update.if needs in or atLeast');
      for (const join of JSON.stringify([update.set ?? {}, update.when ?? {}]).matchAll(/"(join|of)":"([^"]+)"/g)) if (!shows(join[2]!)) say(`${join[1]} ${join[2]} is shown by no operation's records`);
      if (!shows(update.collection)) say(`update.collection ${update.collection} is shown by no operation's records`);
      for (const at of typeof update.answer === 'string' ? [update.answer] : Object.keys(update.answer ?? {}))
        if (!Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, at) !== undefined)) say(`update.answer: ${at} is missing from a 200 example`);
    }
    for (const key of Object.keys(op.rules)) if (!['example', 'records', 'counts', 'update', 'idempotent', 'session', 'figures', 'texts'].includes(key)) say(`x-mock.${key} is not a rule`);
    // A translated text is one an example of this operation has: a changed example cannot leave its translation behind.
    const exampleTexts = stringsIn(op.examples);
    for (const [language, texts] of Object.entries(op.rules.texts ?? {})) {
      if (!(TEXT_LANGUAGES as readonly string[]).includes(language)) say(`texts: ${language} is not one of ${TEXT_LANGUAGES.join(', ')}`);
      for (const text of Object.keys(texts ?? {})) if (!exampleTexts.has(text)) say(`texts.${language}: no example has the text ${JSON.stringify(text.slice(0, 40))}`);
    }
    const languages = Object.keys(op.rules.texts ?? {});
    for (const text of new Set(languages.flatMap((l) => Object.keys(op.rules.texts![l as TextLanguage] ?? {}))))
      for (const language of languages) if (!(text in (op.rules.texts![language as TextLanguage] ?? {}))) say(`texts.${language}: ${JSON.stringify(text.slice(0, 40))} has no translation`);
    for (const [at, value] of Object.entries(op.rules.figures ?? {})) {
      // A path through `*` needs the array (it may be empty) where the star is.
      const held = at.includes('*') ? at.slice(0, at.indexOf('.*')) : at;
      if (!Object.values(op.examples['200'] ?? {}).every((body) => (at.includes('*') ? Array.isArray(valueAt(body, held)) : valueAt(body, held) !== undefined))) say(`figures: ${held} is missing from a 200 example`);
      for (const [, collection] of JSON.stringify(value).matchAll(/"records\.([\w]+)"/g)) if (!shows(collection!)) say(`figures: records.${collection} is shown by no operation's records`);
    }
    if (idempotent && idempotent.header !== idempotent.header.toLowerCase()) say(`idempotent.header ${idempotent.header} is not lower case`);
    if (session && !Object.values(op.examples['200'] ?? {}).every((body) => typeof valueAt(body, session.token) === 'string')) say(`session.token: no token at ${session.token}`);
    for (const rule of [records, counts]) {
      if (rule && !Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, rule.at) !== undefined)) say(`${rule === records ? 'records' : 'counts'}.at: ${rule.at} is missing from a 200 example`);
    }
  }
  return problems;
}

/** An operation's changes, one or several, as a list. */
export const updatesOf = (rules: MockRules): UpdateRule[] => (rules.update ? [rules.update].flat() : []);

/** The name of a record a records rule shows: its naming field, or the rule's fixed name. */
export const recordId = (rule: RecordsRule, record: unknown) => rule.name ?? String(valueAt(record, rule.key ?? 'id') ?? '');

/** The value at a dotted path (`data.rows`), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}
