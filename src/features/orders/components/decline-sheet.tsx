// Declining an offer: a reason from the contract's list and an optional remark, on the form primitive. What was
// chosen stays when the request fails or the sheet is closed; a double tap declines once.
import { Button, Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/forms/use-form';
import { contractLengths } from '@/lib/validation';
import { DECLINE_REASONS, type ServiceOrderDeclineReason } from '@/features/orders/api/use-orders';
import { useDeclineOrder } from '@/features/orders/api/use-order-steps';
import { OrderTextArea } from './order-text-area';

const REASONS = Object.values(DECLINE_REASONS);

export function DeclineSheet({
  orderId,
  visible,
  onClose,
  onDeclined,
  onError,
}: {
  orderId: string;
  visible: boolean;
  onClose: () => void;
  onDeclined: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('orders');
  const decline = useDeclineOrder();
  // A reason is needed: the confirm button waits for one, so the rule only guards the request and no error shows.
  const form = useForm({
    initial: { reason: null as ServiceOrderDeclineReason | null, remark: '' },
    rules: { reason: (value) => (value ? undefined : t('decline.reasonLabel')) },
    idPrefix: 'decline',
    focusFirstError: false,
  });
  const { reason, remark } = form.values;

  // Declined once: a second tap, or a tap after success, sends nothing.
  const submit = form.submit(async (values) => {
    const text = values.remark.trim();
    try {
      await decline.mutateAsync({ data: { id: orderId, reason: values.reason!, ...(text ? { remark: text } : {}) } });
    } catch (error) {
      onError(error);
      return false;
    }
    onDeclined();
    return true;
  });

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="order-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="decline-title">
        <h2 id="decline-title" className="order-sheet__title">
          {t('decline.title')}
        </h2>
        <fieldset className="order-sheet__reasons">
          <legend className="visually-hidden">{t('decline.reasonLabel')}</legend>
          <Radio.Group value={reason} onChange={(value) => form.setValue('reason', value as ServiceOrderDeclineReason)}>
            {REASONS.map((value) => (
              <Radio key={value} value={value} block className="order-sheet__reason">
                {t(`decline.reason.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <OrderTextArea id="decline-remark" label={t('decline.remark')} value={remark} onChange={(value) => form.setValue('remark', value)} maxLength={contractLengths.declineRemark.max} rows={2} placeholder={t('decline.remarkPlaceholder')} />
        <div className="order-sheet__buttons">
          <Button block onClick={onClose}>
            {t('decline.cancel')}
          </Button>
          <Button
            block
            color="danger"
            onClick={() => submit()}
            disabled={!reason || form.submitting}
            loading={form.submitting}
            loadingText={t('decline.declining')}
          >
            {t('decline.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
