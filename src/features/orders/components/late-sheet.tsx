// Telling the customer the worker will be late (issue 49): the minutes (the estimate's, which she may
// change) and a preset reason, her words when it is another; kept on the phone like a step, so it goes
// offline too, once. What the customer reads is the platform's.
import { Button, Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/forms/use-form';
import { sendStep } from '@/lib/ui/feedback';
import { contractLengths } from '@/lib/validation';
import { LATE_REASONS, type ServiceOrderLateReason } from '@/features/orders/api/use-orders';
import { useNotifyLate } from '@/features/orders/api/use-order-steps';
import { OrderTextArea } from './order-text-area';

const REASONS = Object.values(LATE_REASONS);
/** The contract's bounds of `lateMinutes`. */
const MINUTES = { min: 1, max: 1440 };

export function LateSheet({ orderId, minutes, visible, onClose }: { orderId: string; minutes: number; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const notify = useNotifyLate();
  const form = useForm({
    initial: { lateMinutes: Math.min(MINUTES.max, Math.max(MINUTES.min, minutes)), reason: null as ServiceOrderLateReason | null, note: '' },
    rules: {
      reason: (value) => (value ? undefined : t('late.reasonLabel')),
      // "Other" says what: the platform has nothing else to tell the customer.
      note: (value, values) => (values.reason === 'other' && !value.trim() ? t('late.needNote') : undefined),
    },
    idPrefix: 'late',
    focusFirstError: false,
  });
  const { lateMinutes, reason, note } = form.values;

  // Kept at the tap: the sheet closes at once, sent or waiting on the phone.
  const submit = form.submit(async (values) => {
    const text = values.note.trim();
    const done = await sendStep(
      notify.mutateAsync({ data: { id: orderId, lateMinutes: values.lateMinutes, reason: values.reason!, ...(text ? { note: text } : {}) } }),
      t('late.sent'),
    );
    if (done) onClose();
    return done;
  });

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="order-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="late-title">
        <h2 id="late-title" className="order-sheet__title">
          {t('late.title')}
        </h2>
        <p className="order-muted">{t('late.hint')}</p>
        <p className="order-field-label" id="late-minutes">
          {t('late.minutes')}
        </p>
        {/* Five minutes a tap: nobody knows a delay to the minute. */}
        <div className="order-minutes" role="group" aria-labelledby="late-minutes">
          <button type="button" className="order-minutes__button" aria-label={t('late.less')} disabled={lateMinutes <= MINUTES.min} onClick={() => form.setValue('lateMinutes', Math.max(MINUTES.min, lateMinutes - 5))}>
            −
          </button>
          <output className="order-minutes__value" aria-live="polite">
            {t('late.minutesValue', { minutes: lateMinutes })}
          </output>
          <button type="button" className="order-minutes__button" aria-label={t('late.more')} disabled={lateMinutes >= MINUTES.max} onClick={() => form.setValue('lateMinutes', Math.min(MINUTES.max, lateMinutes + 5))}>
            +
          </button>
        </div>
        <fieldset className="order-sheet__reasons">
          <legend className="order-field-label">{t('late.reasonLabel')}</legend>
          <Radio.Group value={reason} onChange={(value) => form.setValue('reason', value as ServiceOrderLateReason)}>
            {REASONS.map((value) => (
              <Radio key={value} value={value} block className="order-sheet__reason">
                {t(`late.reason.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        {reason === 'other' && (
          <OrderTextArea id="late-note" label={t('late.note')} value={note} onChange={(value) => form.setValue('note', value)} maxLength={contractLengths.lateNote.max} rows={2} placeholder={t('late.notePlaceholder')} />
        )}
        <div className="order-sheet__buttons">
          <Button block onClick={onClose}>
            {t('late.cancel')}
          </Button>
          <Button
            block
            color="primary"
            onClick={() => submit()}
            disabled={!reason || (reason === 'other' && !note.trim()) || form.submitting}
            loading={form.submitting}
            loadingText={t('late.sending')}
          >
            {t('late.send')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
