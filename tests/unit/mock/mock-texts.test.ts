// The mock answers the texts the backend makes in the language the app asks (Accept-Language, a
// header every operation of the contract declares), where the contract's x-mock `texts` has them:
// the withdrawal and settlement rules, Home's labels, the refusals it makes. zh-Hans, or a language
// it has no texts in, answers as the examples are; a translation never goes into the session.
import { beforeEach, describe, expect, it } from 'vitest';
import { checkDeclarations, textLanguage } from '../../../mock/declarations';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
});

describe('the mock’s texts in the app’s language', () => {
  it('answers the withdrawal and settlement rules in English and Traditional Chinese, and zh-Hans as the examples are', async () => {
    const rules = async (language?: string) => (await call('GET', '/v1/wallet/withdrawConfig', undefined, { language })).body.data;
    expect((await rules('zh-Hans')).rulesText).toMatch(/^1\. 单笔提现金额100\.00元起/);
    expect((await rules()).rulesText).toMatch(/^1\. 单笔提现金额/);
    expect(await rules('en')).toMatchObject({ arrivalText: 'Arrives 1-3 working days after approval', rulesText: expect.stringMatching(/^1\. Each withdrawal is from ¥100\.00/) });
    expect((await rules('zh-Hant')).rulesText).toMatch(/^1\. 單筆提現金額/);
    // The figures are not texts: the same in every language.
    expect((await rules('en')).minAmountCents).toBe((await rules('zh-Hans')).minAmountCents);
    expect((await call('GET', '/v1/settle/overview', undefined, { language: 'en' })).body.data.rulesText).toMatch(/^1\. Each week from Monday to Sunday/);
  });

  it('labels Home’s quick entries in the language asked', async () => {
    const entries = async (language: string) => {
      const { body } = await call('POST', '/router/plugs/components_dynamic/client/pub/getComponentsDynamicData', { ids: ['worker-home-entries'] }, { language });
      return (Object.values(body.componentsDynamic ?? body.data?.componentsDynamic ?? {}) as { list: { title: string }[] }[]).flatMap((c) => c.list.map((i) => i.title));
    };
    expect(await entries('en')).toEqual(expect.arrayContaining(['Service hours', 'Study centre', 'My wallet', 'Materials shop']));
    expect(await entries('zh-Hant')).toEqual(expect.arrayContaining(['服務時間', '學習中心', '我的錢包']));
    expect(await entries('zh-Hans')).toEqual(expect.arrayContaining(['服务时间', '学习中心']));
  });

  it('says a refusal it makes in the language asked, and keeps the session’s records in zh-Hans', async () => {
    // A payment for an order the shop does not hold: the mock's own refusal, from the contract's example.
    const refused = await call('POST', '/router/client/order.pay', { order_id: 'so_gone', pay_type: 'balance', pay_password: '123456' }, { key: 'key-pay-texts-0001', language: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The order is closed; place it again');
    const withdrawal = await call('POST', '/v1/wallet/withdraw', { amountCents: 999_999_999, accountId: 'wa_nope', payPassword: '123456' }, { key: 'key-wd-texts-0001', language: 'zh-Hant' });
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.body.msg).toBe('提現帳戶不存在，請重新選擇');
    expect((await call('POST', '/v1/wallet/withdraw', { amountCents: 999_999_999, accountId: 'wa_nope', payPassword: '123456' }, { key: 'key-wd-texts-0002' })).body.msg).toBe('提现账户不存在，请重新选择');
  });

  it('knows the languages the app sends, and a browser’s own value', () => {
    expect([textLanguage('en'), textLanguage('en-GB,en;q=0.9'), textLanguage('zh-Hant'), textLanguage('zh-TW'), textLanguage('zh-Hans'), textLanguage('zh-CN,zh;q=0.9'), textLanguage(undefined)]).toEqual([
      'en',
      'en',
      'zh-Hant',
      'zh-Hant',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses a translation of a text no example has, and one left without its other language', () => {
    const [op] = [...operations.values()].filter((o) => o.operationId === 'getWithdrawConfig');
    const broken = new Map([[`${op!.method} ${op!.path}`, { ...op!, rules: { ...op!.rules, texts: { en: { 旧的规则: 'Old rules', '审核通过后1-3个工作日到账': 'x' }, 'zh-Hant': {} } } }]]);
    const problems = checkDeclarations(broken);
    expect(problems).toContain('getWithdrawConfig: texts.en: no example has the text "旧的规则"');
    expect(problems).toContain('getWithdrawConfig: texts.zh-Hant: "审核通过后1-3个工作日到账" has no translation');
    expect(checkDeclarations(operations)).toEqual([]);
  });
});
