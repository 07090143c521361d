// `idempotent`: a money call whose key (`Idempotency-Key`) was answered with success before, in the
// same world, answers with that first answer and changes nothing again; a refusal is not remembered.
import { type Answer, type MockRequest, ok } from '../answers.ts';
import type { Operation } from '../declarations.ts';
import type { World } from '../world.ts';

/** The request header (lower case, `idempotency-key`) whose repeated value is the same intent. */
export type IdempotentRule = { header: string };

/** The first answer of the request's key, else `make`'s (kept when it is a success). */
export async function onceByKey(op: Operation, request: MockRequest, world: World, asked: boolean, make: () => Promise<Answer>): Promise<Answer> {
  // An example a request asks for answers as it is, every time.
  const key = op.rules.idempotent && !asked ? request.headers[op.rules.idempotent.header] : undefined;
  const first = key ? world.firstAnswers.get(key) : undefined;
  if (first) return first;
  const answer = await make();
  if (key && ok(answer.status)) world.firstAnswers.set(key, answer);
  return answer;
}

export function checkIdempotent(op: Operation, say: (what: string) => void) {
  const idempotent = op.rules.idempotent;
  if (idempotent && idempotent.header !== idempotent.header.toLowerCase()) say(`idempotent.header ${idempotent.header} is not lower case`);
}
