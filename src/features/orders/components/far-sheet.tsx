// An arrival farther from the address than the platform's radius (issue 49): one question, why (a
// preset reason, her words when it is another), and then she arrives anyway. It never blocks: the
// platform takes the arrival with the reason, or refuses it with its words.
import { Button, Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/forms/use-form';
import { contractLengths } from '@/lib/validation';
import { FAR_REASONS, type ServiceOrderFarReason } from '@/features/orders/api/use-orders';
import { formatDistance } from '@/features/orders/utils/format';
import { OrderTextArea } from './order-text-area';

const REASONS = Object.values(FAR_REASONS);

export type FarAnswer = { farReason: ServiceOrderFarReason; farNote?: string };

type Props = {
  /** How far the phone is from the address, and the platform's radius, in metres. */
  metres: number;
  radius: number;
  onArrive: (answer: FarAnswer) => void;
  onClose: () => void;
};

export function FarSheet({ metres, radius, onArrive, onClose }: Props) {
  const { t } = useTranslation('orders');
  const form = useForm({
    initial: { reason: null as ServiceOrderFarReason | null, note: '' },
    rules: {
      reason: (value) => (value ? undefined : t('far.reasonLabel')),
      note: (value, values) => (values.reason === 'other' && !value.trim() ? t('far.needNote') : undefined),
    },
    idPrefix: 'far',
    focusFirstError: false,
  });
  const { reason, note } = form.values;
  const submit = form.submit(async (values) => {
    const text = values.note.trim();
    onArrive({ farReason: values.reason!, ...(text ? { farNote: text } : {}) });
    return true;
  });

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="order-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="far-title" aria-describedby="far-content">
        <h2 id="far-title" className="order-sheet__title">
          {t('far.title')}
        </h2>
        <p id="far-content" className="order-muted">
          {t('far.content', { distance: formatDistance(metres, t), radius: formatDistance(radius, t) })}
        </p>
        <fieldset className="order-sheet__reasons">
          <legend className="order-field-label">{t('far.reasonLabel')}</legend>
          <Radio.Group value={reason} onChange={(value) => form.setValue('reason', value as ServiceOrderFarReason)}>
            {REASONS.map((value) => (
              <Radio key={value} value={value} block className="order-sheet__reason">
                {t(`far.reason.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        {reason === 'other' && (
          <OrderTextArea id="far-note" label={t('far.note')} value={note} onChange={(value) => form.setValue('note', value)} maxLength={contractLengths.farNote.max} rows={2} placeholder={t('far.notePlaceholder')} />
        )}
        <div className="order-sheet__buttons">
          <Button block onClick={onClose}>
            {t('far.cancel')}
          </Button>
          <Button block color="primary" onClick={() => submit()} disabled={!reason || (reason === 'other' && !note.trim())}>
            {t('far.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
