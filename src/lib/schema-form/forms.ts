// Loads a form of forms/ (schema, ui schema) with its precompiled validator, on demand: the form's code and
// rjsf's validator arrive with the first form a screen shows. The contract form, built at run time, uses
// the runtime validator (ajv compiles in the browser), loaded the same way.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { addErrorDetails } from './error-details';
import { validatorOptions } from './validator-options';

/** `<area>/<form>` of forms/. */
export type FormId =
  | 'settings/profile'
  | 'settings/update-password'
  | 'settings/update-mobile'
  | 'settings/update-email'
  | 'settings/update-payword'
  | 'settings/set-payword'
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
    import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'),
  ]);
  return { schema: rootSchema, uiSchema, validator: createPrecompiledValidator<unknown, RJSFSchema>(validateFns, rootSchema, addErrorDetails) };
}

let runtime: Promise<ValidatorType<unknown, RJSFSchema>> | undefined;

/** The validator for schemas made at run time (contract forms): ajv with the same formats, compiled in the browser. */
export function loadRuntimeValidator() {
  runtime ??= import('@rjsf/validator-ajv8/lib/customizeValidator.js').then(({ default: customizeValidator }) =>
    customizeValidator<unknown, RJSFSchema>(validatorOptions, addErrorDetails),
  );
  return runtime;
}
