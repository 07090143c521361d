// The i18n of a form: ui schema text as catalogue keys, and ajv errors as catalogue messages (forms.json).
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

/** The ui schema keys whose text is translated. */
const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/**
 * A ui text: a catalogue key of the `forms` namespace, or literal text (a key the catalogue does not have is shown
 * as it is: the server's labels of a contract form). It may depend on a root field's value:
 * `{ "byValueOf": "type", "cases": { "bank": "withdrawAccount.accountNo.bank", ... }, "default": "..." }`.
 */
type UiText = string | { byValueOf: string; cases: Record<string, string>; default?: string };

type Data = Record<string, unknown> | undefined;

export function translate(t: TFunction, text: string) {
  return t(text, { ns: 'forms', defaultValue: text, nsSeparator: false });
}

function resolveText(t: TFunction, text: unknown, data: Data): unknown {
  if (typeof text === 'string') return translate(t, text);
  if (text && typeof text === 'object' && 'byValueOf' in text) {
    const { byValueOf, cases, default: fallback } = text as Extract<UiText, object>;
    const chosen = cases[String(data?.[byValueOf])] ?? fallback;
    return chosen === undefined ? undefined : translate(t, chosen);
  }
  return text;
}

/** The `ui:options` that may depend on a root field's value, as texts do: the keyboard and the normalising of a number. */
const CHOSEN_OPTIONS = new Set(['inputMode', 'inputType', 'normalize', 'autoComplete']);

function resolveOptions(options: Record<string, unknown>, data: Data) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (CHOSEN_OPTIONS.has(key) && value && typeof value === 'object' && 'byValueOf' in value) {
      const { byValueOf, cases, default: fallback } = value as Extract<UiText, object>;
      out[key] = cases[String(data?.[byValueOf])] ?? fallback;
    } else out[key] = value;
  }
  return out;
}

/** The ui schema with its text translated in the current language (recomputed when the language changes). */
export function localizeUiSchema(uiSchema: UiSchema, t: TFunction, data: Data): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (TEXT_KEYS.has(key)) out[key] = resolveText(t, value, data);
    else if (key === 'ui:options' && value && typeof value === 'object' && !Array.isArray(value)) out[key] = resolveOptions(value as Record<string, unknown>, data) as UiSchema['ui:options'];
    else if (key === 'ui:enumNames' && Array.isArray(value)) out[key] = value.map((v) => String(resolveText(t, v, data) ?? ''));
    else if (!key.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = localizeUiSchema(value as UiSchema, t, data);
    } else out[key] = value;
  }
  return out;
}

/** `.a.b` or `.items.0` (rjsf's error property) as path segments. */
const propertyPath = (property: string | undefined) => (property ?? '').split('.').filter(Boolean);

function uiAt(uiSchema: UiSchema | undefined, path: string[]): UiSchema | undefined {
  return path.reduce<UiSchema | undefined>((ui, segment) => {
    if (!ui) return undefined;
    return (/^\d+$/.test(segment) ? ui.items : ui[segment]) as UiSchema | undefined;
  }, uiSchema);
}

/** ajv keywords whose errors say nothing a person can act on: the failing `then` branch is reported by its own keywords. */
const SILENT = new Set(['if', 'false schema']);

/**
 * rjsf's `transformErrors`: every ajv error as a message of the forms catalogue in the current language.
 * A field may name its own message per keyword in `ui:options.errorMessages` (e.g. `{ "pattern": "errors.bankCard" }`).
 * `false schema` errors belong to fields that a condition hides; those values are dropped on submit.
 * The message of a refused national ID says why when the validator was made with addErrorDetails (loadForm does).
 */
export function createErrorTransformer(t: TFunction) {
  return (errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] =>
    errors
      .filter((e) => !SILENT.has(e.name ?? ''))
      .map((error) => {
        const path = propertyPath(error.property);
        const params = (error.params ?? {}) as Record<string, unknown>;
        const custom = (uiAt(uiSchema, path)?.['ui:options'] as { errorMessages?: Record<string, string> } | undefined)?.errorMessages?.[error.name ?? ''];
        let key = custom ?? (error.name === 'format' ? `errors.format.${String(params.format)}` : `errors.${error.name}`);
        // Why a national ID is refused, when the validator says (addErrorDetails).
        if (!custom && error.name === 'format' && typeof params.problem === 'string') key = `errors.idCard.${params.problem}`;
        const message = t(key, { ns: 'forms', ...params, defaultValue: t('errors.invalid', { ns: 'forms' }) });
        return { ...error, message, stack: message };
      });
}
