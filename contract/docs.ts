// `npm run docs:api`: the contract as a static docs site, `docs-api/index.html` (git-ignored), built
// by Redocly CLI's `build-docs` (already the contract's linter and bundler; its scripts inlined, so
// the page works offline and from any static host). Every operation with its request and answer
// examples, plus an "Error catalogue" section (spec section 8) made from the contract's
// `x-error-catalogue` and the texts the worker sees, from src/locales/<language>/errors.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const root = join(import.meta.dirname, '..');
const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;

type Entry = { code: number | string; status?: number; meaning: string; app: string; text: string };
type Spec = {
  info: { description?: string };
  tags?: { name: string; description?: string; 'x-traitTag'?: boolean }[];
  'x-tagGroups'?: unknown;
  components: { schemas: Record<string, { 'x-error-catalogue'?: Entry[] }> };
};

const cell = (text: unknown) => String(text ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The catalogue section: the server's codes (from the contract) and the app's own texts. */
export function errorCatalogueMarkdown(spec: Spec, texts: Record<string, Record<string, string>>): string {
  const api = spec.components.schemas['api-error-body']?.['x-error-catalogue'] ?? [];
  const cloud = spec.components.schemas['cloud-error-body']?.['x-error-catalogue'] ?? [];
  const head = `| code | HTTP | meaning | what the app does | ${LANGUAGES.join(' | ')} |\n|---|---|---|---|${LANGUAGES.map(() => '---').join('|')}|`;
  const rows = (entries: Entry[]) =>
    entries.map((e) => `| \`${e.code}\` | ${e.status ?? 'any'} | ${cell(e.meaning)} | ${cell(e.app)} | ${LANGUAGES.map((l) => cell(texts[l][e.text])).join(' | ')} |`).join('\n');
  const used = new Set([...api, ...cloud].map((e) => e.text));
  const own = Object.keys(texts.en).filter((key) => !used.has(key));
  return [
    'Every error answer has a `{ code, msg }` body (`ApiErrorBody` on `/v1`, `CloudErrorBody` on the cloud router).',
    'The codes below are the ones the app treats apart; any other code is a business refusal (HTTP 400 on `/v1`)',
    'whose `msg` the worker sees as it is. The texts are the app\'s, from `src/locales/<language>/errors.json`; a unit',
    'test fails when a code of this catalogue has no text in one of the three languages. The catalogue itself is',
    '`x-error-catalogue` in `openapi/components/schemas/common/api-error-body.yaml` and `cloud-error-body.yaml`.',
    '',
    '### `/v1` API',
    head,
    rows(api),
    '',
    '### Cloud router',
    head,
    rows(cloud),
    '',
    '### Texts the app shows without a server code',
    'Time-outs, network failures, an HTTP status outside 200-299 with no code, the local token check (code `30204`:',
    'no call is sent), an upload host off the whitelist, an answer that breaks the contract, a page that failed to load.',
    '',
    `| key | ${LANGUAGES.join(' | ')} |\n|---|${LANGUAGES.map(() => '---').join('|')}|`,
    own.map((key) => `| \`${key}\` | ${LANGUAGES.map((l) => cell(texts[l][key])).join(' | ')} |`).join('\n'),
  ].join('\n');
}

export function buildDocs({ out = join(root, 'docs-api', 'index.html') } = {}) {
  const spec = parse(readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8')) as Spec;
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, 'src', 'locales', l, 'errors.json'), 'utf8'))]));
  // A tag that is a section of text, not a group of operations (Redoc's x-traitTag), listed first.
  spec.tags = [{ name: 'Error catalogue', description: errorCatalogueMarkdown(spec, texts), 'x-traitTag': true }, ...(spec.tags ?? [])];
  const work = mkdtempSync(join(tmpdir(), 'docs-api-'));
  try {
    const input = join(work, 'openapi.yaml');
    writeFileSync(input, stringify(spec));
    mkdirSync(join(out, '..'), { recursive: true });
    execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['build-docs', input, '--inlineBundle', '--title', 'Worker app API', '-o', out], { cwd: root, stdio: 'inherit' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return out;
}

if (import.meta.filename === process.argv[1]) {
  const out = buildDocs();
  console.log(`docs:api: ${out} (open it in a browser; it needs no server)`);
}
