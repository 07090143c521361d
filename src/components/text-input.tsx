// A one-line text field with a limit (an address's street, a contact's name, an order's remark): as the
// TextArea, a paste past the limit is cut at the limit and the field says how much was left out; its count
// shows once the text nears the limit (as the JSON-schema forms' fields do). The input keeps its caller's
// class and attributes, so it sits in each form's own row.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthOf, useTextLimit } from './use-text-limit';
import './text-area.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
};

export function TextInput({ value, onChange, maxLength, ...rest }: Props) {
  const { t } = useTranslation('common');
  const { leftOut, change } = useTextLimit(maxLength, onChange);
  const length = lengthOf(value);
  return (
    <>
      <input type="text" {...rest} value={value} onChange={(e) => change(e.target.value)} />
      {length >= maxLength * 0.8 && (
        <span className="text-area__count" aria-hidden="true">
          {length}/{maxLength}
        </span>
      )}
      {leftOut > 0 && (
        <span className="text-area__cut" role="status">
          {t('textLimit.cut', { max: maxLength, n: leftOut })}
        </span>
      )}
    </>
  );
}
