// The ajv set-up of the precompiled form validators (codegen); the runtime forms' validator takes the same formats (interpreted-validator.ts).
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formats } from './formats.ts';

export const validatorOptions = {
  customFormats: formats,
  // date and email come from lib/validation too (see formats.ts), so ajv-formats is not needed in the bundle.
  ajvFormatOptions: false,
} satisfies CustomValidatorOptionsType;
