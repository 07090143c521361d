// The contract's form field list (getApplyContractFormFields) becomes a JSON schema + ui schema, and values go both ways.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@generated/types/openapi';
import {
  contractFieldsToForm,
  contractValuesToFormData,
  formDataToContractValues,
  type ContractFormField,
} from '@/lib/schema-form/contract-fields';
import { createInterpretedValidator } from '@/lib/schema-form/interpreted-validator';
import { contractExample } from '../../support/contract';

const { fields } = contractExample<{ data: { fields: ContractFormField[] } }>('getApplyContractFormFields').data;
// The app's validator of the forms built at run time.
const validator = createInterpretedValidator();
const errorsOf = (schema: RJSFSchema, data: unknown) => validator.validateFormData(data, schema).errors.map((e) => `${e.property?.replace(/^\./, '')} ${e.name}`);

describe('contractFieldsToForm', () => {
  it('takes the contract field type as it is generated', () => {
    expectTypeOf<components['schemas']['apply-contract-form-field']>().toExtend<ContractFormField>();
  });

  it('turns the example field list into a schema of the same fields, in order, with the server labels', () => {
    const { schema, uiSchema } = contractFieldsToForm(fields);
    expect(uiSchema['ui:order']).toEqual(['partyBName', 'idNumber', 'mobile', 'address', 'cooperationMode', 'startDate']);
    expect(schema).toEqual({
      type: 'object',
      required: ['mobile', 'address', 'cooperationMode', 'startDate'],
      properties: {
        partyBName: { type: 'string', title: '乙方姓名', maxLength: 20, readOnly: true },
        idNumber: { type: 'string', title: '身份证号码', maxLength: 200, readOnly: true, format: 'id-card' },
        mobile: { type: 'string', title: '联系电话', maxLength: 200, format: 'mobile' },
        address: { type: 'string', title: '通讯地址', maxLength: 100, pattern: '\\S' },
        cooperationMode: { type: 'string', title: '合作方式', maxLength: 200, enum: ['fullTime', 'partTime'] },
        startDate: { type: 'string', title: '合作开始日期', maxLength: 200, format: 'date' },
      },
    });
    expect(uiSchema.partyBName).toEqual({ 'ui:readonly': true });
    expect(uiSchema.mobile).toMatchObject({ 'ui:placeholder': '请输入手机号码', 'ui:options': { inputType: 'tel' } });
    expect(uiSchema.cooperationMode).toEqual({ 'ui:placeholder': '请选择合作方式', 'ui:enumNames': ['全职', '兼职'] });
    expect(uiSchema.address).toMatchObject({ 'ui:options': { errorMessages: { pattern: 'errors.blank' } } });
  });

  it('gives a schema that judges the values as the field types say', () => {
    const { schema } = contractFieldsToForm(fields);
    expect(errorsOf(schema, {})).toEqual(['mobile required', 'address required', 'cooperationMode required', 'startDate required']);
    expect(errorsOf(schema, { mobile: '138 1234 5678', address: '上海市徐汇区漕溪北路 88 号', cooperationMode: 'fullTime', startDate: '2026-12-01' })).toEqual([]);
    expect(errorsOf(schema, { mobile: '12345', address: ' ', cooperationMode: 'sometimes', startDate: '2026-02-30', idNumber: '110101900101123' })).toEqual([
      'idNumber format',
      'mobile format',
      'address pattern',
      'cooperationMode enum',
      'startDate format',
    ]);
  });

  it('shows a field type it does not know as text', () => {
    const { schema } = contractFieldsToForm([{ name: 'remark', label: '备注', type: 'textarea', required: false, readonly: false, placeholder: null, maxLength: 50, options: null }]);
    expect(schema.properties?.remark).toEqual({ type: 'string', title: '备注', maxLength: 50 });
    expect(schema.required).toEqual([]);
  });
});

describe('contract form values', () => {
  it('become form data without empty values or unknown names, and go back without the readonly fields', () => {
    const data = contractValuesToFormData(fields, { partyBName: '李秀梅', mobile: '', address: '上海', legacy: 'x' });
    expect(data).toEqual({ partyBName: '李秀梅', address: '上海' });
    expect(formDataToContractValues(fields, { ...data, startDate: '2026-12-01', mobile: undefined as unknown as string })).toEqual({ address: '上海', startDate: '2026-12-01' });
  });
});
