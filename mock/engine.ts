// The development mock's memory: which named example answers a request, and what a worker's actions
// change in the answers that follow, as the contract's `x-mock` rules declare (declarations.ts).
// Prism makes every answer from the contract's examples; this module only hands a request through
// the rules (rules/<kind>.ts), in their one order, in the world of the request's session.
import { type Answer, type Forward, isJson, json, type MockRequest, ok, parse } from './answers.ts';
import type { Mock } from './context.ts';
import type { Operation } from './declarations.ts';
import { exampleRecords, fullestRecord } from './examples.ts';
import { createFileStore } from './files.ts';
import { overlayCounts } from './rules/counts.ts';
import { chooseExample } from './rules/example.ts';
import { computeFigures } from './rules/figures.ts';
import { onceByKey } from './rules/idempotent.ts';
import { overlayRecords } from './rules/records.ts';
import { signIn } from './rules/session.ts';
import { translated } from './rules/texts.ts';
import { applyUpdates, carriesRecords, carryUpdates } from './rules/update.ts';
import { keepUpload } from './rules/upload.ts';
import { createSessions } from './sessions.ts';
import { timedRecord } from './timed.ts';
import { changesOf, current, idOf } from './world.ts';

export type { Answer, Forward, MockRequest } from './answers.ts';
export { beijingTime } from './values/time.ts';

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
  rawOf = () => undefined,
}: {
  operations: Map<string, Operation>;
  forward: Forward;
  now?: () => number;
  /** The request's body as it reached the mock's front door, when the proxy between re-encoded it (an upload's). */
  rawOf?: (request: MockRequest) => Buffer | undefined;
  /** Examples chosen for whole operations (chosenExamples), as if each request asked with Prefer. */
  chosen?: Record<string, string>;
}) {
  let turns = 0;
  const mock: Mock = {
    operations,
    byId: new Map([...operations.values()].map((op) => [op.operationId, op])),
    examples: exampleRecords(operations),
    sessions: createSessions(now),
    forward,
    now,
    preferOf: (request) =>
      /\b(example|code)=/.test(request.headers['prefer'] ?? '') ? request.headers['prefer'] : chosen[operations.get(`${request.method} ${request.path}`)?.operationId ?? ''],
    answerOf: (op, request) => {
      const session = mock.sessions.of(request);
      return onceByKey(op, request, session.world, Boolean(mock.preferOf(request)), () => answerOnce(op, request));
    },
    files: createFileStore(),
    rawOf,
    nextTurn: () => ++turns,
  };

  /** Prism's answer from the example chosen; then what the call changes; then the world's records, counts and figures in it. */
  async function answerOnce(op: Operation, request: MockRequest): Promise<Answer> {
    const session = mock.sessions.of(request);
    const first = await forward(request, chooseExample(mock, op, request, session));
    if (!ok(first.status)) return first;
    const changed = await applyUpdates(mock, op, request, session);
    if ('refused' in changed) return changed.refused;
    const { records, counts, figures, upload } = op.rules;
    if (!isJson(first) || (!records && !counts && !figures && !upload && !carriesRecords(changed))) return first;
    const body = parse(first);
    if (upload) await keepUpload(mock, upload, body, request);
    if (records) overlayRecords(mock, op, body, request, session.world);
    if (counts) overlayCounts(mock, counts, body, request, session.world);
    // An example a request or the developer asked for answers as it is.
    if (figures && !mock.preferOf(request)) computeFigures(mock, figures, body, request, session);
    await carryUpdates(mock, changed, body, request);
    return json(first, body);
  }

  /**
   * A record that comes from outside the worker's calls (a customer books and the platform offers the
   * order): the test-only control `POST /__mock/records` (mock/records.ts). It is a copy of an
   * example's record (`like`: its fullest shape, the detail's over the list's row; one made at a
   * world's start, `timed`, made now) with `set`'s fields, in the world of `token`'s session only,
   * newest first; its detail answers it as it is.
   */
  function addRecord(token: string, collection: string, like: string, set: Record<string, unknown>): Record<string, unknown> | undefined {
    const record = fullestRecord(operations, mock.examples, collection, like);
    if (record === undefined) return undefined;
    // Made now (a customer booked just now): an offer's times are relative to this moment.
    const fields = { ...timedRecord(record, mock.examples.get(collection)?.timed, mock.now()), ...structuredClone(set) };
    changesOf(mock.sessions.byToken(token).world, collection).set(idOf(fields), { set: fields, removed: false, created: mock.nextTurn(), place: 'first' });
    return fields;
  }

  /**
   * A record of the world changed from outside the worker's calls (the platform decides an appeal):
   * the test-only control `POST /__mock/records` with an `id` (mock/records.ts). `set`'s fields
   * (dotted paths) are set on the record as the world holds it, in `token`'s session's world only, as
   * an update's `set` does; answers the record as it is now, or undefined when the world has none.
   */
  function changeRecord(token: string, collection: string, id: string, set: Record<string, unknown>): Record<string, unknown> | undefined {
    const { world } = mock.sessions.byToken(token);
    if (current(mock.examples, world, collection, id) === undefined) return undefined;
    const changes = changesOf(world, collection);
    const change = changes.get(id) ?? { set: {}, removed: false };
    for (const [path, value] of Object.entries(set)) change.set[path] = structuredClone(value);
    changes.set(id, change);
    return current(mock.examples, world, collection, id);
  }

  /** The token expires at the server, as a backend's does (`POST /__mock/expire`, mock/expire.ts): false for a token the mock does not know. */
  function expire(token: string): boolean {
    const session = mock.sessions.known(token);
    if (session) session.expired = true;
    return session !== undefined;
  }

  return {
    addRecord,
    changeRecord,
    expire,
    /** The files uploaded to it, which the pictures' front serves. */
    files: mock.files,
    /** Answers one request: through Prism, with the example and the world's changes the rules declare. */
    async handle(request: MockRequest): Promise<Answer> {
      const op = operations.get(`${request.method} ${request.path}`);
      if (!op) return forward(request, undefined);
      if (op.rules.session) return signIn(mock, op, request);
      // A token that expired at the server: the contract's 401, and nothing changes.
      if (mock.sessions.of(request).expired && op.examples['401']) return forward(request, 'code=401');
      return translated(op, request, await mock.answerOf(op, request));
    },
  };
}
