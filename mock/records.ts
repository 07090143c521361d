// A test-only control of the mock: `POST /__mock/records` with `{ token, collection, like, set }` makes
// a record in that sign-in's session as if it came from outside the worker's calls (a customer booked,
// the platform offers the order to this worker): a copy of the example record `like` with the fields
// of `set`. It answers 201 with the record, 404 when `like` names no example record. With `{ token,
// collection, id, set }` instead, it changes a record that world holds, as the platform does outside
// the worker's calls (its decision on an appeal): `set`'s fields are dotted paths; it answers 200 with
// the record as it is now, 404 when the world has no such record. Nothing in the app calls it; the
// e2e tests use it (tests/e2e/new-offer-ring.spec.ts adds an offer, tests/e2e/fair-record.spec.ts
// decides an appeal).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http.ts';

export const RECORDS_PATH = '/__mock/records';

type AddRecord = (token: string, collection: string, like: string, set: Record<string, unknown>) => Record<string, unknown> | undefined;
type ChangeRecord = (token: string, collection: string, id: string, set: Record<string, unknown>) => Record<string, unknown> | undefined;

const answer = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
};

export function createRecordControl(addRecord: AddRecord, changeRecord: ChangeRecord) {
  return {
    /** Answers `POST /__mock/records`; false for any other request. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (url.pathname !== RECORDS_PATH || req.method !== 'POST') return false;
      void readBody(req)
        .then((raw) => {
          const { token, collection, like, id, set = {} } = JSON.parse(raw.toString('utf8')) as { token?: string; collection?: string; like?: string; id?: string; set?: Record<string, unknown> };
          const required = { message: 'token, collection and like (or id) are required' };
          if (!token || !collection) return answer(res, 400, required);
          if (id) {
            const changed = changeRecord(token, collection, id, set);
            return changed ? answer(res, 200, changed) : answer(res, 404, { message: `no record ${id} in ${collection}` });
          }
          if (!like) return answer(res, 400, required);
          const made = addRecord(token, collection, like, set);
          return made ? answer(res, 201, made) : answer(res, 404, { message: `no example record ${like} in ${collection}` });
        })
        .catch((error: Error) => answer(res, 400, { message: error.message }));
      return true;
    },
  };
}
