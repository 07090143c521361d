// `npm run contract:verify -- --base-url URL [--token T] [--write] [--only id,id]`: checks a running
// server against the contract. Every read operation (with --write, every operation) is sent once,
// built from the contract's own examples (parameters, headers, the request body's first example),
// through Prism's validating HTTP client (@stoplight/prism-http, the library behind `prism proxy`):
// Prism checks the request we send and the server's answer (status, headers, content type, body)
// against the contract. Prints a table, one row per operation, and exits 1 on any failure.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import prismHttp from '@stoplight/prism-http';
import prismClient from '@stoplight/prism-http/dist/client.js';
import type { IHttpOperation, IHttpParam } from '@stoplight/types';

// CommonJS modules: their named exports are read from the default one.
const { getHttpOperationsFromSpec } = prismHttp;
const { createClientFromOperations } = prismClient;

export const CONTRACT = join(import.meta.dirname, '..', 'generated', 'openapi.yaml');

export type Outcome = {
  operationId: string;
  method: string;
  path: string;
  result: 'passed' | 'failed' | 'skipped';
  /** The answer's status, when a request was sent. */
  status?: number;
  /** Failed: each problem, `<where> <field path>: <what the contract expects>`; skipped: why. */
  notes: string[];
};

export type VerifyOptions = {
  baseUrl: string;
  token?: string;
  write?: boolean;
  only?: string[];
  contract?: string;
  timeoutMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
};

/**
 * Reads: GET, and the cloud router's POST calls whose operationId starts with a reading verb
 * (`get`, `list`, `check`): the contract's naming rule (openapi/README.md) makes the verb say it.
 */
export const isSafe = (op: IHttpOperation) => op.method === 'get' || op.method === 'head' || /^(get|list|check)[A-Z]/.test(op.iid ?? '');

/** Calls after which the token is gone (sign-out, account closure): sent only when --only names them. */
const isFinal = (op: IHttpOperation) => /^(logout|close)[A-Z]/.test(op.iid ?? '');

/** What belongs to another service the app also calls (the object storage), not to the backend under test. */
const isOurs = (path: string) => path.startsWith('/v1/') || path.startsWith('/router/');

/** A parameter's value from the contract: its example, else its schema's const, enum, default or example. */
function exampleOf(param: IHttpParam): unknown {
  const fromExamples = param.examples?.find((e) => 'value' in e) as { value: unknown } | undefined;
  if (fromExamples) return fromExamples.value;
  const schema = (param.schema ?? {}) as { const?: unknown; enum?: unknown[]; default?: unknown; examples?: unknown[]; example?: unknown };
  return schema.const ?? schema.enum?.[0] ?? schema.default ?? schema.examples?.[0] ?? schema.example;
}

type Built = { url: string; headers: Record<string, string>; body?: unknown } | { skip: string };

/** The request of an operation, made from its examples; or why it cannot be made. */
export function buildRequest(op: IHttpOperation, token: string | undefined): Built {
  const query = new URLSearchParams();
  for (const param of op.request?.query ?? []) {
    const value = exampleOf(param);
    if (value === undefined) {
      if (param.required) return { skip: `query parameter ${param.name} has no example` };
      continue;
    }
    query.set(param.name, String(value));
  }
  const headers: Record<string, string> = {};
  for (const param of op.request?.headers ?? []) {
    // A money call's key is one per intent: a fresh one, so a server that remembers keys does the call.
    const value = /^idempotency-key$/i.test(param.name) ? randomUUID() : exampleOf(param);
    if (value === undefined) {
      if (param.required) return { skip: `header ${param.name} has no example` };
      continue;
    }
    headers[param.name] = String(value);
  }
  // Security: the first alternative the token can satisfy (an empty one: a public call).
  const alternatives = op.security ?? [];
  if (alternatives.length && !alternatives.some((alt) => alt.length === 0)) {
    if (!token) return { skip: 'needs a token: pass --token' };
    for (const scheme of alternatives[0]) {
      if (scheme.type === 'http' && scheme.scheme === 'bearer') headers.Authorization = `Bearer ${token}`;
      else if (scheme.type === 'apiKey' && scheme.in === 'header') headers[scheme.name] = token;
      else return { skip: `security scheme ${scheme.key} is not a bearer token or a header` };
    }
  }
  let body: unknown;
  const contents = op.request?.body?.contents ?? [];
  if (contents.length) {
    const json = contents.find((c) => /json/.test(c.mediaType));
    if (!json) return { skip: `request body is ${contents.map((c) => c.mediaType).join(', ')}: only JSON bodies are built from examples` };
    const example = json.examples?.find((e) => 'value' in e) as { value: unknown } | undefined;
    if (!example) {
      if (op.request?.body?.required) return { skip: 'request body has no example' };
    } else {
      body = example.value;
      headers['Content-Type'] = json.mediaType;
    }
  }
  const search = query.toString();
  return { url: `${op.path}${search ? `?${search}` : ''}`, headers, body };
}

/** A Prism diagnostic as a row's note: where (request/answer), the field path, what was expected. */
function describe(side: 'request' | 'answer', diagnostic: { path?: string[]; message: string }) {
  const path = diagnostic.path?.length
    ? diagnostic.path.join('.')
    : /status code/i.test(diagnostic.message)
      ? 'status'
      : /media type/i.test(diagnostic.message)
        ? 'content-type'
        : '(whole)';
  return `${side} ${path}: ${diagnostic.message}`;
}

/** Prism's logger, silent: every level a no-op, every child itself (the verdicts are in the table). */
const silent: object = new Proxy({}, { get: (_, key) => (key === 'child' ? () => silent : () => {}) });

export async function verifyServer({ baseUrl, token, write = false, only, contract = CONTRACT, timeoutMs = 30_000, concurrency = 4 }: VerifyOptions): Promise<Outcome[]> {
  const operations = (await getHttpOperationsFromSpec(contract)) as IHttpOperation[];
  const upstream = new URL(baseUrl);
  const unknown = only?.filter((id) => !operations.some((op) => op.iid === id)) ?? [];
  if (unknown.length) throw new Error(`--only names no operation of the contract: ${unknown.join(', ')}`);
  const outcomes: Outcome[] = [];
  const toSend: { op: IHttpOperation; row: Outcome; built: Extract<Built, { url: string }> }[] = [];
  for (const op of operations) {
    const operationId = op.iid ?? `${op.method} ${op.path}`;
    if (only?.length && !only.includes(operationId)) continue;
    const row: Outcome = { operationId, method: op.method.toUpperCase(), path: op.path, result: 'skipped', notes: [] };
    outcomes.push(row);
    if (!isOurs(op.path)) {
      row.notes.push('another service the app calls (object storage), not this backend');
      continue;
    }
    if (!write && !isSafe(op)) {
      row.notes.push('changes data: pass --write to send it');
      continue;
    }
    if (isFinal(op) && !only?.includes(operationId)) {
      row.notes.push('ends the session or closes the account, which would spoil the calls after it: name it with --only');
      continue;
    }
    const built = buildRequest(op, token);
    if ('skip' in built) row.notes.push(built.skip);
    else toSend.push({ op, row, built });
  }
  const next = async (): Promise<void> => {
    const item = toSend.shift();
    if (!item) return;
    await check(item.op, item.row, item.built, upstream, timeoutMs);
    return next();
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, next));
  return outcomes;
}

/** The server closed the connection before any answer: node-fetch's ECONNRESET, EPIPE or "socket hang up". */
const wasReset = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up|ECONNRESET/.test(message ?? '');
};

/** Sends one request through Prism's validating client and writes the verdict into its row. */
async function check(op: IHttpOperation, row: Outcome, built: Extract<Built, { url: string }>, upstream: URL, timeoutMs: number) {
  // One client per operation, so Prism judges the answer against exactly this operation.
  const client = createClientFromOperations([op], {
    mock: { dynamic: false },
    isProxy: true,
    upstream,
    upstreamProxy: undefined,
    checkSecurity: false,
    validateRequest: true,
    validateResponse: true,
    errors: false,
    logger: silent,
  });
  let timer: NodeJS.Timeout | undefined;
  const send = () => client.request(built.url, { method: op.method as never, headers: built.headers, body: built.body });
  try {
    const answer = await Promise.race([
      // A connection the server reset before it answered is asked once more, the same request with
      // the same Idempotency-Key: a reset is the network's, not the contract's (CI saw one on a busy machine).
      send().catch((error: unknown) => {
        if (!wasReset(error)) throw error;
        row.notes.push(`the connection was reset before an answer (${(error as Error).message}); sent once more with the same Idempotency-Key`);
        return send();
      }),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs / 1000} s`)), timeoutMs))),
    ]);
    row.status = answer.status;
    const problems = [
      ...answer.violations.input.map((d) => describe('request', d)),
      ...answer.violations.output.map((d) => describe('answer', d)),
    ];
    row.result = problems.length ? 'failed' : 'passed';
    row.notes.push(...problems);
    if (!problems.length && (answer.status < 200 || answer.status > 299)) {
      // Conforms, but only as a refusal the contract lists: say so, the success answer went unchecked.
      const code = (answer.data as { code?: unknown } | undefined)?.code;
      row.notes.push(`a documented error answer${code !== undefined ? ` (code ${String(code)})` : ''}: its success answer was not checked (an example's id this server does not have? a token it refuses?)`);
    }
  } catch (error) {
    row.result = 'failed';
    row.notes.push(`no answer: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** The report: one row per operation (result, status, method and path, operationId), its notes under it. */
export function formatReport(outcomes: Outcome[]): string {
  const mark = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;
  const lines: string[] = [];
  const width = Math.max(...outcomes.map((o) => `${o.method} ${o.path}`.length), 10);
  for (const o of outcomes) {
    lines.push(`${mark[o.result]}  ${String(o.status ?? '-').padEnd(3)}  ${`${o.method} ${o.path}`.padEnd(width)}  ${o.operationId}`);
    for (const note of o.notes) lines.push(`${' '.repeat(11)}${o.result === 'skipped' ? 'why: ' : o.result === 'passed' ? 'note: ' : ''}${note}`);
  }
  const count = (r: Outcome['result']) => outcomes.filter((o) => o.result === r).length;
  const refusals = outcomes.filter((o) => o.result === 'passed' && o.status !== undefined && (o.status < 200 || o.status > 299)).length;
  lines.push('', `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped${refusals ? ` (${refusals} passed with an error answer the contract lists)` : ''}`);
  return lines.join('\n');
}

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return {
    baseUrl: value('--base-url') ?? process.env.CONTRACT_BASE_URL,
    token: value('--token') ?? process.env.CONTRACT_TOKEN,
    write: argv.includes('--write'),
    only: value('--only')?.split(',').filter(Boolean),
  };
}

if (import.meta.filename === process.argv[1]) {
  const args = parseArgs(process.argv.slice(2));
  if (!args.baseUrl) {
    console.error('Usage: npm run contract:verify -- --base-url https://api.example.cn [--token T] [--write] [--only operationId,...]');
    process.exit(2);
  }
  const outcomes = await verifyServer({ ...args, baseUrl: args.baseUrl }).catch((error: Error) => {
    console.error(`contract:verify: ${error.message}`);
    process.exit(2);
  });
  console.log(formatReport(outcomes));
  process.exit(outcomes.some((o) => o.result === 'failed') ? 1 : 0);
}
