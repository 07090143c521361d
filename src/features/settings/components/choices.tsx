// A row of choices (the language, how to change the payment password): native radios, one tab stop,
// arrow keys move. antd-mobile's Selector would bring the Mine tab's chunk to the settings pages.
import { useId } from 'react';

type Props<T extends string> = {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
};

export function Choices<T extends string>({ label, value, options, onChange, disabled }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="settings-choices">
      {options.map((option) => (
        <label key={option.value} className="settings-choice">
          <input type="radio" name={name} value={option.value} checked={option.value === value} disabled={disabled} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
