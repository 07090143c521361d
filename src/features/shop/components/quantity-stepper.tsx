// A quantity with minus and plus buttons (44 px each) held between its least and most: at the most
// (the stock) plus is off and says why.
import { useTranslation } from 'react-i18next';

export function QuantityStepper({ value, min, max, onChange, label }: { value: number; min: number; max: number; onChange: (n: number) => void; label: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="qty" role="group" aria-label={label}>
      <button type="button" className="qty__btn" aria-label={t('qty.less', { name: label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="qty__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="qty__btn" aria-label={t('qty.more', { name: label })} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
