// A row of tabs that switch what one panel shows (a period, a category): arrow keys move between
// them, the panel is named by the chosen tab. Wraps and scrolls sideways on a narrow screen.
import type { KeyboardEvent, ReactNode } from 'react';
import './segment-tabs.css';

type SegmentTab<K extends string> = { key: K; label: string };

export function SegmentTabs<K extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  /** Prefix of the tabs' and the panel's element ids, unique on the page. */
  id: string;
  label: string;
  tabs: SegmentTab<K>[];
  value: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length].key;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div className="segment-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              id={`${id}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="segment-tabs__tab"
              onClick={() => onChange(tab.key)}
              onKeyDown={(e) => onKey(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}
