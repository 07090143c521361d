// The lint zones of eslint.config.js hold for every feature folder: one feature importing another
// fails `npm run lint`, whichever feature it is (the list of features comes from the folders).
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const eslint = new ESLint({ cwd: process.cwd() });

/** The restricted-path errors ESLint gives `code` as if it were a file at `filePath`. */
async function zoneErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
}

describe('lint zones', () => {
  it('knows every feature folder', () => {
    expect(features).toEqual(expect.arrayContaining(['rewards', 'settings', 'location', 'orders', 'wallet', 'safety']));
  });

  it.each(features)('%s importing another feature fails lint, and its own files pass', async (feature) => {
    const other = features.find((f) => f !== feature)!;
    const file = `src/features/${feature}/zone-probe.ts`;
    const across = await zoneErrors(`import * as probe from '../${other}/routes';\nexport { probe };\n`, file);
    expect(across).toHaveLength(1);
    const aliased = await zoneErrors(`import * as probe from '@/features/${other}/routes';\nexport { probe };\n`, file);
    expect(aliased).toHaveLength(1);
    const own = await zoneErrors(`import * as probe from './routes';\nexport { probe };\n`, file);
    expect(own).toEqual([]);
  }, 60_000);
});
