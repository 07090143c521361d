// What every rule of the mock may use: the contract's operations and examples, the sessions and
// their worlds, the mock's clock, and Prism behind it.
import type { Answer, Forward, MockRequest } from './answers.ts';
import type { Operation } from './declarations.ts';
import type { ExampleRecords } from './examples.ts';
import type { FileStore } from './files.ts';
import type { Sessions } from './sessions.ts';

export type Mock = {
  operations: Map<string, Operation>;
  byId: Map<string, Operation>;
  /** The examples' records: every world's start. */
  examples: ExampleRecords;
  sessions: Sessions;
  forward: Forward;
  now: () => number;
  /** The example a request asks for itself (`Prefer`), or the developer chose for its operation (`MOCK_EXAMPLES`): it answers as it is. */
  preferOf: (request: MockRequest) => string | undefined;
  /** The operation's answer to a request, with the world's changes, before any translation: how a rule reads a record as another operation shows it. */
  answerOf: (op: Operation, request: MockRequest) => Promise<Answer>;
  /** The files workers uploaded (`upload`), served back by the pictures' front. */
  files: FileStore;
  /** The request's body as it reached the front door, when the proxy between re-encoded it (an upload's bytes). */
  rawOf: (request: MockRequest) => Buffer | undefined;
  /** The next turn of the mock's created records (their ids, their order). */
  nextTurn: () => number;
};
