// Each field rule has one source, the contract's pattern (docs/contributing.md, "Add a form"): lib/validation checks
// with the generated zod schemas' own RegExps, the JSON-schema forms take them through a format, and no module or
// form writes one out again. A rule typed a second time fails here, before it drifts from the contract.
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as applyZod from '@generated/zod/apply/apply.zod';
import * as authZod from '@generated/zod/auth/auth.zod';
import * as mineZod from '@generated/zod/mine/mine.zod';
import * as ordersZod from '@generated/zod/orders/orders.zod';
import * as safetyZod from '@generated/zod/safety/safety.zod';
import * as shopZod from '@generated/zod/shop/shop.zod';
import * as walletZod from '@generated/zod/wallet/wallet.zod';
import applyAccountFns from '@generated/forms/validators/apply-account.js';
import updatePasswordFns from '@generated/forms/validators/settings-update-password.js';
import applyAccountSchema from '../../../forms/apply/account.schema.json';
import updatePasswordSchema from '../../../forms/settings/update-password.schema.json';
import { contractLengths, contractPatterns } from '@/lib/validation';

const root = join(__dirname, '../../..');
const common = (name: string) => new RegExp((parse(readFileSync(join(root, 'openapi/components/schemas/common', `${name}.yaml`), 'utf8')) as { pattern: string }).pattern);

function files(dir: string, ends: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ends.test(f))
    .map((f) => join(dir, f));
}

describe('one source for each field rule', () => {
  it('lib/validation checks with the RegExps of the generated zod schemas, not copies', () => {
    expect(contractPatterns.mobile).toBe(authZod.loginByPasswordBodyMobileRegExp);
    expect(contractPatterns.password).toBe(authZod.loginByPasswordBodyPasswordRegExp);
    expect(contractPatterns.smsCode).toBe(authZod.loginBySmsBodyCodeRegExp);
    expect(contractPatterns.inviteCode).toBe(authZod.registerWorkerBodyInviteCodeRegExp);
    expect(contractPatterns.payPassword).toBe(walletZod.createWithdrawalBodyPayPasswordRegExp);
    expect(contractPatterns.chineseName).toBe(applyZod.saveApplyBasicInfoBodyRealNameRegExp);
    expect(contractPatterns.idCard).toBe(mineZod.submitWorkerRealNameBodyIdCardNoRegExp);
    expect(contractPatterns.referrer).toBe(applyZod.saveApplyAccountBodyReferrerRegExp);
  });

  it('those are the patterns of the contract`s common schemas', () => {
    expect(contractPatterns.mobile.source).toBe(common('mobile').source);
    expect(contractPatterns.password.source).toBe(common('password').source);
    expect(contractPatterns.smsCode.source).toBe(common('sms-code').source);
    expect(contractPatterns.payPassword.source).toBe(common('pay-password').source);
  });

  it('the change-password form refuses by the contract`s Password, through its format', () => {
    const validator = createPrecompiledValidator<unknown, RJSFSchema>(updatePasswordFns, updatePasswordSchema as RJSFSchema);
    const errors = (data: object) => validator.validateFormData(data, updatePasswordSchema as RJSFSchema).errors.map((e) => `${e.property} ${e.name}`);
    expect(errors({ oldPassword: 'abc_123456', newPassword: 'abc@654321', confirmPassword: 'abc@654321' })).toEqual([]);
    expect(errors({ oldPassword: 'abc', newPassword: 'abc 654321', confirmPassword: 'x' }).sort()).toEqual(['.newPassword format', '.oldPassword format']);
  });

  it('the apply account form refuses a referrer by the contract`s pattern, through its format', () => {
    const validator = createPrecompiledValidator<unknown, RJSFSchema>(applyAccountFns, applyAccountSchema as RJSFSchema);
    const referrerErrors = (referrer: string) =>
      validator
        .validateFormData({ serviceCity: '310100', serviceItems: ['si_101'], workYears: 6, referrer }, applyAccountSchema as RJSFSchema)
        .errors.filter((e) => e.property === '.referrer')
        .map((e) => e.name);
    expect(referrerErrors('WLJ6P3')).toEqual([]);
    expect(referrerErrors('13912345678')).toEqual([]);
    expect(referrerErrors('WL-6P3')).toEqual(['format']);
    expect(referrerErrors('1391234567')).toEqual(['format']);
  });

  // The patterns that name one field each (a 6-digit `^\d{6}$` is also a region code's, so it is held by the identity above).
  const distinctive = [contractPatterns.mobile, contractPatterns.password, contractPatterns.inviteCode, contractPatterns.chineseName, contractPatterns.idCard, contractPatterns.referrer];

  it('no JSON-schema form copies a contract pattern: it names a format', () => {
    const copies = files('forms', /\.schema\.json$/).flatMap((file) => {
      const found: string[] = [];
      JSON.stringify(JSON.parse(readFileSync(join(root, file), 'utf8')), (key, value: unknown) => {
        if (key === 'pattern' && typeof value === 'string' && distinctive.some((p) => p.source === value)) found.push(`${file}: ${value}`);
        return value;
      });
      return found;
    });
    expect(copies).toEqual([]);
  });

  it('no module of the app writes a contract pattern out again', () => {
    // A pattern as a regex literal writes its source as it is; in a string, its backslashes doubled.
    const spellings = distinctive.flatMap((p) => [p.source.replace(/^\^|\$$/g, ''), p.source.replace(/^\^|\$$/g, '').replace(/\\/g, '\\\\')]);
    const copies = files('src', /\.tsx?$/)
      .filter((file) => !file.endsWith('contract-patterns.ts'))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return spellings.some((s) => text.includes(s));
      });
    expect(copies).toEqual([]);
  });

  it('the hand-written forms` limits are the generated zod schemas` minLength and maxLength, not copies', () => {
    expect(contractLengths).toMatchObject({
      realName: { min: mineZod.submitWorkerRealNameBodyRealNameMin, max: mineZod.submitWorkerRealNameBodyRealNameMax },
      idCardName: { max: applyZod.saveApplyImagesBodyIdCardOcrOneNameMax },
      declineRemark: { max: ordersZod.declineServiceOrderBodyRemarkMax },
      customerReview: { max: ordersZod.appraiseServiceOrderCustomerBodyContentMax },
      feedback: { max: mineZod.submitWorkerFeedbackBodyContentMax },
      reportNote: { max: safetyZod.createCustomerReportBodyNoteMax },
      addressContactName: { max: mineZod.saveWorkerAddressBodyContactNameMax },
      addressDetail: { max: mineZod.saveWorkerAddressBodyDetailMax },
      shopRemark: { max: shopZod.createShopOrderBodyRemarkMax },
      refundReason: { min: shopZod.applyShopOrderRefundBodyReasonMin, max: shopZod.applyShopOrderRefundBodyReasonMax },
      goodsReview: { max: shopZod.reviewShopOrderBodyCommentsItemContentMax },
    });
  });

  it('no hand-written field sets the browser`s maxLength, which cut a paste without a word (TextArea, TextInput or a rule say it)', () => {
    const cutters = files('src', /\.tsx$/).flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      // Each native element from its tag to the end of its attributes (`/>` or its closing tag).
      return [...text.matchAll(/<(input|textarea)\b[\s\S]*?(\/>|<\/textarea>)/g)]
        .filter((m) => /\bmaxLength=/.test(m[0]))
        .map((m) => `${file}: ${m[0].split('\n')[0]}`);
    });
    expect(cutters).toEqual([]);
  });
});
