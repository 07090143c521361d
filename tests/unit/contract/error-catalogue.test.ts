// The contract's error catalogue (`x-error-catalogue` on ApiErrorBody and CloudErrorBody:
// docs/decisions.md, "The error catalogue is data in the contract") and the app's error texts come from one place: every code the contract names has its
// text, under the key the catalogue gives, in the three languages; and the request wrapper turns
// each code into exactly that text. A code added to the contract without texts fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { errorCatalogueMarkdown } from '../../../contract/docs';
import { businessError } from '@/lib/api/request';
import { languages, setLanguage } from '@/lib/i18n/i18n';

const root = join(import.meta.dirname, '..', '..', '..');
type Entry = { code: number | string; status?: number; meaning: string; app: string; text: string };

/** The catalogues as the bundled contract carries them (what Prism serves and the docs show). */
const spec = parse(readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, { 'x-error-catalogue'?: Entry[] }> } };
const api = spec.components.schemas['api-error-body']['x-error-catalogue'] ?? [];
const cloud = spec.components.schemas['cloud-error-body']['x-error-catalogue'] ?? [];
const texts = Object.fromEntries(languages.map((lng) => [lng, JSON.parse(readFileSync(join(root, 'src', 'locales', lng, 'errors.json'), 'utf8')) as Record<string, string>]));

describe('the error catalogue of the contract', () => {
  it('names the codes the request wrapper answers (401, 404, 502, 10001, 429 and the cloud codes)', () => {
    expect(api.map((e) => e.code)).toEqual(expect.arrayContaining([401, 404, 502, 10001, 429]));
    expect(cloud.map((e) => e.code)).toEqual(expect.arrayContaining(['cloudfunction-unusual-timeout', 'cloudfunction-timeout', 'cloudfunction-system-error']));
    for (const entry of [...api, ...cloud]) expect(entry, String(entry.code)).toMatchObject({ meaning: expect.any(String), app: expect.any(String), text: expect.any(String) });
  });

  it.each([...api, ...cloud].map((e) => [String(e.code), e] as const))('%s has its text in every language', (_, entry) => {
    for (const lng of languages) expect(texts[lng][entry.text]?.trim(), `${lng}/errors.json "${entry.text}" (code ${entry.code})`).toBeTruthy();
  });

  it.each([...api, ...cloud].map((e) => [String(e.code), e] as const))('%s is shown with that text by the request wrapper', async (_, entry) => {
    for (const lng of languages) {
      await setLanguage(lng);
      // No `msg` from the server: the catalogue's text (10001 shows the server's message when there is one).
      expect(businessError(entry.code, undefined, entry.status ?? 200, {}).message, `${lng}: ${entry.code}`).toBe(texts[lng][entry.text]);
    }
    await setLanguage('zh-Hans');
  });

  it('is in the API docs (npm run docs:api) with each code\'s texts in the three languages', () => {
    const markdown = errorCatalogueMarkdown(spec as never, texts);
    for (const entry of [...api, ...cloud]) {
      const row = markdown.split('\n').find((line) => line.startsWith(`| \`${entry.code}\` |`));
      expect(row, String(entry.code)).toBeDefined();
      for (const lng of languages) expect(row).toContain(texts[lng][entry.text]);
    }
    // The app's own texts (no server code) too: the local token check, time-outs, the network.
    expect(markdown).toContain(`| \`localToken\` | ${texts['zh-Hans'].localToken} |`);
  });
});
