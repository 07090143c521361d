// Every Traditional Chinese text a worker reads is written in Traditional characters: a Simplified
// one slipped into zh-Hant (入驻申請 for 入駐申請) is what OpenCC's Simplified -> Traditional (Taiwan)
// conversion changes. The catalogues and the mock's zh-Hant texts (x-mock `texts` in the contract:
// withdrawal and settlement rules, Home's entries, refusals) must come out of it unchanged. The forms'
// texts are keys of the `forms` catalogue, so they are checked with it.
//
// The converter is `cn` -> `tw`: characters and Taiwan's variant forms, no phrases. `twp` also rewrites
// mainland vocabulary (保存 -> 儲存, 消息 -> 訊息, and wrongly 服務項目 -> 服務專案, 權限 -> 許可權):
// a question of terms, which the catalogues test settles with its own list, not of characters; `hk`
// wants Hong Kong's forms (户, 説, 閲) where Taiwan writes 戶, 說, 閱.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Converter } from 'opencc-js/cn2t';
import { describe, expect, it } from 'vitest';
import { operations } from '../../support/mock-engine';

const toTraditional = Converter({ from: 'cn', to: 'tw' });

/** Characters written as they are on purpose, wherever they are: the character -> why. */
const CHARACTERS: Record<string, string> = {
  台: 'Taiwan writes 平台, 工作台 with 台 in everyday text (臺 is the formal standard form; OpenCC turns every 台 into it)',
};
/** Whole texts written as they are on purpose: `<namespace>:<key>` -> why. */
const TEXTS: Record<string, string> = {
  'settings:settings.language.zh-Hans': 'a language is named in its own script, so its reader finds it (简体中文 in every catalogue)',
  'mine:language.zh-Hans': 'a language is named in its own script, so its reader finds it (简体中文 in every catalogue)',
};

/** The characters of `text` that the conversion changes, each with what it becomes ([] when none). */
function simplifiedIn(text: string): string[] {
  const kept = [...text].map((c) => (c in CHARACTERS ? '\u0000' : c)).join('');
  const converted = [...toTraditional(kept)];
  const original = [...kept];
  // The `tw` conversion maps character to character, so the two line up.
  if (converted.length !== original.length) return [`${text} -> ${toTraditional(text)}`];
  return original.flatMap((c, i) => (c === converted[i] ? [] : [`${c} -> ${converted[i]}`]));
}

const dir = join(import.meta.dirname, '../../../src/locales/zh-Hant');
function textsOf(value: unknown, prefix: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([prefix, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) textsOf(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, found);
  return found;
}

describe('zh-Hant in Traditional characters', () => {
  it('finds a Simplified character in a Traditional text, and passes the deliberate ones', () => {
    expect(simplifiedIn('入驻申請')).toEqual(['驻 -> 駐']);
    expect(simplifiedIn('保存并繼續')).toEqual(['并 -> 並']);
    expect(simplifiedIn('入駐申請')).toEqual([]);
    expect(simplifiedIn('平台公告')).toEqual([]);
  });

  const namespaces = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it.each(namespaces)('the %s catalogue', (file) => {
    const ns = file.replace(/\.json$/, '');
    const found = textsOf(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${ns}:`)
      .filter(([key]) => !(key in TEXTS))
      .flatMap(([key, text]) => simplifiedIn(text).map((change) => `${key} (${text}): ${change}`));
    expect(found).toEqual([]);
  });

  it('the allow-list names only texts that exist and still need it', () => {
    for (const key of Object.keys(TEXTS)) {
      const [ns, path] = key.split(':') as [string, string];
      const text = path.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8')));
      expect(typeof text, key).toBe('string');
      expect(simplifiedIn(text as string), key).not.toEqual([]);
    }
  });

  it('the mock’s zh-Hant texts', () => {
    const texts = [...operations.values()].flatMap((op) => Object.values(op.rules.texts?.['zh-Hant'] ?? {}).map((text) => [op.operationId, text] as const));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap(([id, text]) => simplifiedIn(text).map((change) => `${id} (${text.slice(0, 30)}): ${change}`))).toEqual([]);
  });
});
