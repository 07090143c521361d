// Turns the field list the server sends for a contract form (getApplyContractFormFields) into a JSON schema and
// ui schema at run time, and its string-map values into form data and back. No rjsf code: safe to import eagerly.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One field as the contract's ApplyContractFormField describes it. */
export type ContractFormField = {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select' | 'idCard' | 'mobile' | (string & {});
  required: boolean;
  readonly: boolean;
  placeholder: string | null;
  maxLength: number | null;
  options: { label: string; value: string }[] | null;
};

/** The contract's ApplyContractFormSaveRequest `values`: every value is text, at most 200 characters. */
export type ContractFormValues = Record<string, string>;

const VALUE_MAX_LENGTH = 200;

export type ContractForm = { schema: RJSFSchema; uiSchema: UiSchema };

function fieldSchema(field: ContractFormField): { schema: RJSFSchema; ui: UiSchema } {
  const base: RJSFSchema = { type: 'string', title: field.label, maxLength: VALUE_MAX_LENGTH };
  const ui: UiSchema = {};
  if (field.placeholder) ui['ui:placeholder'] = field.placeholder;
  if (field.readonly) {
    base.readOnly = true;
    ui['ui:readonly'] = true;
  }
  switch (field.type) {
    case 'date':
      return { schema: { ...base, format: 'date' }, ui };
    case 'select': {
      const options = field.options ?? [];
      return {
        schema: { ...base, enum: options.map((o) => o.value) },
        ui: { ...ui, 'ui:enumNames': options.map((o) => o.label) },
      };
    }
    case 'idCard':
      return { schema: { ...base, format: 'id-card' }, ui: { ...ui, 'ui:options': { autoComplete: 'off', autoCapitalize: 'characters' } } };
    case 'mobile':
      return { schema: { ...base, format: 'mobile' }, ui: { ...ui, 'ui:options': { inputType: 'tel', autoComplete: 'tel' } } };
    default: {
      // text, and any type a newer server sends that this app does not know yet.
      const schema: RJSFSchema = { ...base, maxLength: Math.min(field.maxLength ?? VALUE_MAX_LENGTH, VALUE_MAX_LENGTH) };
      // A required text must hold more than spaces.
      if (!field.required || field.readonly) return { schema, ui };
      return { schema: { ...schema, pattern: '\\S' }, ui: { ...ui, 'ui:options': { errorMessages: { pattern: 'errors.blank' } } } };
    }
  }
}

/**
 * The schema and ui schema of a contract form, fields in the server's order. Labels and placeholders are the
 * server's text, shown as they come. Readonly fields (prefilled from verified data) are shown but not required:
 * the worker cannot change them and the server ignores them when saving.
 */
export function contractFieldsToForm(fields: readonly ContractFormField[]): ContractForm {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((f) => f.name) };
  const required: string[] = [];
  for (const field of fields) {
    const { schema, ui } = fieldSchema(field);
    properties[field.name] = schema;
    if (Object.keys(ui).length) uiSchema[field.name] = ui;
    if (field.required && !field.readonly) required.push(field.name);
  }
  return { schema: { type: 'object', properties, required }, uiSchema };
}

/** The saved values as form data: only the form's fields, and an empty value as no value (so `required` sees it). */
export function contractValuesToFormData(fields: readonly ContractFormField[], values: Partial<ContractFormValues> | null | undefined) {
  const data: Partial<ContractFormValues> = {};
  for (const { name } of fields) {
    const value = values?.[name];
    if (typeof value === 'string' && value !== '') data[name] = value;
  }
  return data;
}

/** Form data as the save request's `values`: the fields that have a value, the readonly ones left out. */
export function formDataToContractValues(fields: readonly ContractFormField[], data: Partial<ContractFormValues>): ContractFormValues {
  const values: ContractFormValues = {};
  for (const { name, readonly } of fields) {
    const value = data[name];
    if (!readonly && typeof value === 'string' && value !== '') values[name] = value;
  }
  return values;
}
