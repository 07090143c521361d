import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n/i18n';
import { operations } from '../../support/mock-engine';

const dir = join(import.meta.dirname, '../../../src/locales');
const keys = (obj: unknown, prefix = ''): string[] =>
  Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('i18n catalogues', () => {
  const namespaces = readdirSync(join(dir, 'zh-Hans')).filter((f) => f.endsWith('.json'));
  it('exist for every language with the same namespaces', () => {
    for (const lng of languages) expect(readdirSync(join(dir, lng)).sort()).toEqual([...namespaces].sort());
  });
  it.each(namespaces)('%s has every key in all three languages, none empty', (ns) => {
    const [base, ...others] = languages.map((lng) => JSON.parse(readFileSync(join(dir, lng, ns), 'utf8')) as unknown);
    const expected = keys(base).sort();
    for (const catalogue of others) expect(keys(catalogue).sort()).toEqual(expected);
    for (const catalogue of [base, ...others]) {
      for (const k of keys(catalogue)) {
        const value = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue);
        expect(value, k).not.toBe('');
        // A number goes in as {{n}}: a `count` option makes i18next build Intl.PluralRules (ICU's
        // ~50 ms first use) for plural forms the catalogues do not have.
        expect(value, k).not.toMatch(/\{\{\s*count\s*\}\}/);
      }
    }
  });

  // zh-Hant speaks with one term list, Taiwan's (as its dates): it mixed 默認 and 預設 (issue 29),
  // 身份證 and 身分證, 到賬 and 到帳; and 聯系 is neither (a Simplified word half converted).
  const MAINLAND_TERMS = { 默認: '預設', 賬號: '帳號', 賬戶: '帳戶', 到賬: '到帳', 身份證: '身分證', 聯系: '聯絡', 信息: '資訊', 網絡: '網路', 獲取: '取得', 設置: '設定' };
  it.each(namespaces)('%s in zh-Hant uses one term for each thing', (ns) => {
    const text = readFileSync(join(dir, 'zh-Hant', ns), 'utf8');
    for (const [mainland, taiwan] of Object.entries(MAINLAND_TERMS)) expect(text.includes(mainland), `${mainland}: write ${taiwan}`).toBe(false);
  });
  it('the mock’s zh-Hant texts use the same terms', () => {
    const text = [...operations.values()].flatMap((op) => Object.values(op.rules.texts?.['zh-Hant'] ?? {})).join('\n');
    for (const [mainland, taiwan] of Object.entries(MAINLAND_TERMS)) expect(text.includes(mainland), `${mainland}: write ${taiwan}`).toBe(false);
  });

  // One thing, one name: the weekly hours a worker takes bookings in are 服务时间, "Service hours" in
  // English, on Home's shortcut (the server's text), Mine's menu and the page itself.
  it('names the service hours one way in each language: Mine’s entry as the page it opens', () => {
    const read = (lng: string, ns: string) => JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')) as { menu: Record<string, string>; serviceTime: { title: string } };
    for (const lng of languages) expect(read(lng, 'mine').menu['worker-service-time'], lng).toBe(read(lng, 'mine-pages').serviceTime.title);
    const english = namespaces.map((ns) => readFileSync(join(dir, 'en', ns), 'utf8')).join('\n');
    expect(english).not.toMatch(/\bwork(ing)? (hours|time)\b/i);
  });
});

