// `example`: which of its examples an operation answers a request with, as the backend would choose
// its answer: the detail of the id asked (or its "not found"), the one named for a value (the
// agreement asked for, the account that signed in). A request's own `Prefer` always wins.
import { type MockRequest, named } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import type { Session } from '../sessions.ts';
import { same, valueAt } from '../values/paths.ts';
import { isSource, read, type Source } from '../values/sources.ts';

export type ExampleRule = {
  /** The request value that picks the example. */
  param: Source;
  /** The example whose answer holds the value at this path (`data.id`)... */
  match?: string;
  /** ...or the example named for the value. */
  names?: Record<string, string>;
  /** What answers when no example matches, or when the record was removed in this world. */
  otherwise?: { code: number; example: string };
};

/** The `Prefer` header Prism gets: the request's own, else the example the rule chooses (none: Prism's first). */
export function chooseExample(mock: Mock, op: Operation, request: MockRequest, session: Session): string | undefined {
  const own = mock.preferOf(request);
  const rule = op.rules.example;
  if (own || !rule) return own;
  const value = read(rule.param, { request, now: 0, signIn: session.example });
  const records = op.rules.records;
  // A detail of a record the world removed is "not found"; one it made answers with any example, which its own fields then replace (records).
  if (records && !Array.isArray(valueAt(Object.values(op.examples['200'] ?? {})[0], records.at))) {
    const change = session.world.changes.get(records.collection)?.get(String(value));
    if (change?.removed && rule.otherwise) return named(rule.otherwise);
    if (change?.created) return undefined;
  }
  const name = rule.names
    ? rule.names[String(value)]
    : Object.entries(op.examples['200'] ?? {}).find(([, body]) => value !== undefined && same(valueAt(body, rule.match!), value))?.[0];
  if (name) return `example=${name}`;
  return rule.otherwise ? named(rule.otherwise) : undefined;
}

/** What is wrong with an operation's `example` rule. */
export function checkExample(op: Operation, say: (what: string) => void) {
  const example = op.rules.example;
  if (!example) return;
  const hasExample = (code: number, name: string) => name in (op.examples[String(code)] ?? {});
  if (!isSource(example.param)) say(`example.param ${example.param} is not query.<name> or body.<path>`);
  if (!example.match === !example.names) say('example needs one of match and names');
  for (const name of Object.values(example.names ?? {})) if (!hasExample(200, name)) say(`example.names: no 200 example ${name}`);
  if (example.otherwise && !hasExample(example.otherwise.code, example.otherwise.example)) say(`example.otherwise: no ${example.otherwise.code} example ${example.otherwise.example}`);
}
