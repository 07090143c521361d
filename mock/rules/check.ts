// What a rule's check may ask of the whole contract, beside its own operation.
import type { Operation } from '../declarations.ts';

export type CheckScope = {
  byId: Map<string, Operation>;
  /** Some operation's `records` rule shows this collection. */
  shows: (collection: string) => boolean;
  /** Names a problem of the operation checked. */
  say: (what: string) => void;
};

/** The operation has an example of that status with that name. */
export const hasExample = (op: Operation, code: number | string, name: string) => name in (op.examples[String(code)] ?? {});
