// The ajv set-up every form validator shares, precompiled (codegen) or compiled at run time, so both judge alike.
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formats } from './formats.ts';

export const validatorOptions = {
  customFormats: formats,
  // date and email come from lib/validation too (see formats.ts), so ajv-formats is not needed in the bundle.
  ajvFormatOptions: false,
} satisfies CustomValidatorOptionsType;
