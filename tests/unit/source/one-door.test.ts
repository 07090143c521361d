// Every write goes through the outbox's one front door (issue 48), read across the app's files: a
// generated call that changes something is imported only by a feature's senders (features/*/api/
// senders.ts), which the outbox calls; the screens and hooks send through useChange or change
// (lib/outbox). The outbox is started once, and its own code names no feature's operation. (ESLint
// keeps its internals private and every key out of the screens: eslint.config.js.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');
const src = join(root, 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

type Operation = { operationId?: string };
const contract = parse(readFileSync(join(root, 'generated/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
/** The operations that change something: every one but the GETs and the cloud calls that only read (get, list, check). */
const writes = Object.values(contract.paths)
  .flatMap((methods) => Object.entries(methods).filter(([method, op]) => method !== 'get' && typeof op === 'object' && op?.operationId))
  .map(([, op]) => op.operationId!)
  .filter((id) => !/^(get|list|check)[A-Z]/.test(id));

/** Writes that do not go through the outbox, each with its reason. */
const EXEMPT: Record<string, string> = {
  loginByPassword: 'no session yet: the sign-in itself',
  loginBySms: 'no session yet: the sign-in itself',
  sendSmsCode: 'the sign-in pages ask a code before any session (settings send theirs through the door)',
  registerWorker: 'no session yet: registering',
  resetPassword: 'no session yet: a forgotten password',
  logoutWorker: "the session's end itself (lib/session/use-end-session.ts)",
  addSalesmanUserLocking: 'the launch binds the invite code the app was opened with, kept until sent (lib/invite)',
  uploadFileToPath: 'the uploader, which the outbox itself calls for the files a change carries',
  recognizeApplyIdCard: 'a reading of a photo (the ID card), which changes nothing',
  setUserInviteCode: 'read as a query: the invite page needs a code, which the server makes once',
};

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);
const importsOf = (text: string) => [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@generated\/api\/[^']+'/g)].flatMap((m) => m[1].split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]));

describe('one front door for every write', () => {
  it('imports a generated write only in a feature\u2019s senders (or for a reason written here)', () => {
    const around: string[] = [];
    for (const file of filesUnder(src)) {
      const path = relative(root, file);
      if (/^src\/features\/[^/]+\/api\/senders\.ts$/.test(path)) continue;
      for (const name of importsOf(readFileSync(file, 'utf8'))) {
        const op = writes.find((id) => name === id || name === `use${pascal(id)}`);
        if (op && !EXEMPT[op]) around.push(`${path}: ${name}`);
      }
    }
    expect(around).toEqual([]);
  });

  it('knows each exemption as a write of the contract (none left over)', () => {
    expect(Object.keys(EXEMPT).filter((id) => !writes.includes(id))).toEqual([]);
  });

  it('starts the outbox from one place', () => {
    const calls = filesUnder(src).filter((file) => !relative(root, file).startsWith('src/lib/outbox/') && /\bstartOutbox\(/.test(readFileSync(file, 'utf8')));
    expect(calls.map((file) => relative(root, file))).toEqual(['src/app/providers.tsx']);
  });

  it('keeps the outbox naming no feature: none of the contract\u2019s operations in its code', () => {
    const named = filesUnder(join(src, 'lib/outbox')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return writes.filter((id) => new RegExp(`\\b${id}\\b`).test(text)).map((id) => `${relative(root, file)}: ${id}`);
    });
    expect(named).toEqual([]);
  });
});

describe("every feature's senders", () => {
  const modules = import.meta.glob<{ senders: Record<string, unknown> }>('/src/features/*/api/senders.ts', { eager: true });
  const kinds = Object.values(modules).flatMap((module) => Object.keys(module.senders));
  const catalogue = (language: string) => (JSON.parse(readFileSync(join(src, 'locales', language, 'outbox.json'), 'utf8')) as { kinds: Record<string, string> }).kinds;

  it('send operations of the contract, each kind once', () => {
    expect(kinds.filter((kind) => !writes.includes(kind))).toEqual([]);
    expect(kinds.length).toBe(new Set(kinds).size);
  });

  it.each(['zh-Hans', 'zh-Hant', 'en'])('name each kind for the worker in %s (the outbox strip and sign-out say what waits)', (language) => {
    const named = catalogue(language);
    expect(kinds.filter((kind) => !named[kind])).toEqual([]);
  });
});
