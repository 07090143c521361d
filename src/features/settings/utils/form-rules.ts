// Rules across the fields of a settings form, which a JSON schema cannot say.
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type FieldErrors = Record<string, { addError: (message: string) => void } | undefined>;

/** The field `second` must equal `first` (a password typed twice), said in the language shown now. */
export function useSameAs(first: string, second: string) {
  const { t } = useTranslation('forms');
  return useCallback<CustomValidator<unknown, RJSFSchema>>(
    (data, errors) => {
      const values = (data ?? {}) as Record<string, unknown>;
      if (values[second] !== undefined && values[second] !== values[first]) (errors as unknown as FieldErrors)[second]?.addError(t('errors.passwordMismatch'));
      return errors;
    },
    [t, first, second],
  );
}
