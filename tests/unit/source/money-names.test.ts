// Two sums of money, two names, in every catalogue: the shop balance (the user centre's
// account_balance, which pays for materials: 商城余额) and the wallet's withdrawable income
// (getMyWallet's availableCents: 可提现收入). A bare 余额 beside the wallet's figure read as one sum
// (the pay sheet's "余额 ¥128.00 余额不足" while the wallet showed ¥3,145.30), so the word for balance
// is only ever the shop's, named as such.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../../src/locales');
const texts = (value: unknown, key = ''): [string, string][] =>
  typeof value === 'string'
    ? [[key, value]]
    : Array.isArray(value)
      ? value.flatMap((v, i) => texts(v, `${key}.${i}`))
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));

/** Each language's word for a balance, and the only way it may be said: the shop's. */
const rules = [
  { language: 'zh-Hans', word: /余额/g, named: '商城余额', income: '可提现收入' },
  { language: 'zh-Hant', word: /餘額/g, named: '商城餘額', income: '可提現收入' },
  { language: 'en', word: /balance/gi, named: 'shop balance', income: 'withdrawable income' },
];

describe('money names', () => {
  it.each(rules)('$language says balance only for the shop balance, and names the wallet figure withdrawable income', ({ language, word, named, income }) => {
    const bare: string[] = [];
    for (const file of readdirSync(join(dir, language)).filter((f) => f.endsWith('.json'))) {
      for (const [key, text] of texts(JSON.parse(readFileSync(join(dir, language, file), 'utf8')))) {
        for (const found of text.matchAll(word)) {
          const at = found.index;
          const before = text.slice(Math.max(0, at - (named.length - found[0].length)), at + found[0].length);
          if (before.toLowerCase() !== named.toLowerCase()) bare.push(`${file} ${key}: ${text}`);
        }
      }
    }
    expect(bare).toEqual([]);
    const read = (file: string) => JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Record<string, Record<string, string>>;
    // The wallet's figure, on the wallet and on Mine, has the other name.
    expect(read('wallet.json').list.available.toLowerCase()).toBe(income);
    expect(read('mine.json').wallet.available.toLowerCase()).toBe(income);
  });
});
