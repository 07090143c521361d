// Bodies from the contract's examples, for screen tests that stub fetch with what Prism would send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Example = { value: unknown };
type Response = { $ref?: string; content?: Record<string, { examples?: Record<string, Example> }> };
type Operation = { operationId: string; responses: Record<string, Response> };

const spec = parse(readFileSync(join(import.meta.dirname, '../../generated/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
};

/** A response, following a `#/components/responses/...` reference. */
const resolve = (response: Response | undefined): Response | undefined =>
  response?.$ref ? spec.components.responses[response.$ref.split('/').pop()!] : response;

/** The example `name` (default: the first) of the `status` answer of `operationId`. */
export function contractExample<T = unknown>(operationId: string, name?: string, status = '200'): T {
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || !op || (op as Operation).operationId !== operationId) continue;
      const content = resolve((op as Operation).responses[status])?.content ?? {};
      const examples = Object.values(content)[0]?.examples ?? {};
      const example = name ? examples[name] : Object.values(examples)[0];
      if (!example) throw new Error(`No example ${name ?? '(first)'} on ${operationId} ${status}`);
      return structuredClone(example.value) as T;
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

/** The path and method of an operation, to match stubbed requests. */
export function contractRoute(operationId: string): { method: string; path: string } {
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op === 'object' && op && (op as Operation).operationId === operationId) return { method: method.toUpperCase(), path };
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

type Parameter = { name: string; in: string; required?: boolean; example?: unknown; $ref?: string };

/** The parameters of an operation (its own and its path's), with their examples. */
export function contractParameters(operationId: string): Parameter[] {
  const components = (spec as unknown as { components: { parameters?: Record<string, Parameter> } }).components.parameters ?? {};
  const resolveParameter = (p: Parameter) => (p.$ref ? components[p.$ref.split('/').pop()!] : p);
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || !op || (op as Operation).operationId !== operationId) continue;
      const own = (op as Operation & { parameters?: Parameter[] }).parameters ?? [];
      const shared = (item as unknown as { parameters?: Parameter[] }).parameters ?? [];
      return [...shared, ...own].map(resolveParameter);
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}
