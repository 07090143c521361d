// `npm run contract:breaking` (contract/breaking.ts) on a throw-away git repository holding a part of
// the real contract (two operations and every component): a removed answer field and a new required
// request field are breaking and fail without a `Contract-Break:` trailer, pass with one; an added
// optional field does not break; and the commits checked are those CI and a branch mean.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTRACT_FILE, checkCommits, commitsToCheck, formatVerdicts } from '../../../contract/breaking';

type Schema = { properties: Record<string, unknown>; required?: string[] };
type Doc = { paths: Record<string, unknown>; components: { schemas: Record<string, Schema> } };

const full = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', CONTRACT_FILE), 'utf8')) as Doc;
const KEEP = ['/v1/login/login', '/v1/worker/getInfo'];
const base: Doc = { ...full, paths: Object.fromEntries(KEEP.map((p) => [p, full.paths[p]])) };

let dir: string;
const git = (args: string[], cwd = dir) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' }).trim();
/** Commits the contract (changed by `edit`) with a message; gives the commit. */
function commitContract(message: string, edit?: (doc: Doc) => void, cwd = dir) {
  const doc = structuredClone(base);
  edit?.(doc);
  writeFileSync(join(cwd, CONTRACT_FILE), stringify(doc));
  git(['add', '.'], cwd);
  git(['commit', '-qm', message], cwd);
  return git(['rev-parse', 'HEAD'], cwd);
}
const removeNickname = (doc: Doc) => {
  const worker = doc.components.schemas['worker-info'];
  delete worker.properties.nickname;
  worker.required = worker.required?.filter((r) => r !== 'nickname');
};
const requireDevice = (doc: Doc) => {
  const body = doc.components.schemas['password-login-request'];
  body.properties.deviceId = { type: 'string' };
  body.required = [...(body.required ?? []), 'deviceId'];
};
const addOptionalNote = (doc: Doc) => {
  doc.components.schemas['worker-info'].properties.note = { type: ['string', 'null'] };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-breaking-'));
  mkdirSync(join(dir, 'generated'));
  git(['init', '-q', '-b', 'main']);
  commitContract('the contract');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('breaking changes between two commits', () => {
  it('a removed answer field breaks, and fails without the trailer, naming the field', () => {
    const sha = commitContract('drop the nickname', removeNickname);
    const [verdict] = checkCommits(dir, [sha]);
    expect(verdict.intended).toBeUndefined();
    expect(verdict.breaking.map((c) => c.description).join('\n')).toMatch(/Removed.*nickname/);
    const { text, failed } = formatVerdicts([verdict]);
    expect(failed).toBe(true);
    expect(text).toMatch(/^BREAKS .*drop the nickname: \d+ breaking change/m);
    expect(text).toContain('Contract-Break: <reason>');
    git(['reset', '-q', '--hard', 'HEAD~1']);
  }, 60_000);

  it('a new required request field breaks; the trailer makes it intended', () => {
    const sha = commitContract('login needs a device id\n\nContract-Break: the backend ships the device check with this app version', requireDevice);
    const [verdict] = checkCommits(dir, [sha]);
    expect(verdict.breaking.map((c) => `${c.description} ${c.path}`).join('\n')).toMatch(/deviceId/);
    expect(verdict.intended).toBe('the backend ships the device check with this app version');
    const { text, failed } = formatVerdicts([verdict]);
    expect(failed).toBe(false);
    expect(text).toMatch(/^allowed .*intended \(Contract-Break: the backend ships/m);
    git(['reset', '-q', '--hard', 'HEAD~1']);
  }, 60_000);

  it('a new required header (a $ref to a component parameter, as the contract writes them) breaks', () => {
    const sha = commitContract('logins carry an idempotency key', (doc) => {
      const login = (doc.paths['/v1/login/login'] as { post: { parameters?: unknown[] } }).post;
      login.parameters = [...(login.parameters ?? []), { $ref: '#/components/parameters/idempotency-key' }];
    });
    const [verdict] = checkCommits(dir, [sha]);
    expect(verdict.breaking.map((c) => c.description).join('\n')).toMatch(/required header parameter `Idempotency-Key`/);
    expect(formatVerdicts([verdict]).failed).toBe(true);
    git(['reset', '-q', '--hard', 'HEAD~1']);
  }, 60_000);

  it('a reworded shared answer and an added error answer do not break; a shared answer whose body changes does', () => {
    const responses = (doc: Doc) => (doc as unknown as { components: { responses: Record<string, { description: string; content: Record<string, unknown> }> } }).components.responses;
    const getInfo = (doc: Doc) => (doc.paths['/v1/worker/getInfo'] as { post: { responses: Record<string, unknown> } }).post.responses;
    const reworded = commitContract('the refusal answers say more; getInfo lists its 400', (doc) => {
      responses(doc)['unauthorized'].description += ' Sign in again.';
      responses(doc)['business-error'].description += ' Also a request past the limits.';
      getInfo(doc)['400'] = { $ref: '#/components/responses/business-error' };
    });
    const [ok] = checkCommits(dir, [reworded]);
    expect(ok.breaking).toEqual([]);
    git(['reset', '-q', '--hard', 'HEAD~1']);
    const changed = commitContract('the 401 answer becomes plain text', (doc) => {
      const unauthorized = responses(doc)['unauthorized'];
      unauthorized.content = { 'text/plain': { schema: { type: 'string', maxLength: 500 } } };
    });
    const [verdict] = checkCommits(dir, [changed]);
    expect(verdict.breaking.map((c) => c.path).join('\n')).toMatch(/^paths\.\/v1\/worker\/getInfo\.post\.responses\.401\.content/m);
    git(['reset', '-q', '--hard', 'HEAD~1']);
  }, 60_000);

  it('an added optional answer field does not break', () => {
    const sha = commitContract('a note on the worker', addOptionalNote);
    const [verdict] = checkCommits(dir, [sha]);
    expect(verdict.breaking).toEqual([]);
    expect(formatVerdicts([verdict])).toEqual({ text: expect.stringMatching(/^ok .*no breaking change$/), failed: false });
    git(['reset', '-q', '--hard', 'HEAD~1']);
  }, 60_000);
});

describe('the commits checked', () => {
  it('on a clean clone of main (origin/main is HEAD): the newest commit that changed the contract', () => {
    const breaking = commitContract('drop the nickname', removeNickname);
    writeFileSync(join(dir, 'README.md'), 'later, no contract change');
    git(['add', '.']);
    git(['commit', '-qm', 'docs']);
    const clone = mkdtempSync(join(tmpdir(), 'contract-clone-'));
    try {
      execFileSync('git', ['clone', '-q', dir, clone]);
      expect(commitsToCheck(clone, '')).toEqual([breaking]);
      // A branch of two contract commits on it: both, oldest first.
      const first = commitContract('a note', addOptionalNote, clone);
      const second = commitContract('a note and a device id', (doc) => (addOptionalNote(doc), requireDevice(doc)), clone);
      expect(commitsToCheck(clone, '')).toEqual([first, second]);
      expect(commitsToCheck(clone, first)).toEqual([second]);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }, 60_000);
});
