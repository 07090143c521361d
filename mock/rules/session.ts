// `session`: a sign-in. The answer's token is replaced by a new one, with a session of its own in the
// world of the worker who signed in (`worker`: every sign-in of hers continues it, sessions.ts); the
// account may choose the example (`example`: the test applicant answers status 3), and the session
// remembers which (`signIn.example`) and the request (`signIn.<path>`).
import { type Answer, isJson, json, type MockRequest, ok, parse } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import { setAt, valueAt } from '../values/paths.ts';
import { isSource, read, type Source } from '../values/sources.ts';
import { chooseExample } from './example.ts';

export type SessionRule = {
  /** The path of the token in the answer. */
  token: string;
  /** Who signs in (`body.mobile`): her sign-ins share one world. None: each sign-in a world of its own. */
  worker?: Source;
};

export async function signIn(mock: Mock, op: Operation, request: MockRequest): Promise<Answer> {
  const rule = op.rules.session!;
  const example = chooseExample(mock, op, request, mock.sessions.of(request));
  const first = await mock.forward(request, example);
  if (!ok(first.status) || !isJson(first)) return first;
  const body = parse(first);
  // A worker still onboarding (status 3: the test applicant, or a worker who just registered) reads
  // its own worker, as the backend answers: getWorkerInfo's `applying`.
  const onboarding = valueAt(body, 'data.worker.status') === 3;
  const account = onboarding ? 'applying' : (/\bexample=(\w+)/.exec(example ?? '')?.[1] ?? 'default');
  const worker = rule.worker ? read(rule.worker, { request, now: mock.now() }) : undefined;
  setAt(body, rule.token, mock.sessions.signIn(request, String(valueAt(body, rule.token)), { worker, example: account }), false);
  return json(first, body);
}

export function checkSession(op: Operation, say: (what: string) => void) {
  const session = op.rules.session;
  if (session && !Object.values(op.examples['200'] ?? {}).every((body) => typeof valueAt(body, session.token) === 'string')) say(`session.token: no token at ${session.token}`);
  if (session?.worker && !isSource(session.worker)) say(`session.worker ${session.worker} is not a source`);
}
