// What passes through the mock: a request as the memory step reads it, an answer as Prism made it,
// and the few ways of reading and remaking an answer's JSON.
export type MockRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** The JSON body, parsed (a multipart form's fields, see `upload`); undefined for none or another type. */
  body: unknown;
  /** The body as it came. */
  raw: Buffer;
};

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** Sends the request on to Prism, with the `Prefer` header given (or the request's own). */
export type Forward = (request: MockRequest, prefer: string | undefined) => Promise<Answer>;

export const ok = (status: number) => status >= 200 && status < 300;
export const isJson = (answer: Answer) => /json/.test(answer.headers['content-type'] ?? '');
export const parse = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
/** The answer with another JSON body. */
export const json = (answer: Answer, body: unknown): Answer => ({ ...answer, body: Buffer.from(JSON.stringify(body)) });
/** A `Prefer` header that asks Prism for a named example of a status: `{ code: 400, example: orderGone }`. */
export const named = (rule: { code: number; example: string }) => `code=${rule.code}, example=${rule.example}`;
