// A row of tabs that filter a wallet list below it (the balance's records by type, the withdrawals by
// status).
import type { KeyboardEvent } from 'react';

/** A row of tabs that filter the list below it (WAI-ARIA tabs: arrow keys move between them). */
export function FilterTabs<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  text,
}: {
  id: string;
  label: string;
  options: T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = options[(index + step + options.length) % options.length];
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="wallet-tabs" role="tablist" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option}
          id={`${id}-tab-${option}`}
          type="button"
          role="tab"
          aria-selected={option === value}
          aria-controls={`${id}-panel`}
          tabIndex={option === value ? 0 : -1}
          className="wallet-tabs__tab"
          onClick={() => onChange(option)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
