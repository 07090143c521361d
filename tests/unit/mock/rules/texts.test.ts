// `texts` (mock/rules/texts.ts): the texts the backend makes, in the request's language; zh-Hans
// and languages the mock has none in answer as the examples are; every text has every language.
import { describe, expect, it } from 'vitest';
import { checkTexts, textLanguage } from '../../../../mock/rules/texts';
import { type Declared, mockOf, ok, operationsOf } from '../../../support/mock-rules';

const rules: Declared = {
  operationId: 'getRules',
  path: '/v1/rules',
  rules: { texts: { en: { 每周三结算: 'Settled every Wednesday' }, 'zh-Hant': { 每周三结算: '每週三結算' } } },
  examples: { '200': { default: ok({ text: '每周三结算', amount: 100 }) } },
};

describe('texts: the backend’s texts in the app’s language', () => {
  it('answers in English and Traditional Chinese, and as the examples are otherwise', async () => {
    const { call } = mockOf([rules]);
    const text = async (language?: string) => (await call('GET', '/v1/rules', { headers: language ? { 'accept-language': language } : {} })).body.data.text;
    expect(await text('en-US,en;q=0.9')).toBe('Settled every Wednesday');
    expect(await text('zh-TW')).toBe('每週三結算');
    expect(await text('zh-Hans')).toBe('每周三结算');
    expect(await text('fr')).toBe('每周三结算');
    expect(await text()).toBe('每周三结算');
    expect(textLanguage('zh-HK')).toBe('zh-Hant');
  });

  it('names a text no example has and a text without each language', () => {
    const problems: string[] = [];
    const [op] = operationsOf([{ ...rules, rules: { texts: { en: { 每周三结算: 'Wednesdays', 别的: 'Other' }, 'zh-Hant': { 每周三结算: '每週三結算' } } } }]).values();
    checkTexts(op, (what) => problems.push(what));
    expect(problems).toEqual(['texts.en: no example has the text "别的"', 'texts.zh-Hant: "别的" has no translation']);
  });
});
