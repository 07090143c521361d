// The JSON-schema form renderer: rjsf with the app's antd-mobile theme, errors from the forms catalogue.
// Loaded on demand through LazySchemaForm (index.ts); nothing here belongs in the app shell's bundle.
import { withTheme, type IChangeEvent } from '@rjsf/core';
import type Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { deepEquals, type RJSFValidationError, retrieveSchema } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { createErrorTransformer, localizeUiSchema } from './localize';
import { templates, widgets } from './theme';
import './schema-form.css';

const ThemedForm = withTheme<unknown, RJSFSchema>({ widgets, templates });

export type SchemaFormProps<T extends object = Record<string, unknown>> = {
  schema: RJSFSchema;
  /** Text in it (ui:title, ui:placeholder, ui:help, ui:description, ui:enumNames) are keys of the forms catalogue. */
  uiSchema?: UiSchema;
  formData?: Partial<T>;
  validator: ValidatorType<unknown, RJSFSchema>;
  /** Called with valid data only; while a returned promise is pending the button shows progress and a second tap does nothing. */
  onSubmit: (data: T) => unknown;
  onChange?: (data: Partial<T>) => void;
  /** The button's text; the catalogue's `submit` when left out. */
  submitText?: string;
  disabled?: boolean;
  /** Progress shown by the caller (e.g. a mutation's isPending), on top of the pending promise of onSubmit. */
  submitting?: boolean;
  /** Prefix of the element ids (never `root`: the app mounts on #root); two forms on one page need different ones. */
  idPrefix?: string;
  /**
   * Controls shown beside a field's input, named by the field's `ui:options.addon` (a code field's
   * "send code" button, which needs the screen's state and calls).
   */
  addons?: Record<string, ReactNode>;
  /**
   * Rules across fields that a schema cannot say (a confirmation equal to the new password): add an
   * already translated message with `errors.<field>.addError(...)`. Runs on every validation.
   */
  customValidate?: CustomValidator<unknown, RJSFSchema>;
};

/** Drops the values of properties whose condition-resolved schema is `false` (fields hidden by a condition). */
function withoutHiddenValues(validator: ValidatorType<unknown, RJSFSchema>, schema: RJSFSchema, data: unknown) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const resolved = retrieveSchema(validator, schema, schema, data);
  const hidden = Object.entries(resolved.properties ?? {}).filter(([, s]) => s === false).map(([name]) => name);
  if (!hidden.length) return data;
  const kept = { ...(data as Record<string, unknown>) };
  for (const name of hidden) delete kept[name];
  return kept;
}

export function SchemaForm<T extends object = Record<string, unknown>>({
  schema,
  uiSchema = {},
  formData,
  validator,
  onSubmit,
  onChange,
  submitText,
  disabled = false,
  submitting = false,
  idPrefix = 'form',
  addons,
  customValidate,
}: SchemaFormProps<T>) {
  const { t, i18n } = useTranslation('forms');
  const formRef = useRef<Form<unknown, RJSFSchema>>(null);
  const [current, setCurrent] = useState<unknown>(formData);
  // New data from the caller (say, loaded after the form showed) replaces what is there; the same data again does not.
  const [given, setGiven] = useState(formData);
  if (!deepEquals(given, formData)) {
    setGiven(formData);
    setCurrent(formData);
  }
  const submission = useOneAtATime();
  // Errors show after the first submit, then follow every change.
  const [submitted, setSubmitted] = useState(false);
  // What no field shows: errors of the whole form (an unknown property, a validator that could not
  // run), else a refused submit would do nothing a person can see.
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const localUi = useMemo(
    () => localizeUiSchema(uiSchema, t, current as Record<string, unknown> | undefined),
    // i18n.language: the same t translates into another language after a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [uiSchema, t, i18n.language, current],
  );
  const transformErrors = useMemo(
    () => createErrorTransformer(t),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  // Errors on screen follow a language switch.
  const language = i18n.language;
  useEffect(() => {
    if (submitted) formRef.current?.validateForm();
  }, [language, submitted]);

  const handleChange = (event: IChangeEvent<unknown, RJSFSchema>) => {
    setFormErrors([]);
    setCurrent(event.formData);
    onChange?.(event.formData as Partial<T>);
  };

  const handleError = (errors: RJSFValidationError[]) => {
    setSubmitted(true);
    const ofTheForm = errors.filter((e) => !e.property || e.property === '.').map((e) => e.message || t('errors.invalid'));
    setFormErrors([...new Set(ofTheForm)]);
  };

  const handleSubmit = (event: IChangeEvent<unknown, RJSFSchema>) => {
    setSubmitted(true);
    setFormErrors([]);
    if (disabled || submitting) return;
    // The caller says what went wrong; the form only waits for its promise.
    void submission.run(async () => {
      await Promise.resolve(onSubmit(withoutHiddenValues(validator, schema, event.formData) as T)).catch(() => undefined);
    });
  };

  const busy = submission.running || submitting;
  const formContext = useMemo(() => ({ addons }), [addons]);
  return (
    <ThemedForm
      ref={formRef}
      className="schema-form"
      schema={schema}
      uiSchema={localUi}
      formData={current}
      validator={validator}
      idPrefix={idPrefix}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      liveValidate={submitted ? 'onChange' : undefined}
      transformErrors={transformErrors}
      customValidate={customValidate}
      formContext={formContext}
      onChange={handleChange}
      onError={handleError}
      onSubmit={handleSubmit}
    >
      <div className="schema-form__footer">
        {formErrors.length > 0 && (
          <div role="alert" className="schema-form__errors">
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <Button block type="submit" color="primary" size="large" loading={busy} loadingText={submitText ?? t('submit')} disabled={disabled || busy}>
          {submitText ?? t('submit')}
        </Button>
      </div>
    </ThemedForm>
  );
}

export default SchemaForm;
