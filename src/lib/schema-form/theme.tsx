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
import { type HTMLAttributes, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { normalizeDigits, toHalfWidth } from '@/lib/validation';

// The pickers (pickers.ts: antd-mobile's pickers with their motion library and dayjs, ~45 KB gzip) are
// not part of a form's first load: the trigger shows the value without them. Their code is fetched
// once the page is idle (or when a picker is first opened, if sooner), and a picker is mounted only
// once it has been opened; hidden until tapped, it takes no place, so nothing moves as it comes.
const loadPickers = () => import('./pickers');
const Picker = lazy(() => loadPickers().then((m) => ({ default: m.Picker })));
const DatePicker = lazy(() => loadPickers().then((m) => ({ default: m.DatePicker })));

/** Whether a picker has been opened (it stays mounted afterwards, to animate its closing); its code starts when idle. */
function usePickerMounted(open: boolean) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => whenIdleAfterLoad(() => void loadPickers().catch(() => undefined)), []);
  return mounted;
}

/** Up to this many options show as a row of radio choices; more open a picker. */
const MAX_INLINE_CHOICES = 4;

export const labelId = (id: string) => `${id}__label`;
const valueId = (id: string) => `${id}__value`;

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

/**
 * The look of a picker's trigger: a full-width button that shows the value, or the placeholder.
 * No aria-required: ARIA does not allow it on a button (axe: aria-allowed-attr); the label's mark
 * and the required error say it.
 */
function PickerTrigger({ id, text, placeholder, disabled, rawErrors, onClick, trailing }: {
  id: string;
  text: string | undefined;
  placeholder: string | undefined;
  disabled: boolean;
  rawErrors: string[] | undefined;
  required: boolean | undefined;
  onClick: () => void;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation('forms');
  return (
    <div className="schema-form__picker">
      <button
        type="button"
        id={id}
        className="schema-form__trigger"
        disabled={disabled}
        aria-labelledby={`${labelId(id)} ${valueId(id)}`}
        aria-haspopup="dialog"
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onClick={onClick}
      >
        <span id={valueId(id)} className={text ? 'schema-form__value' : 'schema-form__placeholder'}>
          {text ?? placeholder ?? t('picker.placeholder')}
        </span>
        <span className="schema-form__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {trailing}
    </div>
  );
}

/** Many options: a bottom picker opened from a button. */
function SelectWidget(props: Widget) {
  const { id, value, readonly, disabled, onChange, onBlur, options, schema, uiSchema, rawErrors, required, placeholder, label } = props;
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
        placeholder={placeholder}
        disabled={Boolean(disabled || readonly)}
        rawErrors={rawErrors}
        required={required}
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

const pad = (n: number) => String(n).padStart(2, '0');
export const toDateText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function parseDateText(text: unknown): Date | undefined {
  const m = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** `today` or yyyy-MM-dd in ui:options minDate / maxDate. */
const dateOption = (option: unknown) => (option === 'today' ? new Date() : parseDateText(option));

/** A date as yyyy-MM-dd, picked from antd-mobile's DatePicker that opens on tap. */
function DateWidget({ id, value, readonly, disabled, onChange, onBlur, options, rawErrors, required, placeholder, label }: Widget) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const mounted = usePickerMounted(open);
  const date = parseDateText(value);
  const min = dateOption(options.minDate) ?? new Date(1940, 0, 1);
  const max = dateOption(options.maxDate) ?? new Date(new Date().getFullYear() + 10, 11, 31);
  const clearable = Boolean(date) && !required && !readonly && !disabled;
  return (
    <>
      <PickerTrigger
        id={id}
        text={typeof value === 'string' && value ? value : undefined}
        placeholder={placeholder}
        disabled={Boolean(disabled || readonly)}
        rawErrors={rawErrors}
        required={required}
        onClick={() => setOpen(true)}
        trailing={
          clearable && (
            <button type="button" className="schema-form__clear" onClick={() => onChange(options.emptyValue)}>
              {t('picker.clear')}
            </button>
          )
        }
      />
      {mounted && (
        <Suspense fallback={null}>
          <DatePicker
            visible={open}
            title={label}
            precision="day"
            min={min}
            max={max}
            // Without a value the wheels start at ui:options.defaultDate (a birthday near 1990, not today).
            value={date ?? dateOption(options.defaultDate) ?? null}
            confirmText={t('picker.confirm')}
            cancelText={t('picker.cancel')}
            onClose={() => {
              setOpen(false);
              onBlur(id, value);
            }}
            onConfirm={(picked) => onChange(toDateText(picked))}
          />
        </Suspense>
      )}
    </>
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
