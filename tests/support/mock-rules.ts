// A small contract of made-up operations for the tests of one x-mock rule kind (tests/unit/mock/rules/):
// each test declares the operations and examples its rule needs, nothing of the real contract.
import type { MockRules, Operation } from '../../mock/declarations';
import type { Answer, MockRequest } from '../../mock/engine';
import { createEngine } from '../../mock/engine';
import type { Context } from '../../mock/values/sources';

export type Declared = { operationId: string; method?: string; path: string; rules?: MockRules; examples: Record<string, Record<string, unknown>> };

export function operationsOf(declared: Declared[]): Map<string, Operation> {
  return new Map(declared.map(({ operationId, method = 'GET', path, rules = {}, examples }) => [`${method} ${path}`, { operationId, method, path, rules, examples }]));
}

/** Prism, played: the example the `Prefer` header names (its code's first without a name), with the Prefer Prism was sent kept in `asked`. */
export function prismOf(operations: Map<string, Operation>, asked: (string | undefined)[] = []) {
  return async (request: MockRequest, prefer: string | undefined): Promise<Answer> => {
    asked.push(prefer);
    const op = operations.get(`${request.method} ${request.path}`)!;
    const code = prefer?.match(/code=(\d+)/)?.[1] ?? '200';
    const name = prefer?.match(/example=(\w+)/)?.[1];
    const examples = op.examples[code] ?? {};
    const body = name ? examples[name] : Object.values(examples)[0];
    if (body === undefined) throw new Error(`no ${code} example ${name} of ${op.operationId}`);
    return { status: Number(code), headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) };
  };
}

/** 14:30 in Beijing on the examples' day. */
export const RULES_NOW = Date.parse('2026-11-22T06:30:00Z');

/** An engine over the declared operations, and a caller: `call(method, url, { body, token, headers })` answers its status and JSON body. */
export function mockOf(declared: Declared[], { now = () => RULES_NOW, chosen }: { now?: () => number; chosen?: Record<string, string> } = {}) {
  const operations = operationsOf(declared);
  const asked: (string | undefined)[] = [];
  const engine = createEngine({ operations, now, chosen, forward: prismOf(operations, asked) });
  const call = async (method: string, url: string, { body, token = 'worker-a', headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://mock');
    const all = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers };
    const answer = await engine.handle({ method, path: pathname, query: searchParams, headers: all, body, raw: Buffer.from(body === undefined ? '' : JSON.stringify(body)) });
    return { status: answer.status, body: JSON.parse(answer.body.toString()) };
  };
  return { engine, operations, asked, call };
}

/** A `/v1` envelope around `data`. */
export const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

/** A context to compute values in, for the tests of the value language (tests/unit/mock/values/). */
export function contextOf({ query = '', body, records = {}, ...rest }: { query?: string; body?: unknown; records?: Record<string, Record<string, unknown>[]> } & Partial<Omit<Context, 'request' | 'records'>> = {}): Context {
  return {
    request: { method: 'POST', path: '/v1/x', query: new URLSearchParams(query), headers: {}, body, raw: Buffer.alloc(0) },
    now: RULES_NOW,
    records: (collection) => records[collection] ?? [],
    ...rest,
  };
}
