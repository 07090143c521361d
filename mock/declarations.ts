// What the contract declares for the development mock (`x-mock` on an operation; openapi/README.md
// "The development mock"), read from the bundled contract, with the examples each rule names. Each
// rule kind is a module of rules/, which owns its declaration's type, its check and what it does.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { checkCounts, type CountsRule } from './rules/counts.ts';
import { checkExample, type ExampleRule } from './rules/example.ts';
import { checkFigures } from './rules/figures.ts';
import { checkIdempotent, type IdempotentRule } from './rules/idempotent.ts';
import { checkRecords, type RecordsRule } from './rules/records.ts';
import { checkSession, type SessionRule } from './rules/session.ts';
import { checkTexts, type TextsRule } from './rules/texts.ts';
import { checkUpdates, type UpdateRule } from './rules/update.ts';
import { checkUpload, type UploadRule } from './rules/upload.ts';
import type { Value } from './values/evaluate.ts';
import { valueAt } from './values/paths.ts';

export type { UpdateRule };
export { textLanguage } from './rules/texts.ts';
export { updatesOf } from './rules/update.ts';

export type MockRules = {
  example?: ExampleRule;
  records?: RecordsRule;
  counts?: CountsRule;
  /** One change, or several (a saved step changes its form and the process page). */
  update?: UpdateRule | UpdateRule[];
  idempotent?: IdempotentRule;
  session?: SessionRule;
  /**
   * Fields the backend computes at each answer from the world's records: answer path -> value
   * (`records.<collection>` kept by `where`, `count`ed or `sum`med; `answer.<path>` the example's own).
   */
  figures?: Record<string, Value>;
  texts?: TextsRule;
  upload?: UploadRule;
};

/** The rule kinds an `x-mock` may hold. */
const RULES = ['example', 'records', 'counts', 'update', 'idempotent', 'session', 'figures', 'texts', 'upload'];

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  rules: MockRules;
  /** The named examples of each response status. */
  examples: Record<string, Record<string, unknown>>;
};

type RawOperation = { operationId: string; 'x-mock'?: MockRules; responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the bundled contract, by `METHOD /path`. */
export function readOperations(bundlePath: string): Map<string, Operation> {
  const spec = parse(readFileSync(bundlePath, 'utf8')) as { paths: Record<string, Record<string, RawOperation>> };
  // The bundle keeps shared responses and examples as `$ref`s into its components.
  const resolve = <T>(value: T): T => {
    const ref = (value as { $ref?: string } | undefined)?.$ref;
    return ref?.startsWith('#/') ? resolve(valueAt(spec, ref.slice(2).split('/').join('.')) as T) : value;
  };
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const examples: Operation['examples'] = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const named = Object.values(resolve(response).content ?? {})[0]?.examples ?? {};
        examples[status] = Object.fromEntries(Object.entries(named).map(([name, ex]) => [name, resolve(ex).value]));
      }
      operations.set(`${method.toUpperCase()} ${path}`, { method: method.toUpperCase(), path, operationId: op.operationId, rules: op['x-mock'] ?? {}, examples });
    }
  }
  return operations;
}

/** What is wrong with the declarations: names of examples, operations and paths that do not exist. */
export function checkDeclarations(operations: Map<string, Operation>): string[] {
  const problems: string[] = [];
  const byId = new Map([...operations.values()].map((op) => [op.operationId, op]));
  const shows = (collection: string) => [...operations.values()].some((other) => other.rules.records?.collection === collection);
  for (const op of operations.values()) {
    const say = (what: string) => problems.push(`${op.operationId}: ${what}`);
    const scope = { byId, shows, say };
    checkExample(op, say);
    checkUpdates(op, scope);
    for (const key of Object.keys(op.rules)) if (!RULES.includes(key)) say(`x-mock.${key} is not a rule`);
    checkTexts(op, say);
    checkFigures(op, scope);
    checkIdempotent(op, say);
    checkSession(op, say);
    checkRecords(op, scope);
    checkCounts(op, say);
    checkUpload(op, say);
  }
  return problems;
}
