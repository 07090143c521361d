// The app's pickers as fields: a full-width button that shows the value (or a placeholder) and opens
// antd-mobile's picker from the bottom. The schema forms' widgets (theme.tsx) and a screen's own date
// outside a schema form (the photos step's 健康证有效期) use this one date field, so every date in the
// app is picked the same way, never with the browser's date box. No rjsf here: a screen that imports
// it does not bring the form renderer, and its texts come from the caller (no `forms` namespace).
//
// The pickers (pickers.ts: antd-mobile's pickers with their motion library and dayjs, ~45 KB gzip) are
// not part of a screen's first load: the trigger shows the value without them. Their code is fetched
// once the page is idle (or when a picker is first opened, if sooner), and a picker is mounted only
// once it has been opened; hidden until tapped, it takes no place, so nothing moves as it comes.
import { inTime } from '@/lib/loading/deadline';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOptional } from '@/lib/loading/optional';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import './picker-field.css';

const loadPickers = () => inTime(import('./pickers'), 'pickers');

/**
 * While the pickers' code cannot come (a dead network before it was fetched, past the chunk's time
 * limit), a tap says so under the field rather than opening nothing, and the form stays as it is
 * (a failed lazy component would swap the page, and the form typed into it, for the error page).
 * The picker itself replaces it if its code comes later (lib/loading/optional.ts).
 */
function PickerStandIn({ visible, onClose }: { visible?: boolean; onClose?: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    // Closed at once, so the trigger stays the one thing to tap.
    if (visible) onClose?.();
  }, [visible, onClose]);
  const [said, setSaid] = useState(false);
  if (visible && !said) setSaid(true);
  return said ? (
    <p className="schema-form__picker-failed" role="alert">
      {t('states.pickerFailed')}
    </p>
  ) : null;
}

export const Picker = lazyOptional(() => loadPickers().then((m) => m.Picker), PickerStandIn, { id: 'pickers' });
const DatePicker = lazyOptional(() => loadPickers().then((m) => m.DatePicker), PickerStandIn, { id: 'pickers' });

/** Whether a picker has been opened (it stays mounted afterwards, to animate its closing); its code starts when idle. */
export function usePickerMounted(open: boolean) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => whenIdleAfterLoad(() => void loadPickers().catch(() => undefined)), []);
  return mounted;
}

/** The id of a field's visible label: the trigger is named by it and by its value. */
export const labelId = (id: string) => `${id}__label`;
const valueId = (id: string) => `${id}__value`;

/**
 * The look of a picker's trigger: a full-width button that shows the value, or the placeholder.
 * No aria-required: ARIA does not allow it on a button (axe: aria-allowed-attr); the label's mark
 * and the required error say it.
 */
export function PickerTrigger({ id, text, placeholder, disabled, invalid, describedBy, onClick, trailing, className }: {
  id: string;
  text: string | undefined;
  placeholder: string;
  disabled: boolean;
  invalid?: boolean;
  describedBy?: string;
  onClick: () => void;
  trailing?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `schema-form__picker ${className}` : 'schema-form__picker'}>
      <button
        type="button"
        id={id}
        className="schema-form__trigger"
        disabled={disabled}
        aria-labelledby={`${labelId(id)} ${valueId(id)}`}
        aria-haspopup="dialog"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        <span id={valueId(id)} className={text ? 'schema-form__value' : 'schema-form__placeholder'}>
          {text ?? placeholder}
        </span>
        <span className="schema-form__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {trailing}
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDateText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function parseDateText(text: unknown): Date | undefined {
  const m = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** `today` or yyyy-MM-dd (ui:options minDate / maxDate / defaultDate). */
const dateOption = (option: unknown) => (option === 'today' ? new Date() : parseDateText(option));

/**
 * A date as yyyy-MM-dd, picked from antd-mobile's DatePicker that opens on tap. Its label is the
 * caller's, an element with the id `labelId(id)`. `min`, `max` and `defaultDate` are `today` or
 * yyyy-MM-dd; without a value the wheels start at `defaultDate` (a birthday near 1990, not today).
 */
export function DateField({
  id,
  value,
  onChange,
  onClose,
  title,
  labels,
  min,
  max,
  defaultDate,
  disabled = false,
  clearable = false,
  invalid,
  describedBy,
  className,
}: {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | undefined) => void;
  onClose?: () => void;
  title: ReactNode;
  labels: { placeholder: string; confirm: string; cancel: string; clear: string };
  min?: unknown;
  max?: unknown;
  defaultDate?: unknown;
  disabled?: boolean;
  clearable?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const mounted = usePickerMounted(open);
  const date = parseDateText(value);
  const earliest = dateOption(min) ?? new Date(1940, 0, 1);
  const latest = dateOption(max) ?? new Date(new Date().getFullYear() + 10, 11, 31);
  return (
    <>
      <PickerTrigger
        id={id}
        className={className}
        text={typeof value === 'string' && value ? value : undefined}
        placeholder={labels.placeholder}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
        onClick={() => setOpen(true)}
        trailing={
          clearable &&
          date &&
          !disabled && (
            <button type="button" className="schema-form__clear" onClick={() => onChange(undefined)}>
              {labels.clear}
            </button>
          )
        }
      />
      {mounted && (
        <Suspense fallback={null}>
          <DatePicker
            visible={open}
            title={title}
            precision="day"
            min={earliest}
            max={latest}
            value={date ?? dateOption(defaultDate) ?? null}
            confirmText={labels.confirm}
            cancelText={labels.cancel}
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
            onConfirm={(picked) => onChange(toDateText(picked))}
          />
        </Suspense>
      )}
    </>
  );
}
