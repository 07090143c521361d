// Where the x-mock rules read a value (openapi/README.md, "The development mock": a *source*): the
// request, the record a change reads, the world's records, the answer being made, or `now`.
import type { MockRequest } from '../answers.ts';
import { valueAt } from './paths.ts';

/**
 * A source: `query.<name>`, `body[.<path>]`, `record[.<path>]` (the changed record, see `update.record`),
 * `lookup[.<path>]` (see `update.lookup`), `made.<path>` (the record an earlier update of the call created),
 * `item[.<path>]` (a created record's item, see `create.each`), `id` (the saved record's id),
 * `const.<text>` (that text itself: a record with a fixed name), `records.<collection>` (the world's
 * records of a collection, as it sees them now), `signIn.example` (the named example the session's
 * sign-in answered with), `signIn.<path>` (the session's sign-in request: `signIn.mobile`, the number
 * the worker signed in with), `answer.<path>` (the answer as the example and the world made it, and the
 * figures before: `figures` only), `element[.<path>]` and `index` (a figure at a path through `*`, or an
 * `each`: the element it is for, its position), `group[.<path>]` (in a `group`'s `set`: the group's
 * elements, or their values at the path) or `now` (computed values only).
 */
export type Source = string;

/** What a value is read in: the request, and what the rule that computes it holds. */
export type Context = {
  request: MockRequest;
  record?: unknown;
  lookup?: unknown;
  item?: unknown;
  made?: unknown;
  now: number;
  id?: string;
  /** The world's records of a collection, as it sees them now (`records.<collection>`, `join`, `of`). */
  records?: (collection: string) => Record<string, unknown>[];
  /** The named example the session's sign-in answered with (`signIn.example`: the test applicant's `applying`). */
  signIn?: string;
  /** The session's sign-in request's body (`signIn.mobile`: the number the worker signed in with). */
  signInBody?: unknown;
  /** The answer as the example and the world's records made it (`answer.<path>`: a figure's starting value). */
  answer?: unknown;
  /** In a figure at a path through `*`: the array's element it is computed for (`element.<path>`), and its position (`index`). */
  element?: unknown;
  index?: number;
  /** In a `group`'s `set`: the elements of the group it computes (`group[.<path>]`: an array). */
  group?: unknown[];
};

/** The value a source names in the context (`now` is the context's time, in ms). */
export function read(source: Source, context: Context): unknown {
  const { request, record, lookup, item, made, now, id, signIn, signInBody, records, answer, element, index, group } = context;
  if (source === 'now') return now;
  if (source === 'signIn.example') return signIn;
  if (source === 'id') return id;
  if (source === 'index') return index;
  const [root, ...rest] = source.split('.');
  const path = rest.join('.');
  if (root === 'signIn') return valueAt(signInBody, path);
  if (root === 'item') return path ? valueAt(item, path) : item;
  if (root === 'const') return path;
  if (root === 'query') return request.query.get(path) ?? undefined;
  if (root === 'body') return path ? valueAt(request.body, path) : request.body;
  if (root === 'record') return path ? valueAt(record, path) : record;
  if (root === 'lookup') return path ? valueAt(lookup, path) : lookup;
  if (root === 'made') return path ? valueAt(made, path) : made;
  if (root === 'records') return records?.(path);
  if (root === 'answer') return valueAt(answer, path);
  if (root === 'element') return path ? valueAt(element, path) : element;
  if (root === 'group') return path ? group?.map((each) => valueAt(each, path)) : group;
  return undefined;
}

/** A source as the declarations may write it. */
export const isSource = (source: string) =>
  /^(query|made|const|records|answer)\.[\w.]+$|^now$|^id$|^index$|^signIn\.[\w.]+$|^(body|record|lookup|item|element|group)(\.[\w.]+)?$/.test(source);
