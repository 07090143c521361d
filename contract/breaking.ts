// `npm run contract:breaking [-- --base <ref>]`: fails when a commit changes the contract in a way
// that breaks its clients (a removed operation, response field or enum value, a new required request
// field or parameter, a narrowed type...), unless that commit's message (or the newest commit's)
// says it is meant, with a trailer:
//
//     Contract-Break: the backend renamed the field; app and backend ship together
//
// The contract compared is the bundle, generated/openapi.yaml (codegen:check keeps it equal to
// openapi/), at each commit that changed it and at that commit's parent; api-smart-diff classifies
// each change (breaking / non-breaking / annotation). Which commits:
// - `--base <ref>` (or CONTRACT_BASE): every commit after <ref> (a branch: --base origin/main);
// - else, on a branch ahead of origin/main: every commit since their merge base;
// - else (a clean clone of main, where origin/main is HEAD, as in CI): the newest commit that changed
//   the contract, compared with the contract before it: what the submission being checked changed
//   last. Earlier contract commits of the same submission are checked when their branch is.
import { execFileSync } from 'node:child_process';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

export const CONTRACT_FILE = 'generated/openapi.yaml';
const TRAILER = /^Contract-Break:[ \t]*(\S.*)$/im;

export type Change = { path: string; description: string };
export type CommitVerdict = { sha: string; subject: string; breaking: Change[]; intended?: string; nothingBefore?: boolean };

type Doc = { paths?: Record<string, unknown> };

/**
 * The breaking changes from one contract to the next, as the app's calls meet them: the operations
 * (`paths`), where the components' changes show wherever they are used, each once.
 */
export function breakingChanges(before: Doc, after: Doc): Change[] {
  const { diffs } = apiCompare(withoutInlined(inlineComponents(before)), withoutInlined(inlineComponents(after)));
  const seen = new Set<string>();
  const out: Change[] = [];
  for (const diff of diffs) {
    if (diff.type !== 'breaking') continue;
    const path = diff.path.join('.');
    const change = { path, description: diff.description || `${diff.action} ${path}` };
    if (seen.has(path)) continue;
    seen.add(path);
    out.push(change);
  }
  return out;
}

const INLINED = /^#\/components\/(parameters|responses|requestBodies|headers)\/([^/]+)$/;

/**
 * The document with its parameters, responses, request bodies and headers written in place of their
 * `$ref`s. api-smart-diff classifies an added parameter by what is written where it is added: a `$ref`
 * to a required header reads as "optional", so a new required `Idempotency-Key` passed as
 * non-breaking. Schemas stay referenced (it follows those).
 */
export function inlineComponents<T extends Doc>(doc: T): T {
  const components = (doc as { components?: Record<string, Record<string, unknown>> }).components ?? {};
  const walk = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, depth));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    const match = typeof ref === 'string' ? INLINED.exec(ref) : null;
    if (match && depth < 8) {
      const target = components[match[1]]?.[match[2]];
      if (target !== undefined) return walk(target, depth + 1);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, depth)]));
  };
  return { ...doc, paths: walk(doc.paths ?? {}, 0) } as T;
}

/**
 * The document without the components `inlineComponents` wrote into the paths: their changes are
 * judged there, where the calls meet them. api-smart-diff has no rules for `components.responses`
 * and calls any change there breaking, a reworded description too.
 */
function withoutInlined<T extends Doc>(doc: T): T {
  const components = (doc as { components?: Record<string, unknown> }).components;
  if (!components) return doc;
  const kept = Object.fromEntries(Object.entries(components).filter(([kind]) => !['parameters', 'responses', 'requestBodies', 'headers'].includes(kind)));
  return { ...doc, components: kept } as T;
}

// The bundle is past 1 MiB, execFileSync's default maxBuffer: without a larger one `git show` of it
// fails, and the commit would be taken for one with no contract before (or after) it, unchecked.
const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 }).trim();
const tryGit = (cwd: string, args: string[]) => {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
};
const contractAt = (cwd: string, ref: string) => {
  const text = tryGit(cwd, ['show', `${ref}:${CONTRACT_FILE}`]);
  return text === undefined ? undefined : (parse(text) as Doc);
};

/** The commits to check, oldest first (see the head of this file). */
export function commitsToCheck(cwd: string, base = process.env.CONTRACT_BASE): string[] {
  const head = git(cwd, ['rev-parse', 'HEAD']);
  let from = base;
  if (!from) {
    const origin = tryGit(cwd, ['rev-parse', '--verify', '-q', 'origin/main']);
    const mergeBase = origin ? tryGit(cwd, ['merge-base', head, origin]) : undefined;
    if (mergeBase && mergeBase !== head) from = mergeBase;
  }
  if (from) {
    const list = git(cwd, ['rev-list', '--reverse', '--no-merges', `${from}..${head}`, '--', CONTRACT_FILE]);
    return list ? list.split('\n') : [];
  }
  const last = git(cwd, ['log', '-1', '--no-merges', '--format=%H', '--', CONTRACT_FILE]);
  return last ? [last] : [];
}

/** Each commit's breaking changes against its parent, and the trailer that declares them intended. */
export function checkCommits(cwd: string, commits: string[]): CommitVerdict[] {
  const headMessage = git(cwd, ['log', '-1', '--format=%B', 'HEAD']);
  return commits.map((sha) => {
    const message = git(cwd, ['log', '-1', '--format=%B', sha]);
    const before = contractAt(cwd, `${sha}^`);
    const after = contractAt(cwd, sha);
    const breaking = before && after ? breakingChanges(before, after) : [];
    const intended = (message.match(TRAILER) ?? headMessage.match(TRAILER))?.[1]?.trim();
    return { sha, subject: message.split('\n')[0], breaking, intended, nothingBefore: !before };
  });
}

export function formatVerdicts(verdicts: CommitVerdict[]): { text: string; failed: boolean } {
  const lines: string[] = [];
  let failed = false;
  if (!verdicts.length) lines.push('contract:breaking: no commit to check changed the contract.');
  for (const v of verdicts) {
    const head = `${v.sha.slice(0, 10)} ${v.subject}`;
    if (v.nothingBefore) {
      lines.push(`ok      ${head}: no contract before it in this clone (the first one, or a shallow clone: fetch more history)`);
      continue;
    }
    if (!v.breaking.length) {
      lines.push(`ok      ${head}: no breaking change`);
      continue;
    }
    if (v.intended) lines.push(`allowed ${head}: ${v.breaking.length} breaking change(s), intended (Contract-Break: ${v.intended})`);
    else {
      failed = true;
      lines.push(`BREAKS  ${head}: ${v.breaking.length} breaking change(s) and no "Contract-Break: <reason>" trailer`);
    }
    for (const change of v.breaking.slice(0, 40)) lines.push(`          ${change.description.trim()}  [${change.path}]`);
    if (v.breaking.length > 40) lines.push(`          ... and ${v.breaking.length - 40} more`);
  }
  if (failed) {
    lines.push(
      '',
      'A change that breaks the contract breaks the backend or the app already in workers\' hands. Make it',
      'compatible (add, do not remove or rename; new request fields optional), or, when both sides ship it',
      'together, say so in the commit message with a trailer line: "Contract-Break: <why>" (README, "Contract workflow").',
    );
  }
  return { text: lines.join('\n'), failed };
}

if (import.meta.filename === process.argv[1]) {
  const at = process.argv.indexOf('--base');
  const base = at > 0 ? process.argv[at + 1] : undefined;
  const cwd = process.cwd();
  const { text, failed } = formatVerdicts(checkCommits(cwd, commitsToCheck(cwd, base)));
  console.log(text);
  process.exit(failed ? 1 : 0);
}
