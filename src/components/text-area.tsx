// A text area with its count (12/200), for a worker's free text (feedback, a decline's remark, a
// review). Native: antd-mobile's TextArea cost ~2 KB gzip on each page's first load and does not
// pass aria-* to the element. Text past the limit (a long paste) is cut at the limit, and the area
// says how much was left out: the browser's own maxLength cut it without a word. Where the text sent
// is more than the area's (a reason chosen before it), `counted` is the rest: the count and the limit
// are the whole text's, the contract's, and a text the rest pushed past it is said too long, not cut.
import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthOf, useTextLimit } from './use-text-limit';
import './text-area.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Characters of the text sent that are not typed here (a reason chosen before it); they count against maxLength. */
  counted?: number;
};

export function TextArea({ className, value, onChange, maxLength, counted = 0, ...rest }: Props) {
  const { t } = useTranslation('common');
  const { leftOut, change } = useTextLimit(Math.max(0, maxLength - counted), onChange);
  const length = counted + lengthOf(value);
  return (
    <div className={className ? `text-area ${className}` : 'text-area'}>
      <textarea {...rest} className="text-area__element" value={value} onChange={(e) => change(e.target.value, value)} />
      <span className="text-area__count" aria-hidden="true">
        {length}/{maxLength}
      </span>
      {leftOut > 0 && (
        <p className="text-area__cut" role="status">
          {t('textLimit.cut', { max: maxLength, n: leftOut })}
        </p>
      )}
      {length > maxLength && (
        <p className="text-area__cut" role="status">
          {t('textLimit.over', { max: maxLength, n: length - maxLength })}
        </p>
      )}
    </div>
  );
}
