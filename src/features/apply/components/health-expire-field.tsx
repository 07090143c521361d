// 健康证有效期 on the photos step: the app's date field (lib/schema-form/picker-field, as 出生日期 in
// the schema forms), never the browser's date box. A certificate still valid: from today (where the
// wheels start), as far as ten years on. The photos step loads it once the page is idle.
import { useTranslation } from 'react-i18next';
import { DateField } from '@/lib/schema-form/picker-field';

export function HealthExpireField({
  id,
  value,
  disabled,
  invalid,
  onChange,
}: {
  id: string;
  value: string | null;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('apply');
  return (
    <DateField
      id={id}
      className="apply-date"
      value={value}
      title={t('image.healthExpire')}
      labels={{ placeholder: t('image.healthExpirePlaceholder'), confirm: t('picker.confirm'), cancel: t('picker.cancel'), clear: t('picker.clear') }}
      min="today"
      defaultDate="today"
      disabled={disabled}
      invalid={invalid}
      onChange={(picked) => onChange(picked ?? null)}
    />
  );
}
