// `update`: what a call's 2xx answer changes in the world (a list of changes: each in turn), and
// where its answer carries the changed record. The guards that may refuse or skip a change are in
// update-guards.ts, the making of new records in update-create.ts.
import { type Answer, isJson, type MockRequest, named, ok, parse } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { MockRules, Operation } from '../declarations.ts';
import type { Session } from '../sessions.ts';
import { evaluate, type Value } from '../values/evaluate.ts';
import { setAt, valueAt } from '../values/paths.ts';
import { isSource, read, type Source } from '../values/sources.ts';
import { passes, type Where } from '../values/where.ts';
import { changesOf, current, idOf, idsOf, recordsOf, restore, snapshot, type World } from '../world.ts';
import { hasExample, type CheckScope } from './check.ts';
import { createRecords, type CreateRule } from './update-create.ts';
import { checkGuards, distinctHolds, everyHolds, type Guards, ifHolds, whenFails } from './update-guards.ts';

export type UpdateRule = Guards & {
  collection: string;
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
  where?: Where;
  /** The changed record as this operation shows it, asked with these query values: what `when` and `set` read. */
  record?: { operation: string; query: Record<string, Source> };
  /**
   * Fields set (dotted paths), or the record removed from every answer. A `{ $: body.<path> }` the
   * body leaves out (and that has no `or`) leaves the field as it was (an edit that keeps a card's number).
   */
  set?: Record<string, Value>;
  remove?: boolean;
  /**
   * Path in this operation's answer that carries the changed record, as `record` shows it (else as
   * the world now holds it); a created one as made (`each`: the array of them). Or some of its
   * fields: answer path -> the record's path (`{ need_pay_cents: need_pay_cents }`).
   */
  answer?: string | Record<string, string>;
};

/** An operation's changes, one or several, as a list. */
export const updatesOf = (rules: MockRules): UpdateRule[] => (rules.update ? [rules.update].flat() : []);

/** The records one change of a call made or changed (`made`: new ones), for the call's own answer. */
type Saved = { records: unknown[]; made: boolean };
export type Changed = { updates: UpdateRule[]; saved: Map<UpdateRule, Saved> };

/**
 * Makes the call's changes in the session's world, each in turn; or, when a guard refuses one, the
 * refusal, with nothing changed (also what its earlier changes did: a payment the balance does not
 * cover leaves the order unpaid). The changes whose `if` fails are skipped, read before any change.
 */
export async function applyUpdates(mock: Mock, op: Operation, request: MockRequest, session: Session): Promise<Changed | { refused: Answer }> {
  const { world } = session;
  const updates = mock.preferOf(request) ? [] : updatesOf(op.rules).filter((update) => !update.if || ifHolds(update.if, { request, now: mock.now(), records: recordsOf(mock.examples, world) }));
  const saved = new Map<UpdateRule, Saved>();
  const before = snapshot(world);
  for (const update of updates) {
    const refused = await applyUpdate(mock, update, request, session, saved);
    if (refused) {
      restore(world, before);
      return { refused };
    }
  }
  return { updates, saved };
}

/** The call's answer carries what its changes saved, at the paths they name (the body is changed in place). */
export async function carryUpdates(mock: Mock, { updates, saved }: Changed, body: Record<string, unknown>, request: MockRequest) {
  for (const update of updates) {
    const result = saved.get(update);
    if (!result) continue;
    // A new record as made; a changed one as its detail shows it now (`record`), else as the world holds it.
    const shown = !result.made && update.answer && update.record ? (await readRecord(mock, update.record, request)).record : undefined;
    const carried = shown ?? (update.create?.each ? result.records : result.records[0]);
    if (typeof update.answer === 'string') setAt(body, update.answer, carried, false);
    // Some fields of the record at paths of the answer (a placed order's payable, the balance that pays it).
    else if (update.answer) for (const [at, field] of Object.entries(update.answer)) setAt(body, at, valueAt(carried, field), false);
    if (result.made && update.create?.idAt) setAt(body, update.create.idAt, result.records[0] ? idOf(result.records[0]) : undefined, false);
  }
}

/** Whether the answer has to be remade for the changes: one carries a record into it. */
export const carriesRecords = ({ updates }: Changed) => updates.some((update) => update.answer || update.create);

/** The record as the operation that shows it answers now, asked on behalf of `request`. */
async function readRecord(mock: Mock, { operation, query }: NonNullable<UpdateRule['record']>, request: MockRequest) {
  const op = mock.byId.get(operation)!;
  const params = new URLSearchParams();
  for (const [name, source] of Object.entries(query)) params.set(name, String(read(source, { request, now: 0 }) ?? ''));
  const headers = { ...request.headers, prefer: undefined, 'content-type': undefined, 'content-length': undefined };
  // Read as stored (zh-Hans): a translation never goes into the world's records.
  const shown = await mock.answerOf(op, { method: op.method, path: op.path, query: params, headers, body: undefined, raw: Buffer.alloc(0) });
  return { answer: shown, record: ok(shown.status) && isJson(shown) ? valueAt(parse(shown), op.rules.records!.at) : undefined };
}

/**
 * Records what one change of the call does in the world (or the records it creates), and what it
 * saved in `saved` for the call's own answer; answers instead when the rules refuse it.
 */
async function applyUpdate(mock: Mock, rule: UpdateRule, request: MockRequest, session: Session, saved: Map<UpdateRule, Saved>): Promise<Answer | undefined> {
  const { world } = session;
  const { examples } = mock;
  if (rule.onlyIf && !everyHolds(mock, world, rule.onlyIf.every, request)) return undefined;
  if (rule.distinct && !distinctHolds(rule.distinct, { request, now: mock.now(), signInBody: session.body })) return mock.forward(request, named(rule.distinct.otherwise));
  let lookup: unknown;
  if (rule.lookup) {
    const id = read(rule.lookup.id, { request, now: 0 });
    lookup = id === undefined || id === null ? undefined : current(examples, world, rule.lookup.collection, String(id));
    if (lookup === undefined) return mock.forward(request, named(rule.lookup.otherwise));
  }
  const changes = changesOf(world, rule.collection);
  // The record an earlier update of the same call made (`made.<path>`): a withdrawal's flow rows name it.
  const made = [...saved.values()].find((s) => s.made)?.records[0];
  const given = rule.id && rule.id !== 'all' && rule.id !== 'single' ? read(rule.id, { request, now: 0 }) : undefined;
  if (rule.create && (given === undefined || given === null || given === '')) {
    const records = createRecords(mock, rule, { request, lookup, made, now: mock.now(), records: recordsOf(examples, world) }, changes);
    keepExclusive(mock, rule, world, records.map(idOf));
    saved.set(rule, { records: records.map((record) => current(examples, world, rule.collection, idOf(record))), made: true });
    return undefined;
  }
  const shown = rule.record ? await readRecord(mock, rule.record, request) : undefined;
  if (shown && !ok(shown.answer.status)) return shown.answer;
  const record = shown?.record;
  // `when` reads the record `record` shows, else the record the call looked up (a coupon in the centre);
  // a field the record leaves out is null (an order not reported has no `customerReport`).
  const failed = rule.when && whenFails(rule.when, record ?? lookup, { request, record, lookup, made, now: mock.now(), records: recordsOf(examples, world) });
  if (failed) return mock.forward(request, named(failed.otherwise));

  const ids =
    rule.id === 'all'
      ? // The examples' records and those the world made (a cart replaced twice).
        [...idsOf(examples, world, rule.collection)].filter((id) => passes(current(examples, world, rule.collection, id), rule.where, request))
      : rule.id === 'single'
        ? ['']
        : // The id may come from the record itself (`record.id`: the signed-in worker, whose id no request carries).
          // An id that reads nothing changes nothing (an order placed without a coupon uses none).
          [given ?? read(rule.id!, { request, record, lookup, now: 0 })].flat().filter((id) => id !== undefined && id !== null && id !== '').map(String);
  for (const [index, id] of ids.entries()) {
    const change = changes.get(id) ?? { set: {}, removed: false };
    const context = { request, record, lookup, made, now: mock.now(), id, records: recordsOf(examples, world) };
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
  keepExclusive(mock, rule, world, ids);
  saved.set(rule, { records: ids.map((id) => current(examples, world, rule.collection, id)), made: false });
  return undefined;
}

/** `exclusive`: when a record the call saved has the field true, every other record of the collection has it false. */
function keepExclusive(mock: Mock, rule: UpdateRule, world: World, ids: string[]) {
  const field = rule.exclusive;
  if (!field) return;
  const chosen = ids.find((id) => valueAt(current(mock.examples, world, rule.collection, id), field) === true);
  if (chosen === undefined) return;
  const changes = changesOf(world, rule.collection);
  for (const other of idsOf(mock.examples, world, rule.collection)) {
    if (other === chosen || !current(mock.examples, world, rule.collection, other)) continue;
    const change = changes.get(other) ?? { set: {}, removed: false };
    change.set[field] = false;
    changes.set(other, change);
  }
}

/** What is wrong with an operation's changes: names of examples, operations, sources and collections that do not exist. */
export function checkUpdates(op: Operation, scope: CheckScope) {
  const { byId, shows, say } = scope;
  for (const update of updatesOf(op.rules)) {
    checkGuards(op, update, scope);
    if (update.id !== 'all' && update.id !== 'single' && !(update.id === undefined && update.create) && !isSource(update.id ?? '')) say(`update.id ${update.id} is not a source`);
    if (update.create?.each && !isSource(update.create.each)) say(`update.create.each ${update.create.each} is not a source`);
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
      if (!isSource(update.lookup.id)) say(`update.lookup.id ${update.lookup.id} is not a source`);
      if (!hasExample(op, update.lookup.otherwise.code, update.lookup.otherwise.example)) say(`update.lookup.otherwise: no ${update.lookup.otherwise.code} example ${update.lookup.otherwise.example}`);
    }
    for (const join of JSON.stringify([update.set ?? {}, update.when ?? {}]).matchAll(/"(join|of)":"([^"]+)"/g)) if (!shows(join[2]!)) say(`${join[1]} ${join[2]} is shown by no operation's records`);
    if (!shows(update.collection)) say(`update.collection ${update.collection} is shown by no operation's records`);
    for (const at of typeof update.answer === 'string' ? [update.answer] : Object.keys(update.answer ?? {}))
      if (!Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, at) !== undefined)) say(`update.answer: ${at} is missing from a 200 example`);
  }
}
