// The development mock's engine in unit tests: the contract's operations, and the answers Prism
// would make from their examples (the `Prefer` header's code and named example), at a fixed time.
import { join } from 'node:path';
import { readOperations } from '../../mock/declarations';
import type { Answer, MockRequest } from '../../mock/engine';

export const operations = readOperations(join(import.meta.dirname, '..', '..', 'generated', 'openapi.yaml'));
/** 14:30 in Beijing. */
export const NOW = Date.parse('2026-11-22T06:30:00Z');

/** The example answer Prism gives to `request` with the `Prefer` header `prefer`. */
export function examplesOf(request: MockRequest, prefer: string | undefined): Answer {
  const op = operations.get(`${request.method} ${request.path}`)!;
  const code = prefer?.match(/code=(\d+)/)?.[1] ?? '200';
  const name = prefer?.match(/example=(\w+)/)?.[1];
  const examples = op.examples[code] ?? {};
  const body = name ? examples[name] : Object.values(examples)[0];
  if (body === undefined) throw new Error(`no ${code} example ${name} of ${op.operationId}`);
  return { status: Number(code), headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body ?? null)) };
}
