// Chinese texts end their sentences with Chinese punctuation: a half-width ? ! : ; , after a Chinese
// character (确认提前完成? for 确认提前完成？, issue 52) is a slip of the keyboard's input mode, and on a
// phone it sits cramped against the character before it. Half-width signs among Latin letters and
// digits (12:30, SPA 90) are left alone. Brackets are not checked: 去结算 (3) keeps its count apart
// with a space, as the shop's buttons do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HALF_WIDTH_AFTER_CHINESE = /(\p{Script=Han}|[」』）】])([?!:;,])/gu;
const FULL_WIDTH: Record<string, string> = { '?': '？', '!': '！', ':': '：', ';': '；', ',': '，' };

/** The half-width signs of `text` that follow a Chinese character, each with what to write. */
function halfWidthIn(text: string): string[] {
  return [...text.matchAll(HALF_WIDTH_AFTER_CHINESE)].map(([, before, sign]) => `${before}${sign} -> ${before}${FULL_WIDTH[sign!]}`);
}

function textsOf(value: unknown, prefix: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([prefix, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) textsOf(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, found);
  return found;
}

describe('Chinese punctuation in the zh catalogues', () => {
  it('finds a half-width sign after a Chinese character, and passes one among Latin letters and digits', () => {
    expect(halfWidthIn('服务时长未满，确认提前完成?')).toEqual(['成? -> 成？']);
    expect(halfWidthIn('url不能为空!')).toEqual(['空! -> 空！']);
    expect(halfWidthIn('备注:无')).toEqual(['注: -> 注：']);
    expect(halfWidthIn('确认提前完成？')).toEqual([]);
    expect(halfWidthIn('12:30 开始，全身精油SPA 90分钟')).toEqual([]);
    expect(halfWidthIn('{{name}}: {{value}}')).toEqual([]);
  });

  const dir = join(import.meta.dirname, '../../../src/locales');
  const files = ['zh-Hans', 'zh-Hant'].flatMap((lang) =>
    readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${lang}/${f}`),
  );
  it.each(files)('%s', (file) => {
    const found = textsOf(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`).flatMap(([key, text]) =>
      halfWidthIn(text).map((fix) => `${key} (${text}): ${fix}`),
    );
    expect(found).toEqual([]);
  });
});
