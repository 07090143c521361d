// What the app takes from orval (orval.config.ts) and the one step after it (codegen/orval-output.ts):
// run on the installed orval, so an orval upgrade that changes the shape the step relies on fails
// here; and on the committed generated/, so every call checks its answer with its schema.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'orval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { orvalProjects } from '../../../orval.config';
import { afterOrval, checkLoaders, writeAreaModules, writeResponseSchemaModules } from '../../../codegen/orval-output';

const root = join(import.meta.dirname, '..', '..', '..');

const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'data'],
  properties: { code: { type: 'integer', description: 'The body code.' }, data: data },
});
const json = (schema: object) => ({ description: 'OK', content: { 'application/json': { schema } } });
const contract = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1.0.0', description: 'A contract of four calls: a query, a save, a PDF and one with no answer.' },
  paths: {
    '/v1/thing': {
      get: {
        operationId: 'getThing',
        tags: ['things'],
        parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': json(envelope({ $ref: '#/components/schemas/Thing' })) },
      },
      delete: { operationId: 'dropThing', tags: ['things'], responses: { '204': { description: 'Dropped.' } } },
    },
    '/v1/thing/save': {
      post: {
        operationId: 'saveThing',
        tags: ['things'],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { '200': json(envelope({ type: 'boolean' })) },
      },
    },
    '/v1/thing/pdf': {
      get: { operationId: 'getThingPdf', tags: ['papers'], responses: { '200': { description: 'A PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 20, description: 'Its name.' }, description: { type: 'string', description: 'What it is.' } },
      },
    },
  },
};

describe("the installed orval's output and the step after it", () => {
  let dir = '';
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'orval-output-'));
    writeFileSync(join(dir, 'contract.yaml'), stringify(contract));
    const projects = orvalProjects({
      contract: join(dir, 'contract.yaml'),
      api: join(dir, 'api'),
      answers: join(dir, 'response-schemas'),
      requests: join(dir, 'zod'),
      mutator: join(root, 'src', 'lib', 'api', 'request.ts'),
    });
    for (const project of Object.values(projects)) await generate(project, root, { logLevel: 'error', throwOnError: true });
    afterOrval(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each call the loader of its answer schema, in what it hands the request wrapper', () => {
    const call = /return request<[^>]+>\(getGetThingUrl\(params\),\s*\{\s*responseSchema: \(\) => import\('\.\.\/\.\.\/response-schemas\/getThing\.ts'\),\s*\.\.\.options,/;
    expect(read('api/things/get-thing.ts')).toMatch(call);
    expect(read('api/things/save-thing.ts')).toContain("responseSchema: () => import('../../response-schemas/saveThing.ts'),");
    expect(read('api/papers/get-thing-pdf.ts')).toContain("responseSchema: () => import('../../response-schemas/getThingPdf.ts'),");
    expect(read('api/things/drop-thing.ts')).toContain("responseSchema: () => import('../../response-schemas/dropThing.ts'),");
  });

  it('writes each answer schema as a module with one export, the default the request wrapper takes', () => {
    expect(readdirSync(join(dir, 'response-schemas')).sort()).toEqual(['dropThing.ts', 'getThing.ts', 'getThingPdf.ts', 'saveThing.ts']);
    const module = read('response-schemas/getThing.ts');
    expect(module).toMatch(/^import \* as zod from 'zod\/mini';$/m);
    expect(module).toMatch(/^const GetThingResponse = (\/\*#__PURE__\*\/ )?zod\.object\(/m);
    expect(module.match(/^\s*export /gm)).toEqual(['\nexport ']);
    expect(module).toMatch(/\nexport default \{ operationId: 'getThing', schema: GetThingResponse \};\n$/);
    // The contract's descriptions are not validation: none reaches the schema (a property named description does).
    expect(module).not.toContain('zod.describe');
    expect(module).toMatch(/"description": (\/\*#__PURE__\*\/ )?zod\.optional\(/);
    expect(module).toMatch(/zod\.maxLength\(\w+\)/);
  });

  it("makes each area's module re-export its operations by name, and leaves no other barrel", () => {
    expect(read('api/things/things.ts').split('\n').slice(1)).toEqual([
      "export { getDropThingUrl, dropThing, getDropThingMutationKey, getDropThingMutationOptions, useDropThing } from './drop-thing.ts';",
      'export type { DropThingMutationResult, DropThingMutationError } from \'./drop-thing.ts\';',
      "export { getGetThingUrl, getThing, getGetThingQueryKey, getGetThingQueryOptions, useGetThing } from './get-thing.ts';",
      "export type { GetThingQueryResult, GetThingQueryError } from './get-thing.ts';",
      "export { getSaveThingUrl, saveThing, getSaveThingMutationKey, getSaveThingMutationOptions, useSaveThing } from './save-thing.ts';",
      "export type { SaveThingMutationResult, SaveThingMutationBody, SaveThingMutationError, SaveThingMutationVariables } from './save-thing.ts';",
      '',
    ]);
    expect(readdirSync(join(dir, 'api', 'things')).filter((f) => f === 'index.ts')).toEqual([]);
    expect(readdirSync(join(dir, 'api')).filter((f) => f === 'index.ts')).toEqual([]);
  });
});

describe('the step after orval refuses output of another shape', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'orval-shape-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, string>) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(join(path, file, '..'), { recursive: true });
      writeFileSync(join(path, file), code);
    }
    return path;
  };

  it('a zod module without its <Operation>Response', () => {
    const schemas = folder('no-response', { 'get-thing.zod.ts': "import * as zod from 'zod/mini';\nexport const getThingResponseBody = zod.object({});\n" });
    expect(() => writeResponseSchemaModules(schemas)).toThrow(/get-thing\.zod\.ts exports 0 <Operation>Response schemas/);
  });

  it('an area folder without orval\'s barrel (another output.mode)', () => {
    const api = folder('other-mode', { 'things/things.ts': 'export const getThing = () => 1;\n' });
    expect(() => writeAreaModules(api)).toThrow(/no things\/index\.ts/);
  });

  it("calls whose loaders and the schema modules differ (orval no longer writes requestOptions' functions)", () => {
    const api = folder('no-loader', { 'things/get-thing.ts': "return request(getGetThingUrl(), { ...options, method: 'GET' });\n" });
    expect(() => checkLoaders(api, ['getThing'])).toThrow(/no loader for getThing/);
  });
});

describe('the committed generated/', () => {
  const generated = join(root, 'generated');
  const bundled = parse(readFileSync(join(generated, 'openapi.yaml'), 'utf8'));
  const schemas = readdirSync(join(generated, 'response-schemas')).map((f) => f.replace(/\.ts$/, ''));
  const modules = import.meta.glob<{ default: { operationId: string; schema: { safeParse(v: unknown): { success: boolean } } } }>('../../../generated/response-schemas/*.ts');
  const resolve = (r: { $ref?: string; content?: object }) => (r.$ref ? bundled.components.responses[r.$ref.split('/').pop()!] : r) as { content?: object };
  /** The calls whose 2xx answer is JSON (the others, a PDF or an XML receipt, have `zod.unknown()`, which takes anything). */
  const json = new Set(
    Object.values(bundled.paths as Record<string, Record<string, { operationId?: string; responses?: Record<string, { $ref?: string; content?: object }> }>>)
      .flatMap((item) => Object.values(item))
      .filter((op) => Object.entries(op.responses ?? {}).some(([status, r]) => status.startsWith('2') && 'application/json' in (resolve(r).content ?? {})))
      .map((op) => op.operationId),
  );

  it("has a schema for every call, and each call's module loads its own", () => {
    const operations = Object.values(bundled.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item).flatMap((op) => op.operationId ?? []),
    );
    expect([...schemas].sort()).toEqual(operations.sort());
    expect(() => checkLoaders(join(generated, 'api'), schemas)).not.toThrow();
  });

  it.each(schemas)('%s: its module gives the request wrapper its operationId and a schema that checks the answer', async (operation) => {
    const { default: answer } = await modules[`../../../generated/response-schemas/${operation}.ts`]();
    expect(answer.operationId).toBe(operation);
    expect(answer.schema.safeParse('not an answer').success).toBe(!json.has(operation));
  });
});
