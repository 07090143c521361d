// Only src/lib/storage touches local and session storage (eslint.config.js), and the network rule
// holds beside it: src/lib/api may call fetch but not touch storage, src/lib/storage the reverse.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules among `no-restricted-globals` and `no-restricted-properties` that `code` breaks as a file at `filePath`. */
async function broken(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties').map((m) => m.ruleId);
}

const storage = "export const a = localStorage.getItem('x');\nexport const b = sessionStorage.getItem('x');\nexport const c = window.localStorage;\n";
const network = "export const d = fetch('/x');\n";

describe('lint: storage', () => {
  it('fails storage outside src/lib/storage, passes it inside', async () => {
    expect(await broken(storage, 'src/features/home/storage-probe.ts')).toHaveLength(3);
    expect(await broken(storage, 'src/lib/session/storage-probe.ts')).toHaveLength(3);
    expect(await broken(storage, 'src/lib/storage/storage-probe.ts')).toEqual([]);
  }, 60_000);

  it('keeps the network rule: src/lib/api may fetch but not touch storage; src/lib/storage the reverse', async () => {
    expect(await broken(network, 'src/lib/api/storage-probe.ts')).toEqual([]);
    expect(await broken(storage, 'src/lib/api/storage-probe.ts')).toHaveLength(3);
    expect(await broken(network, 'src/lib/storage/storage-probe.ts')).toEqual(['no-restricted-globals']);
    expect(await broken(network, 'src/features/home/storage-probe.ts')).toEqual(['no-restricted-globals']);
  }, 60_000);
});
