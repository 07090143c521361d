// The validator of the forms built at run time (the apply account step's server options, the contract
// forms' server fields): @cfworker/json-schema walks the schema instead of compiling it to code, so it
// runs under the build's Content-Security-Policy, which refuses `eval` (ajv compiles each schema with
// `new Function`, refused there: such a form could never be sent). Its errors are given to rjsf in ajv's
// shape, so the forms' messages (localize.ts) and the national ID's reasons (error-details.ts) are the
// precompiled forms' own. Same formats as every form (formats.ts).
import { format as knownFormats, type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import { ID_KEY, JUNK_OPTION_ID, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { addErrorDetails } from './error-details';
import { formats } from './formats';

Object.assign(knownFormats, formats);

/** Keywords that only say a subschema failed: the subschema's own keyword says what. */
const CONTAINERS = new Set(['properties', 'items', 'prefixItems', 'additionalItems', 'allOf', '$ref', '$recursiveRef', 'if', 'then', 'else', 'dependentSchemas', 'patternProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains']);

/** `#/a/b` (a JSON pointer fragment) as its segments. */
const segments = (pointer: string) =>
  pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

const at = (value: unknown, pointer: string) => segments(pointer).reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

/** The property a `required` or `additionalProperties` error names (the library says it only in its text). */
const namedProperty = (unit: OutputUnit) => /"(.*?)"/.exec(unit.error)?.[1] ?? '';

const COMPARISONS: Record<string, string> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

/** ajv's pair of equal items: from the end, the first item that one after it repeats. */
function duplicatePair(items: unknown): { i: number; j: number } | Record<string, never> {
  if (!Array.isArray(items)) return {};
  const seen = new Map<string, number>();
  for (let i = items.length - 1; i >= 0; i--) {
    const key = JSON.stringify(items[i]);
    const j = seen.get(key);
    if (j !== undefined) return { i, j };
    seen.set(key, i);
  }
  return {};
}

/** A keyword's value gives ajv's `params` of its error. */
function paramsOf(unit: OutputUnit, schema: unknown, data: unknown): Record<string, unknown> {
  const value = at(schema, unit.keywordLocation);
  switch (unit.keyword) {
    case 'required':
      return { missingProperty: namedProperty(unit) };
    case 'additionalProperties':
      return { additionalProperty: namedProperty(unit) };
    case 'propertyNames':
      return { propertyName: namedProperty(unit) };
    case 'uniqueItems':
      return duplicatePair(at(data, unit.instanceLocation));
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { comparison: COMPARISONS[unit.keyword], limit: value };
    case 'format':
      return { format: value };
    case 'pattern':
      return { pattern: value };
    case 'enum':
      return { allowedValues: value };
    case 'type':
      return { type: value };
    case 'multipleOf':
      return { multipleOf: value };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return { limit: value };
    default:
      return {};
  }
}

/** The errors of `data` against `schema`, in ajv's shape (with the value, as ajv's verbose mode gives it). */
function validateRaw(schema: RJSFSchema, data: unknown): ErrorObject[] {
  const result = new Validator(schema as Schema, '7', false).validate(data);
  // A property `additionalProperties: false` refuses is one error of the object, as ajv gives it, not
  // also a `false` schema's of the property.
  const refused = result.errors.filter((unit) => unit.keyword === 'additionalProperties' && at(schema, unit.keywordLocation) === false);
  const refusedExtras = new Set(refused.map((unit) => `${unit.instanceLocation}/${encodeURIComponent(namedProperty(unit))}`));
  const errors = result.errors
    // An additionalProperties schema that is not `false` says what is wrong through its own keywords.
    .filter((unit) => !CONTAINERS.has(unit.keyword) && (unit.keyword !== 'additionalProperties' || refused.includes(unit)))
    .filter((unit) => !(unit.keyword === 'false' && refusedExtras.has(unit.instanceLocation)))
    .map(
      (unit): ErrorObject => ({
        keyword: unit.keyword === 'false' ? 'false schema' : unit.keyword,
        // A property's name that propertyNames refuses is an error of the object, as ajv gives it.
        instancePath: segments(unit.instanceLocation)
          .slice(0, unit.keywordLocation.includes('/propertyNames/') ? -1 : undefined)
          .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
          .join(''),
        schemaPath: unit.keywordLocation,
        params: paramsOf(unit, schema, data),
        message: unit.error,
        data: at(data, unit.instanceLocation),
      }),
    );
  addErrorDetails(errors);
  return errors;
}

/** rjsf's validator for schemas made at run time, with no code generated. */
export function createInterpretedValidator(): ValidatorType<unknown, RJSFSchema> {
  const validator: ValidatorType<unknown, RJSFSchema> = {
    rawValidation: (schema, formData) => ({ errors: validateRaw(schema, formData) as never }),
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      processRawValidationErrors(validator, { errors: validateRaw(schema, formData) }, formData, schema, customValidate, transformErrors, uiSchema),
    // A branch of the form (oneOf, dependencies, if) against the data, with the root's definitions for its $refs.
    isValid: (schema, formData, rootSchema) =>
      schema[ID_KEY] !== JUNK_OPTION_ID && validateRaw({ ...schema, definitions: rootSchema.definitions, $defs: rootSchema.$defs }, formData).length === 0,
    reset: () => undefined,
  };
  return validator;
}
