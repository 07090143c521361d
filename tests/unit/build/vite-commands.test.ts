// The Vite commands as a developer and CI see them: the production build without its base URLs
// stops with the message alone; with them it builds, and it, the dev server, the preview and the
// mock build print no warning (a warning every run is one nobody reads, and it hides the next).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const outDir = mkdtempSync(join(tmpdir(), 'vite-commands-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const BASE_URLS = { VITE_API_BASE_URL: 'https://api.worker.example.cn', VITE_CLOUD_BASE_URL: 'https://cloud.worker.example.cn/http/router' };
// A shell's environment, not the test runner's (its NODE_ENV=test would change the build).
const shell = (vars: Record<string, string> = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...vars });

function run(args: string[], vars?: Record<string, string>) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, env: shell(vars), encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts a server command, and stops it once it says where it listens: what it printed. */
function serve(args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args, '--port', '0'], { cwd: root, env: shell() });
    let output = '';
    let listening = false;
    const timer = setTimeout(() => child.kill(), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listening && /Local:\s+http/.test(output)) {
        listening = true;
        child.kill();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      if (listening) resolve(output);
      else reject(new Error(`vite ${args.join(' ')} did not start:\n${output}`));
    });
  });
}

/** Lines that warn; the build's list of the files it wrote names them, not a warning. */
const warnings = (output: string) =>
  output.split('\n').filter((line) => !line.includes(basename(outDir)) && /warn|\(!\)|deprecat/i.test(line));

describe('the Vite commands', () => {
  it('the production build without the base URLs stops, printing the message alone: no "failed to load config", no stack', () => {
    const { status, output } = run(['build', '--outDir', outDir, '--emptyOutDir']);
    expect(status).toBe(1);
    expect(output).toContain('The production build talks to the real backend: set VITE_API_BASE_URL and VITE_CLOUD_BASE_URL to https:// URLs');
    expect(output).not.toMatch(/failed to load config|error during build/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('the production build with them builds, and it, the dev server, the preview and the mock build print no warning', async () => {
    const build = run(['build', '--outDir', outDir, '--emptyOutDir'], BASE_URLS);
    expect(build.output).toContain('built in');
    expect(build.status).toBe(0);
    expect(warnings(build.output)).toEqual([]);
    expect(warnings(await serve([]))).toEqual([]);
    expect(warnings(await serve(['preview', '--outDir', outDir]))).toEqual([]);
    const mock = run(['build', '--mode', 'mock', '--outDir', outDir, '--emptyOutDir']);
    expect(mock.status).toBe(0);
    expect(warnings(mock.output)).toEqual([]);
  }, 180_000);
});
