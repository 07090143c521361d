// The rjsf theme of the app: antd-mobile controls, visible labels tied to their inputs, inline translated errors,
// touch targets of at least 44 px. Loaded only with the form renderer (see index.ts).
import type {
  BaseInputTemplateProps,
  DescriptionFieldProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  TemplatesType,
  TitleFieldProps,
  UiSchema,
  WidgetProps,
} from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  errorId,
  getUiOptions,
  helpId,
  optionId,
} from '@rjsf/utils';
import { Switch } from 'antd-mobile';
import { type HTMLAttributes, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits, toHalfWidth } from '@/lib/validation';
import { DateField, labelId, Picker, PickerTrigger, usePickerMounted } from './picker-field';

/** Up to this many options show as a row of radio choices; more open a picker. */
const MAX_INLINE_CHOICES = 4;

type Widget = WidgetProps<unknown, RJSFSchema>;

function isChoiceList(schema: RJSFSchema, uiSchema: UiSchema | undefined) {
  const widget = getUiOptions(uiSchema).widget;
  if (widget === 'radio') return true;
  if (widget) return false;
  return Array.isArray(schema.enum) && schema.enum.length <= MAX_INLINE_CHOICES;
}

const isSwitch = (schema: RJSFSchema) => schema.type === 'boolean';

/** A schema's `description` documents the form for developers; people see only `ui:description`. */
const hasUiDescription = (uiSchema: UiSchema | undefined) => Boolean(uiSchema?.['ui:description']);

/** Widgets that are a group or a button: their label names them by aria-labelledby, not by `for`. */
const labelledByAria = (schema: RJSFSchema, uiSchema: UiSchema | undefined) => isChoiceList(schema, uiSchema);

// ---------------------------------------------------------------- templates

function FieldTemplate(props: FieldTemplateProps<unknown, RJSFSchema>) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, schema, uiSchema, rawErrors, classNames, registry } = props;
  if (hidden) return <div hidden>{children}</div>;
  // The root object and nested objects draw their own fieldset.
  if (schema.type === 'object') return children;
  const hasError = Boolean(rawErrors?.length);
  const inline = isSwitch(schema);
  // A control beside the input (ui:options.addon), given by the screen (SchemaForm's `addons`).
  const addonName = getUiOptions(uiSchema).addon;
  const addon = typeof addonName === 'string' ? (registry.formContext as { addons?: Record<string, ReactNode> } | undefined)?.addons?.[addonName] : undefined;
  const showLabel = (displayLabel || inline) && Boolean(label) && getUiOptions(uiSchema).label !== false;
  const labelContent = (
    <>
      {label}
      {required && !inline && (
        <span className="schema-form__required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  return (
    <div className={['schema-form__field', inline && 'schema-form__field--inline', hasError && 'schema-form__field--error', classNames].filter(Boolean).join(' ')}>
      {showLabel &&
        (labelledByAria(schema, uiSchema) ? (
          <span className="schema-form__label" id={labelId(id)}>
            {labelContent}
          </span>
        ) : (
          <label className="schema-form__label" id={labelId(id)} htmlFor={id}>
            {labelContent}
          </label>
        ))}
      {hasUiDescription(uiSchema) && description}
      {addon ? (
        <div className="schema-form__control schema-form__control--addon">
          {children}
          <div className="schema-form__addon">{addon}</div>
        </div>
      ) : (
        <div className="schema-form__control">{children}</div>
      )}
      {errors}
      {help}
    </div>
  );
}

function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps<unknown, RJSFSchema>) {
  const shown = errors.filter(Boolean);
  if (!shown.length) return null;
  return (
    <div id={errorId(fieldPathId)} className="schema-form__error" role="alert">
      {shown.map((error, i) => (
        <p key={i}>{error}</p>
      ))}
    </div>
  );
}

function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps<unknown, RJSFSchema>) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="schema-form__help">
      {help}
    </p>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps<unknown, RJSFSchema>) {
  if (!description) return null;
  return (
    <p id={id} className="schema-form__description">
      {description}
    </p>
  );
}

/** The screen shows the form's title in its own header. */
function TitleFieldTemplate(_props: TitleFieldProps<unknown, RJSFSchema>) {
  return null;
}

function ObjectFieldTemplate({ description, properties, schema, uiSchema, fieldPathId }: ObjectFieldTemplateProps<unknown, RJSFSchema>) {
  // A property whose (condition-resolved) schema is `false` must be absent: the field is not shown
  // (withdraw-account: no card number for WeChat). Its value is kept while hidden and dropped on submit.
  const shown = properties.filter((p) => !p.hidden && schema.properties?.[p.name] !== false);
  return (
    <div className="schema-form__fields" id={fieldPathId.$id}>
      {hasUiDescription(uiSchema) && description}
      {shown.map((p) => p.content)}
    </div>
  );
}

function ErrorListTemplate() {
  // Errors show under their fields; the first one gets the focus.
  return null;
}

// ---------------------------------------------------------------- widgets

function BaseInputTemplate(props: BaseInputTemplateProps<unknown, RJSFSchema>) {
  const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema, rawErrors, required, type, htmlName } = props;
  const ui = options as { inputType?: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; autoComplete?: string; autocomplete?: string; autoCapitalize?: string; normalize?: string };
  // What a person types or pastes, as the field checks it: a number typed as printed (groups,
  // full-width digits) as digits; a field with a number or email keyboard in half-width characters.
  const normalize = ui.normalize === 'digits' ? normalizeDigits : ui.inputMode && ui.inputMode !== 'text' ? toHalfWidth : (typed: string) => typed;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const length = [...(value === undefined || value === null ? '' : String(value))].length;
  // Native elements styled like antd-mobile's: its Input and TextArea do not pass aria-* to the element.
  // No native maxLength: it dropped what was pasted past the limit without a word. Past the limit the
  // field keeps every character, its count turns red and the form's check says how many are allowed.
  return (
    <>
    <input
      id={id}
      name={htmlName || id}
      className="schema-form__input"
      value={value === undefined || value === null ? '' : String(value)}
      type={ui.inputType ?? (type === 'password' ? 'password' : 'text')}
      inputMode={ui.inputMode}
      autoComplete={ui.autoComplete ?? ui.autocomplete ?? 'off'}
      autoCapitalize={ui.autoCapitalize}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => {
        const typed = normalize(e.target.value);
        onChange(typed === '' ? options.emptyValue : typed);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
    {max !== undefined && length >= max * 0.8 && <LengthCount length={length} max={max} />}
    </>
  );
}

/** n/max under a field with a limit; red past it. */
function LengthCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'schema-form__count schema-form__count--over' : 'schema-form__count'} aria-hidden="true">
      {length}/{max}
    </span>
  );
}

function TextWidget(props: Widget) {
  return <BaseInputTemplate {...props} />;
}

function TextareaWidget({ id, value, readonly, disabled, placeholder, onChange, onBlur, onFocus, options, schema, rawErrors, required, htmlName }: Widget) {
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  const text = typeof value === 'string' ? value : '';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <>
      <textarea
        id={id}
        name={htmlName || id}
        className="schema-form__textarea"
        value={text}
        placeholder={placeholder}
        rows={rows}
        readOnly={readonly}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {max !== undefined && <LengthCount length={[...text].length} max={max} />}
    </>
  );
}

/** Few options: a row of radio choices (native radios, one tab stop, arrow keys move). */
function RadioWidget({ id, value, readonly, disabled, onChange, onBlur, onFocus, options, rawErrors, required, htmlName }: Widget) {
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  return (
    <div
      id={id}
      role="radiogroup"
      tabIndex={-1}
      className="schema-form__choices"
      aria-labelledby={labelId(id)}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, i) => (
        <label key={String(option.value)} className="schema-form__choice">
          <input
            type="radio"
            id={optionId(id, i)}
            name={htmlName || id}
            value={String(i)}
            checked={selected === String(i)}
            disabled={disabled || readonly}
            onChange={() => onChange(enumOptionsValueForIndex(String(i), enumOptions, options.emptyValue))}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Many options: a bottom picker opened from a button. */
function SelectWidget(props: Widget) {
  const { id, value, readonly, disabled, onChange, onBlur, options, schema, uiSchema, rawErrors, placeholder, label } = props;
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const mounted = usePickerMounted(open);
  if (isChoiceList(schema, uiSchema)) return <RadioWidget {...props} />;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const current = selected === undefined ? undefined : enumOptions[Number(selected)];
  return (
    <>
      <PickerTrigger
        id={id}
        text={current?.label}
        placeholder={placeholder || t('picker.placeholder')}
        disabled={Boolean(disabled || readonly)}
        invalid={Boolean(rawErrors?.length)}
        describedBy={ariaDescribedByIds(id)}
        onClick={() => setOpen(true)}
      />
      {mounted && (
        <Suspense fallback={null}>
          <Picker
            visible={open}
            title={label}
            confirmText={t('picker.confirm')}
            cancelText={t('picker.cancel')}
            columns={[enumOptions.map((o, i) => ({ label: o.label, value: String(i) }))]}
            value={selected === undefined ? [] : [selected]}
            onClose={() => {
              setOpen(false);
              onBlur(id, value);
            }}
            onConfirm={([index]) => {
              if (index !== null && index !== undefined) onChange(enumOptionsValueForIndex(String(index), enumOptions, options.emptyValue));
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** A date as yyyy-MM-dd: the app's one date field (picker-field.tsx), its bounds from ui:options. */
function DateWidget({ id, value, readonly, disabled, onChange, onBlur, options, rawErrors, required, placeholder, label }: Widget) {
  const { t } = useTranslation('forms');
  return (
    <DateField
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={(picked) => onChange(picked ?? options.emptyValue)}
      onClose={() => onBlur(id, value)}
      title={label}
      labels={{ placeholder: placeholder || t('picker.placeholder'), confirm: t('picker.confirm'), cancel: t('picker.cancel'), clear: t('picker.clear') }}
      min={options.minDate}
      max={options.maxDate}
      defaultDate={options.defaultDate}
      disabled={Boolean(disabled || readonly)}
      clearable={!required}
      invalid={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}

/** A boolean as a switch: a real button (focusable, Space/Enter), antd-mobile's Switch is only its look. */
function SwitchWidget({ id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors }: Widget) {
  const checked = value === true;
  return (
    <button
      type="button"
      role="switch"
      id={id}
      className="schema-form__switch"
      aria-checked={checked}
      aria-labelledby={labelId(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      disabled={disabled || readonly}
      onClick={() => onChange(!checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <Switch checked={checked} disabled={disabled || readonly} aria-hidden="true" />
    </button>
  );
}

export const widgets = {
  TextWidget,
  EmailWidget: TextWidget,
  PasswordWidget: TextWidget,
  TextareaWidget,
  textarea: TextareaWidget,
  SelectWidget,
  RadioWidget,
  radio: RadioWidget,
  DateWidget,
  date: DateWidget,
  CheckboxWidget: SwitchWidget,
  switch: SwitchWidget,
};

export const templates: Partial<TemplatesType<unknown, RJSFSchema>> = {
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
};
