// What the contract refused, as the mock saw it: Prism's validating proxy (serve.ts) names every
// violation of a request or of an answer in its `sl-violations` header (with --errors, a refused
// request is answered 422 and never reaches the examples), and answers a call to a path or method
// the contract does not have with its NO_PATH_MATCHED / NO_METHOD_MATCHED problem. The mock keeps
// them, and serves them at `GET /__mock/violations` (`?test=<id>`: those of one e2e test, which the
// e2e fixture marks with the `x-e2e-test` header), so that a run fails on any of them
// (tests/e2e/support.ts after each test, tests/e2e/global-teardown.ts at the end).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './engine.ts';

export const VIOLATIONS_PATH = '/__mock/violations';
export const TEST_HEADER = 'x-e2e-test';

export type Violation = {
  /** The call, as the app sent it. */
  call: string;
  /** The e2e test that sent it, when one did. */
  test?: string;
  status: number;
  /** `request <where>: <message>` / `answer <where>: <message>` / `no operation: <detail>`. */
  problems: string[];
};

type PrismViolation = { location?: string[]; severity?: string; message?: string };

/** The contract's refusals in one answer of Prism's validating proxy (none: an empty list). */
export function violationsIn(answer: Answer): string[] {
  const problems: string[] = [];
  const add = (list: PrismViolation[], defaultSide: string) => {
    for (const v of list) {
      if (v.severity !== 'Error') continue;
      const [first = defaultSide, ...rest] = v.location ?? [];
      // The proxy's header names the side first (`request`, `response`); a 422's list does not.
      const [side, where] = first === 'request' || first === 'response' ? [first, rest] : [defaultSide, [first, ...rest]];
      problems.push(`${side === 'response' ? 'answer' : side} ${where.join('.') || '(whole)'}: ${v.message ?? ''}`);
    }
  };
  const header = answer.headers['sl-violations'];
  if (header) {
    try {
      add(JSON.parse(header) as PrismViolation[], 'request');
    } catch {
      problems.push(`request or answer: ${header.slice(0, 300)}`); // "Too many violations! ..."
    }
  }
  if (/problem\+json/.test(answer.headers['content-type'] ?? '')) {
    try {
      const problem = JSON.parse(answer.body.toString('utf8')) as { type?: string; detail?: string; validation?: PrismViolation[] };
      const type = problem.type ?? '';
      if (/NO_(PATH|METHOD)_MATCHED/.test(type)) problems.push(`no operation of the contract: ${problem.detail ?? type}`);
      // A refused request (422, never sent on), or an answer refused under --errors (500).
      else if (!header && /UNPROCESSABLE_ENTITY|VIOLATIONS/.test(type)) add(problem.validation ?? [], /VIOLATIONS/.test(type) ? 'response' : 'request');
    } catch {
      // not Prism's problem
    }
  }
  return problems;
}

export function createViolationLog(log: (line: string) => void) {
  const all: Violation[] = [];
  return {
    /** Looks at one answer of the validating proxy; keeps and logs what the contract refused. */
    inspect(req: IncomingMessage, answer: Answer) {
      const problems = violationsIn(answer);
      if (!problems.length) return;
      const test = req.headers[TEST_HEADER];
      const violation: Violation = { call: `${req.method} ${req.url}`, test: typeof test === 'string' ? test : undefined, status: answer.status, problems };
      all.push(violation);
      log(`contract violation: ${violation.call} -> ${answer.status}\n  ${problems.join('\n  ')}`);
    },
    /** Answers `GET /__mock/violations[?test=<id>]`; false for any other request. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (url.pathname !== VIOLATIONS_PATH) return false;
      const test = url.searchParams.get('test');
      const body = JSON.stringify(test ? all.filter((v) => v.test === test) : all);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'access-control-allow-origin': '*' });
      res.end(body);
      return true;
    },
    list: () => [...all],
  };
}
