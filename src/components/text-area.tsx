// A text area with its count (12/200), for a worker's free text (feedback, a decline's remark, a
// review). Native: antd-mobile's TextArea cost ~2 KB gzip on each page's first load and does not
// pass aria-* to the element.
import type { TextareaHTMLAttributes } from 'react';
import './text-area.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
};

export function TextArea({ className, value, onChange, maxLength, ...rest }: Props) {
  return (
    <div className={className ? `text-area ${className}` : 'text-area'}>
      <textarea {...rest} className="text-area__element" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      <span className="text-area__count" aria-hidden="true">
        {[...value].length}/{maxLength}
      </span>
    </div>
  );
}
