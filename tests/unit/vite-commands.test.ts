// The Vite commands as a developer and CI see them: the production build without its base URLs
// stops with the message alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const outDir = mkdtempSync(join(tmpdir(), 'vite-commands-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// A shell's environment, not the test runner's (its NODE_ENV=test would change the build).
const shell = (vars: Record<string, string> = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...vars });

function run(args: string[], vars?: Record<string, string>) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, env: shell(vars), encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the Vite commands', () => {
  it('the production build without the base URLs stops, printing the message alone: no "failed to load config", no stack', () => {
    const { status, output } = run(['build', '--outDir', outDir, '--emptyOutDir']);
    expect(status).toBe(1);
    expect(output).toContain('The production build talks to the real backend: set VITE_API_BASE_URL and VITE_CLOUD_BASE_URL to https:// URLs');
    expect(output).not.toMatch(/failed to load config|error during build/);
    expect(output).not.toMatch(/^\s+at /m);
  });
});
