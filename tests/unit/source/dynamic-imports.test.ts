// Every code chunk the app loads when it needs it has a time limit (issue 52; docs/decisions.md,
// "Chunk-load failures"): on a dead network a fetch that neither arrives nor fails would hold what
// waits for it (the outbox's queue behind its senders' code, a dialog never shown). Each `import()` in
// src is given one (`inTime`, `within`, a lazy piece's `lazyOptional`), or is listed here with why not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files whose plain `import()` has its limit elsewhere, or none on purpose. */
const ELSEWHERE: Record<string, string> = {
  'src/main.ts': "the start itself: the HTML preloads the chunk, and a failure shows the start's own message (start-failed.ts)",
  'src/app/render.tsx': 'the start itself, preloaded with the entry by the HTML',
  'src/app/outbox-senders.ts': "loaders the outbox calls with the chunk's limit (lib/outbox/registry.ts)",
};

describe('every dynamic import', () => {
  it('has a time limit, or a reason written here', () => {
    const plain = filesUnder(join(root, 'src')).flatMap((file) => {
      const path = relative(root, file);
      if (ELSEWHERE[path]) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i + 1] as const)
        .filter(([line]) => /\bimport\('/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !/typeof import\(|inTime\(import\(|within\((Promise\.all\(\[)?import\(|lazyOptional\(/.test(line))
        .map(([line, n]) => `${path}:${n}: ${line.trim()}`);
    });
    expect(plain).toEqual([]);
  });
});
