// `figures`: fields of the answer the backend computes from the world's records at each answer (the
// tabs' counts, today's income, a period's series), in the order written, each reading the answer as
// the figures before it left it (`answer.<path>`). An example a request or the developer chose
// answers as it is.
import type { MockRequest } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import { evaluate, type Value } from '../values/evaluate.ts';
import { setAt, valueAt } from '../values/paths.ts';
import type { Context } from '../values/sources.ts';
import type { Session } from '../sessions.ts';
import { recordsOf } from '../world.ts';
import type { CheckScope } from './check.ts';

/** The figures of the answer (the body is changed in place). */
export function computeFigures(mock: Mock, figures: Record<string, Value>, body: Record<string, unknown>, request: MockRequest, { world, example, body: signInBody }: Session) {
  const context = { request, now: mock.now(), records: recordsOf(mock.examples, world), answer: body, signIn: example, signInBody };
  for (const [path, value] of Object.entries(figures)) setFigure(body, path, value, context);
}

/**
 * A figure at its path; a path through `*` sets the rest of it on each element of the array there,
 * computed with that element as `element` and its position as `index` (a series re-dated to the
 * mock's week).
 */
function setFigure(body: Record<string, unknown>, path: string, value: Value, context: Context) {
  const keys = path.split('.');
  const star = keys.indexOf('*');
  if (star < 0) return setAt(body, path, evaluate(value, context), false);
  const array = valueAt(body, keys.slice(0, star).join('.'));
  if (!Array.isArray(array)) return;
  const rest = keys.slice(star + 1).join('.');
  array.forEach((element, index) => {
    const computed = evaluate(value, { ...context, element, index });
    if (rest) setAt(element as Record<string, unknown>, rest, computed, false);
    else array[index] = computed;
  });
}

/** What is wrong with an operation's `figures`: a path no example has, a collection no operation shows. */
export function checkFigures(op: Operation, { shows, say }: CheckScope) {
  for (const [at, value] of Object.entries(op.rules.figures ?? {})) {
    // A path through `*` needs the array (it may be empty) where the star is.
    const held = at.includes('*') ? at.slice(0, at.indexOf('.*')) : at;
    if (!Object.values(op.examples['200'] ?? {}).every((body) => (at.includes('*') ? Array.isArray(valueAt(body, held)) : valueAt(body, held) !== undefined))) say(`figures: ${held} is missing from a 200 example`);
    for (const [, collection] of JSON.stringify(value).matchAll(/"records\.([\w]+)"/g)) if (!shows(collection!)) say(`figures: records.${collection} is shown by no operation's records`);
  }
}
