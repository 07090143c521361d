// pages/order/appraise?id=: the worker reviews the customer of a completed order: 1-5 stars, up
// to 6 tags from the contract's list, up to 200 characters; sent once, then back to the detail.
import { Rate, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { useBack } from '@/components/stack-page';
import { REVIEW_TAGS, type ServiceOrder, type ServiceOrderReviewTag } from '@/features/orders/api/use-orders';
import { useAppraiseCustomer } from '@/features/orders/api/use-order-steps';
import { ActionBar, ActionButton } from '@/features/orders/components/action-bar';
import { OrderFormPage } from '@/features/orders/components/order-page';
import { OrderTextArea } from '@/features/orders/components/order-text-area';
import { orderLink } from '@/features/orders/utils/order-links';
import { REVIEW_TAG_KEYS } from '@/features/orders/utils/review-tags';
import '@/features/orders/orders.css';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useForm } from '@/lib/forms/use-form';
import { contractLengths } from '@/lib/validation';

const MAX_TAGS = 6;
const MAX_CONTENT = contractLengths.customerReview.max;
const TAGS = Object.values(REVIEW_TAGS);

function AppraiseForm({ id, order }: { id: string; order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  const back = useBack(orderLink('orderDetail', id));
  const appraise = useAppraiseCustomer();
  // Stars are needed, said in a toast at a send.
  const form = useForm({
    initial: { stars: 0, tags: [] as ServiceOrderReviewTag[], content: '' },
    rules: { stars: (value) => (value < 1 ? t('appraise.needStars') : undefined) },
    idPrefix: 'appraise',
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const { stars, tags, content } = form.values;
  const setStars = (value: number) => form.setValue('stars', value);

  // Sent once: a second tap, or a tap after success, sends nothing.
  const submit = form.submit(async (values) => {
    const text = values.content.trim();
    const sent = await sendStep(appraise.mutateAsync({ data: { id, stars: values.stars, tags: values.tags, ...(text ? { content: text } : {}) } }), t('appraise.submitted'));
    if (sent) back();
    return sent;
  });

  const changeTags = (next: ServiceOrderReviewTag[]) => {
    if (next.length > MAX_TAGS) {
      void showToast(t('appraise.tagsMax'));
      return;
    }
    form.setValue('tags', next);
  };

  return (
    <>
      <Card
        titleId="appraise-about"
        title={t('appraise.about', {
          customer: order.customer.nickname,
          service: t('order.service', { name: order.service.name, minutes: order.service.durationMinutes }),
        })}
      >

        <fieldset className="appraise-stars">
          <legend className="order-field-label">{t('appraise.stars')}</legend>
          {/* antd-mobile's Rate answers taps and drags only; the radios beneath give keyboards and
              screen readers the same choice. */}
          <Rate value={stars} onChange={setStars} allowClear={false} aria-hidden="true" className="appraise-stars__rate" />
          <div className="visually-hidden">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input type="radio" name="appraise-stars" value={n} checked={stars === n} onChange={() => setStars(n)} />
                {t('appraise.star', { n: n })}
              </label>
            ))}
          </div>
        </fieldset>

        <p id="appraise-tags" className="order-field-label">
          {t('appraise.tags')}
        </p>
        <Selector<ServiceOrderReviewTag>
          aria-labelledby="appraise-tags"
          className="appraise-tags"
          multiple
          value={tags}
          onChange={changeTags}
          options={TAGS.map((tag) => ({
            value: tag,
            label: t(`appraise.tag.${REVIEW_TAG_KEYS[tag]}`),
            disabled: tags.length >= MAX_TAGS && !tags.includes(tag),
          }))}
        />

        <OrderTextArea
          id="appraise-content"
          label={t('appraise.content')}
          value={content}
          onChange={(value) => form.setValue('content', value)}
          maxLength={MAX_CONTENT}
          rows={4}
          placeholder={t('appraise.contentPlaceholder')}
        />
      </Card>
      <ActionBar>
        <ActionButton onClick={() => submit()} busy={appraise.isPending} busyText={t('appraise.submitting')} disabled={appraise.isSuccess}>
          {t('appraise.submit')}
        </ActionButton>
      </ActionBar>
    </>
  );
}

export function OrderAppraiseScreen() {
  const { t } = useTranslation('orders');
  return <OrderFormPage title={t('appraise.title')} allowed={(order) => order.canAppraise} notAllowed={t('appraise.closed')} form={AppraiseForm} />;
}
