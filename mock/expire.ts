// A test-only control of the mock: `POST /__mock/expire` with `{ token }` ends that session at the
// server, as a backend ends a token that expired: from then on every protected call with it answers
// the contract's 401 and changes nothing, while the worker's world stays for her next sign-in. It
// answers 204, or 404 for a token the mock never saw. Nothing in the app calls it; the e2e tests use
// it to expire a session at a moment of their own (tests/e2e/sign-in-again.spec.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http.ts';

export const EXPIRE_PATH = '/__mock/expire';

export function createExpireControl(expire: (token: string) => boolean) {
  return {
    /** Answers `POST /__mock/expire`; false for any other request. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (url.pathname !== EXPIRE_PATH || req.method !== 'POST') return false;
      void readBody(req)
        .then((raw) => {
          const { token } = JSON.parse(raw.toString('utf8')) as { token?: string };
          res.writeHead(token && expire(token) ? 204 : 404);
          res.end();
        })
        .catch(() => {
          res.writeHead(400);
          res.end();
        });
      return true;
    },
  };
}
