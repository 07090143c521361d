// Loads a form of forms/ (schema, ui schema) with its precompiled validator, on demand: the form's code and
// rjsf's validator arrive with the first form a screen shows. The forms built at run time use the
// runtime validator (interpreted-validator.ts: no code compiled in the browser), loaded the same way.
import { inTime } from '@/lib/loading/deadline';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { addErrorDetails } from './error-details';

/** `<area>/<form>` of forms/. */
export type FormId =
  | 'settings/profile'
  | 'settings/update-password'
  | 'settings/update-mobile'
  | 'settings/update-email'
  | 'settings/update-payword'
  | 'settings/set-payword'
  | 'settings/close-account'
  | 'account/withdraw-account'
  | 'apply/contract-form'
  | 'apply/basic-info'
  | 'apply/account';

export type LoadedForm = { schema: RJSFSchema; uiSchema: UiSchema; validator: ValidatorType<unknown, RJSFSchema> };

const schemas = import.meta.glob<RJSFSchema>('../../../forms/*/*.schema.json', { import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('../../../forms/*/*.ui.json', { import: 'default' });
const precompiled = import.meta.glob<ValidatorFunctions>('../../../generated/forms/validators/*.js', { import: 'default' });

export async function loadForm(id: FormId): Promise<LoadedForm> {
  const schema = schemas[`../../../forms/${id}.schema.json`];
  const ui = uiSchemas[`../../../forms/${id}.ui.json`];
  const fns = precompiled[`../../../generated/forms/validators/${id.replace('/', '-')}.js`];
  if (!schema || !fns) throw new Error(`Form ${id} is missing; run npm run codegen`);
  const [rootSchema, uiSchema, validateFns, { default: createPrecompiledValidator }] = await Promise.all([
    schema(),
    ui ? ui() : Promise.resolve({}),
    fns(),
    // Its own module: the package's index would bring ajv's compiler along (~39 kB gzip) for nothing.
    inTime(import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'), 'createPrecompiledValidator'),
  ]);
  return { schema: rootSchema, uiSchema, validator: createPrecompiledValidator<unknown, RJSFSchema>(validateFns, rootSchema, addErrorDetails) };
}

let runtime: Promise<ValidatorType<unknown, RJSFSchema>> | undefined;

/**
 * The validator for schemas made at run time (the apply account step, contract forms), with the same formats:
 * one that interprets the schema, as the build's Content-Security-Policy refuses the code ajv would compile.
 */
export function loadRuntimeValidator() {
  runtime ??= inTime(import('./interpreted-validator'), 'interpreted-validator').then(({ createInterpretedValidator }) => createInterpretedValidator());
  return runtime;
}
