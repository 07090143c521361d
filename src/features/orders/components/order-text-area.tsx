// A worker's free text on an order (a decline's remark, a review) under its label, with its count.
import { TextArea } from '@/components/text-area';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; maxLength: number; rows: number; placeholder: string };

export function OrderTextArea({ id, label, value, onChange, maxLength, rows, placeholder }: Props) {
  return (
    <>
      <label className="order-field-label" htmlFor={id}>
        {label}
      </label>
      <TextArea id={id} className="order-textarea" value={value} onChange={onChange} maxLength={maxLength} rows={rows} placeholder={placeholder} />
    </>
  );
}
