// The calls that reached the mock, as it answered them: `GET /__mock/calls[?test=<id>][&token=<t>]`.
// What a browser test sees leaving the page is not what arrives: a request whose network died on
// the way never arrives, and one whose answer was lost did arrive. The e2e tests that cut the
// network (tests/e2e/field-chaos.spec.ts, the SOS's) count here how many times each step reached
// the server and under which Idempotency-Key.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './engine.ts';
import { TEST_HEADER } from './violations.ts';

export const CALLS_PATH = '/__mock/calls';

export type Call = {
  /** When the mock answered it (ms since the epoch). */
  at: number;
  /** The e2e test that sent it (its `x-e2e-test` header), when one did. */
  test?: string;
  /** The session's token (Authorization or uni-id-token), the mock's session. */
  token?: string;
  method: string;
  path: string;
  /** Its Idempotency-Key, when it had one. */
  key?: string;
  status: number;
  /** The answer's business code (`code` of a JSON body), when it had one. */
  code?: number | string;
  /** The request's JSON body, for a change (not a read, not an upload). */
  body?: unknown;
};

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function createCallLog() {
  const all: Call[] = [];
  return {
    /** Keeps one call and its answer; `body` is the request's body as it came. */
    record(req: IncomingMessage, body: Buffer, answer: Answer) {
      const url = new URL(req.url ?? '/', 'http://mock');
      const method = req.method ?? 'GET';
      let sent: unknown;
      if (method !== 'GET' && /json/.test(req.headers['content-type'] ?? '') && body.length) {
        try {
          sent = JSON.parse(body.toString('utf8'));
        } catch {
          sent = undefined;
        }
      }
      let code: number | string | undefined;
      if (/json/.test(answer.headers['content-type'] ?? '')) {
        try {
          code = (JSON.parse(answer.body.toString('utf8')) as { code?: number | string }).code;
        } catch {
          code = undefined;
        }
      }
      const token = header(req, 'authorization')?.replace(/^Bearer\s+/i, '') ?? header(req, 'uni-id-token');
      all.push({ at: Date.now(), test: header(req, TEST_HEADER), token, method, path: url.pathname, key: header(req, 'idempotency-key'), status: answer.status, code, body: sent });
    },
    /** Answers `GET /__mock/calls[?test=<id>][&token=<t>]`; false for any other request. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (url.pathname !== CALLS_PATH) return false;
      const test = url.searchParams.get('test');
      const token = url.searchParams.get('token');
      const body = JSON.stringify(all.filter((c) => (!test || c.test === test) && (!token || c.token === token)));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'access-control-allow-origin': '*' });
      res.end(body);
      return true;
    },
  };
}
