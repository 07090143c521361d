// The precompiled form validators (codegen/forms-validators.ts) judge as ajv compiled at run time does, and are deterministic.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateFormValidators } from '../../../codegen/forms-validators';
import profileFns from '@generated/forms/validators/settings-profile.js';
import withdrawFns from '@generated/forms/validators/account-withdraw-account.js';
import contractFns from '@generated/forms/validators/apply-contract-form.js';
import basicInfoFns from '@generated/forms/validators/apply-basic-info.js';
import accountFns from '@generated/forms/validators/apply-account.js';
import profileSchema from '../../../forms/settings/profile.schema.json';
import withdrawSchema from '../../../forms/account/withdraw-account.schema.json';
import contractSchema from '../../../forms/apply/contract-form.schema.json';
import basicInfoSchema from '../../../forms/apply/basic-info.schema.json';
import accountSchema from '../../../forms/apply/account.schema.json';
import { validatorOptions } from '@/lib/schema-form/validator-options';
import { createInterpretedValidator } from '@/lib/schema-form/interpreted-validator';

const runtime = customizeValidator<unknown, RJSFSchema>(validatorOptions);

const verdict = (validator: ValidatorType<unknown, RJSFSchema>, schema: RJSFSchema, data: unknown) =>
  validator
    .validateFormData(data, schema)
    .errors.map((e) => `${e.property} ${e.name} ${JSON.stringify(e.params)}`)
    .sort();

const cases: { form: string; schema: RJSFSchema; fns: ValidatorFunctions; samples: unknown[] }[] = [
  {
    form: 'settings/profile',
    schema: profileSchema as RJSFSchema,
    fns: profileFns,
    samples: [
      {},
      { nickname: '小李', gender: 1 },
      { nickname: '   ', gender: 3, birthday: '1990-02-30', intro: 'x'.repeat(301) },
      { nickname: '😀'.repeat(20), gender: 0, birthday: '1990-02-28' },
      { nickname: '😀'.repeat(21), gender: 2, extra: true },
    ],
  },
  {
    form: 'account/withdraw-account',
    schema: withdrawSchema as RJSFSchema,
    fns: withdrawFns,
    samples: [
      {},
      { type: 'bank', holderName: '李秀梅', isDefault: false },
      { type: 'bank', holderName: '李秀梅', accountNo: '6214830212348836', bankName: '招商银行', isDefault: true },
      { type: 'bank', holderName: '李', accountNo: '6214 8302 1234 8836', bankName: '招', isDefault: true },
      { type: 'alipay', holderName: '李秀梅', accountNo: '1381234567', isDefault: false },
      { type: 'alipay', holderName: '李秀梅', accountNo: '+86 138-1234-5678', isDefault: false },
      { type: 'alipay', holderName: '李秀梅', accountNo: 'li@example', isDefault: false },
      { type: 'alipay', holderName: '李秀梅', accountNo: 'li@example.cn', bankName: '招商银行', isDefault: false },
      { type: 'wechat', holderName: '李秀梅', isDefault: false },
      { type: 'wechat', holderName: '李秀梅', accountNo: '13812345678', isDefault: false },
      { type: 'cash', holderName: '李秀梅', isDefault: 'yes' },
      { id: 'wa_3001', type: 'bank', holderName: '李秀梅', bankName: '招商银行', isDefault: true },
      { id: 'wa_3002', type: 'alipay', holderName: '李秀梅', isDefault: false },
      { id: 'wa_3001', type: 'bank', holderName: '李秀梅', accountNo: '6214', bankName: '招商银行', isDefault: true },
    ],
  },
  {
    form: 'apply/contract-form',
    schema: contractSchema as RJSFSchema,
    fns: contractFns,
    samples: [{}, { mobile: '13812345678', startDate: '2026-12-01' }, { '1bad': 'x' }, { note: 'x'.repeat(201) }, { count: 3 }],
  },
  {
    form: 'apply/basic-info',
    schema: basicInfoSchema as RJSFSchema,
    fns: basicInfoFns,
    samples: [
      {},
      {
        realName: '李秀梅',
        gender: 2,
        birthday: '1991-04-18',
        education: 'vocational',
        height: 162,
        emergencyContact: { name: '王建国', mobile: '139 1672 8845' },
        residentialAddress: '上海市徐汇区田林路200弄15号402室',
        intro: '从事推拿理疗6年，擅长肩颈调理。',
      },
      { realName: 'Li', gender: 3, birthday: '1991-02-30', education: 'phd', height: 99, emergencyContact: { name: '·王', mobile: '1391672' }, residentialAddress: '     ', intro: '短' },
      { realName: '阿依古丽·买买提', emergencyContact: {}, extra: 1 },
    ],
  },
  {
    form: 'apply/account',
    schema: accountSchema as RJSFSchema,
    fns: accountFns,
    samples: [
      {},
      { serviceCity: '310100', serviceItems: ['si_101'], workYears: 6, referrer: 'WLJ6P3' },
      { serviceCity: '3101', serviceItems: [], workYears: 51, referrer: '12345' },
      { serviceCity: '310100', serviceItems: ['si_101', 'si_101'], workYears: -1, referrer: '13812345678' },
    ],
  },
];

describe.each(cases)('precompiled validator of $form', ({ schema, fns, samples }) => {
  const precompiled = createPrecompiledValidator<unknown, RJSFSchema>(fns, schema);

  it.each(samples.map((s) => [JSON.stringify(s), s]))('gives the runtime verdict on %s', (_, sample) => {
    expect(verdict(precompiled, schema, sample)).toEqual(verdict(runtime, schema, sample));
  });

  it('accepts one sample and refuses another, so the comparison means something', () => {
    const results = samples.map((s) => verdict(precompiled, schema, s).length === 0);
    expect(results).toContain(true);
    expect(results).toContain(false);
  });
});

// The runtime forms (the apply account step with the server's options, the contract forms) are judged by a
// validator that compiles nothing (the build's CSP refuses eval): it must judge as ajv does, error for error,
// less ajv's `if` errors (the failing branch's own keyword says what; the messages drop them, localize.ts).
describe.each(cases)('the interpreted validator on $form', ({ schema, samples }) => {
  const interpreted = createInterpretedValidator();
  const withoutIf = (list: string[]) => list.filter((e) => !/ if \{/.test(e));

  it.each(samples.map((s) => [JSON.stringify(s), s]))('gives ajv\'s verdict on %s', (_, sample) => {
    expect(withoutIf(verdict(interpreted, schema, sample))).toEqual(withoutIf(verdict(runtime, schema, sample)));
  });

  it('judges the branches rjsf asks about (if, oneOf) as ajv does', () => {
    for (const branch of ((schema.allOf ?? []) as RJSFSchema[]).map((b) => b.if).filter(Boolean) as RJSFSchema[]) {
      for (const sample of samples) expect(interpreted.isValid(branch, sample, schema)).toBe(runtime.isValid(branch, sample, schema));
    }
  });
});

it('the interpreted validator compiles no code: it judges with Function and eval refused, as under the CSP', () => {
  const refuse = () => {
    throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
  };
  const [realFunction, realEval] = [globalThis.Function, globalThis.eval];
  try {
    globalThis.Function = refuse as unknown as FunctionConstructor;
    globalThis.eval = refuse;
    const interpreted = createInterpretedValidator();
    expect(verdict(interpreted, accountSchema as RJSFSchema, { serviceCity: '3101', serviceItems: ['si_101'], workYears: 6 })).toEqual(['.serviceCity pattern {"pattern":"^\\\\d{6}$"}']);
  } finally {
    globalThis.Function = realFunction;
    globalThis.eval = realEval;
  }
});

describe('the withdrawal account form', () => {
  const precompiled = createPrecompiledValidator<unknown, RJSFSchema>(withdrawFns, withdrawSchema as RJSFSchema);
  const missing = (data: unknown) => verdict(precompiled, withdrawSchema as RJSFSchema, data).filter((e) => e.includes('required'));

  it('needs the number of a new bank card or Alipay account, and keeps the saved one when an account is edited', () => {
    expect(missing({ type: 'bank', holderName: '李秀梅', bankName: '招商银行', isDefault: true })).toEqual(['accountNo required {"missingProperty":"accountNo"}']);
    expect(missing({ type: 'alipay', holderName: '李秀梅', isDefault: true })).toEqual(['accountNo required {"missingProperty":"accountNo"}']);
    expect(missing({ id: 'wa_3001', type: 'bank', holderName: '李秀梅', bankName: '招商银行', isDefault: true })).toEqual([]);
    expect(missing({ id: 'wa_3002', type: 'alipay', holderName: '李秀梅', isDefault: false })).toEqual([]);
  });
});

describe('precompiled conditions', () => {
  it('resolve like the runtime ones (rjsf asks them to choose the fields shown)', () => {
    const precompiled = createPrecompiledValidator<unknown, RJSFSchema>(withdrawFns, withdrawSchema as RJSFSchema);
    for (const branch of (withdrawSchema as RJSFSchema).allOf as RJSFSchema[]) {
      for (const type of ['bank', 'alipay', 'wechat', undefined]) {
        const data = { type };
        expect(precompiled.isValid(branch.if as RJSFSchema, data, withdrawSchema as RJSFSchema)).toBe(
          runtime.isValid(branch.if as RJSFSchema, data, withdrawSchema as RJSFSchema),
        );
      }
    }
  });
});

describe('generateFormValidators', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-validators-'));
    dirs.push(dir);
    return join(dir, 'validators');
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('writes byte-identical ES modules on two runs, one per form, with no CommonJS left', async () => {
    const [a, b] = [fresh(), fresh()];
    await generateFormValidators(a);
    await generateFormValidators(b);
    const files = readdirSync(a).sort();
    expect(files).toEqual([
      'account-withdraw-account.d.ts',
      'account-withdraw-account.js',
      'apply-account.d.ts',
      'apply-account.js',
      'apply-basic-info.d.ts',
      'apply-basic-info.js',
      'apply-contract-form.d.ts',
      'apply-contract-form.js',
      'settings-close-account.d.ts',
      'settings-close-account.js',
      'settings-profile.d.ts',
      'settings-profile.js',
      'settings-set-payword.d.ts',
      'settings-set-payword.js',
      'settings-update-email.d.ts',
      'settings-update-email.js',
      'settings-update-mobile.d.ts',
      'settings-update-mobile.js',
      'settings-update-password.d.ts',
      'settings-update-password.js',
      'settings-update-payword.d.ts',
      'settings-update-payword.js',
    ]);
    for (const file of files) {
      const code = readFileSync(join(a, file), 'utf8');
      expect(readFileSync(join(b, file), 'utf8'), file).toBe(code);
      expect(code).not.toMatch(/\brequire\(|^exports\[|module\.exports/m);
    }
    expect(readFileSync(join(a, 'settings-profile.js'), 'utf8')).toMatch(/^import \* as schemaFormRuntime from '.+\/src\/lib\/schema-form\/precompiled-runtime\.ts';$/m);
  });

  it('matches what is committed in generated/forms/validators', async () => {
    const out = join(import.meta.dirname, '../../../generated/forms/validators');
    const dir = fresh();
    await generateFormValidators(dir);
    const committed = readdirSync(out).sort();
    expect(readdirSync(dir).sort()).toEqual(committed);
    // Only the import of the runtime module differs: it is relative to where the files are written.
    const body = (path: string) => readFileSync(path, 'utf8').replace(/^import \* as schemaFormRuntime from '[^']+';$/m, '');
    for (const file of committed) expect(body(join(dir, file)), `${file}: run npm run codegen`).toBe(body(join(out, file)));
  });
});
