// Adds what a message needs and rjsf drops: ajv's raw error has the value (verbose), rjsf's error only params.
// Passed as the validators' `localizer`, so the message of a refused national ID can say why (brief: national ID).
import type { Localizer } from '@rjsf/validator-ajv8';
import { idCardProblem } from '@/lib/validation';

export const addErrorDetails: Localizer = (errors) => {
  for (const error of errors ?? []) {
    if (error.keyword === 'format' && error.params.format === 'id-card' && typeof error.data === 'string') {
      const problem = idCardProblem(error.data);
      if (problem) error.params = { ...error.params, problem };
    }
  }
};
