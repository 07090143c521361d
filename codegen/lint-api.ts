// Lints the contract: Redocly on the split source, then Spectral on a bundle of it.
// Spectral misreads `$ref` path items of OpenAPI 3.1 split files, so it lints the bundle. The
// bundle is written under .lint-api/ (git-ignored): the `overrides` of .spectral.yaml name the
// public operations by that path.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] ?? 'openapi/openapi.yaml';
mkdirSync('.lint-api', { recursive: true });
const dir = mkdtempSync(join('.lint-api', 'run-'));
const bundle = join(dir, 'openapi.yaml');
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit' });

try {
  run('redocly', ['lint', '--format=codeframe', root]);
  run('redocly', ['bundle', root, '-o', bundle]);
  run('spectral', ['lint', '--ruleset', '.spectral.yaml', '--fail-severity=error', bundle]);
} catch {
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
