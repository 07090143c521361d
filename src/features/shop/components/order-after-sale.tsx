// What a worker does with a shop order after paying: ask for a refund (status 1-5; it becomes -2
// until the seller decides) and review the goods once received (status 5; it becomes completed).
// Both are on the form primitive (lib/forms/use-form.ts): one request a tap, and what was typed is
// kept when a call fails; each is a form named for what it does, holding the one card. A piece the
// order page loads apart (its code arrives once the page is idle, or with an order that shows it).
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TextArea } from '@/components/text-area';
import { lengthOf } from '@/components/use-text-limit';
import { useForm } from '@/lib/forms/use-form';
import { showToast } from '@/lib/ui/feedback';
import { contractLengths } from '@/lib/validation';
import { type ShopOrderLine, useApplyRefund, useReviewOrder } from '../api/use-shop-orders';

const REFUND_REASONS = ['wrongItem', 'damaged', 'wrongSent', 'notWanted'] as const;
type RefundValues = { choice: (typeof REFUND_REASONS)[number] | ''; note: string };

const failed = (error: unknown) => void showToast(error instanceof Error ? error.message : String(error), 'fail');

/** The refund's form, opened by the page's 申请退款; `onDone` closes it once the request went through. */
export function RefundForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation('shop');
  const refund = useApplyRefund();
  // What is sent: the reason chosen, and the worker's words after it.
  const reasonOf = ({ choice, note }: RefundValues) => [choice ? t(`afterSale.reasons.${choice}`) : '', note.trim()].filter(Boolean).join('：');
  // The contract's least and most length of that reason, across both fields. The send stays off until they hold, as
  // it always has, so its message is only what a send that got past would say; the words' area says a reason too long.
  const reasonRule = (_choice: RefundValues['choice'], values: RefundValues) => {
    const length = lengthOf(reasonOf(values));
    if (length < contractLengths.refundReason.min) return t('afterSale.reasonNeeded');
    return length > contractLengths.refundReason.max ? t('common:textLimit.over', { max: contractLengths.refundReason.max, n: length - contractLengths.refundReason.max }) : undefined;
  };
  const form = useForm<RefundValues>({
    initial: { choice: '', note: '' },
    rules: { choice: reasonRule },
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  // The words' count and limit are the reason's as sent, the contract's: the reason chosen and its ： go before them.
  const chosen = form.values.choice ? lengthOf(t(`afterSale.reasons.${form.values.choice}`)) + 1 : 0;
  // The form closes once the request went through; asked again, it is a new intent (a new Idempotency-Key).
  const submit = form.submit(async (values) => {
    try {
      await refund.mutateAsync({ id: orderId, reason: reasonOf(values) });
    } catch (error) {
      failed(error);
      return false;
    }
    void showToast(t('afterSale.refundSent'), 'success');
    onDone();
    return false;
  });
  const noteId = form.idOf('note');
  return (
    <form aria-label={t('afterSale.refund')} onSubmit={submit}>
      <Card as="div" className="after-sale">
        <fieldset>
          <legend>{t('afterSale.reason')}</legend>
          {REFUND_REASONS.map((key) => (
            <label key={key} className="after-sale__choice">
              <input type="radio" name="refund-reason" value={key} checked={form.values.choice === key} onChange={() => form.setValue('choice', key)} />
              {t(`afterSale.reasons.${key}`)}
            </label>
          ))}
        </fieldset>
        {/* A label for the area by its id: TextArea wraps its element with the count and the note. */}
        <div className="after-sale__field">
          <label htmlFor={noteId}>{t('afterSale.note')}</label>
          <TextArea id={noteId} value={form.values.note} maxLength={contractLengths.refundReason.max} counted={chosen} rows={3} onChange={(note) => form.setValue('note', note)} />
        </div>
        <button type="submit" className="app-button app-button--primary" disabled={form.submitting || reasonRule(form.values.choice, form.values) !== undefined}>
          {form.submitting ? t('afterSale.sending') : t('afterSale.submitRefund')}
        </button>
      </Card>
    </form>
  );
}

type LineReview = { star: number; content: string };
type ReviewValues = { lines: Record<string, LineReview>; anonymous: boolean };

export function ReviewForm({ orderId, items }: { orderId: string; items: ShopOrderLine[] }) {
  const { t } = useTranslation('shop');
  const review = useReviewOrder();
  // Nothing to refuse: each line starts at 5 stars, its words are optional, and TextArea keeps them to the contract's most.
  const form = useForm<ReviewValues>({
    initial: () => ({ lines: Object.fromEntries(items.map((item) => [item.sku_id, { star: 5, content: '' }])), anonymous: false }),
    rules: {},
  });
  const { lines, anonymous } = form.values;
  const change = (sku: string, next: Partial<LineReview>) => form.setValue('lines', { ...lines, [sku]: { ...lines[sku]!, ...next } });
  const submit = form.submit(async (values) => {
    try {
      await review.mutateAsync({
        _id: orderId,
        anonymous: values.anonymous,
        comments: items.map((item) => ({ sku_id: item.sku_id, star: values.lines[item.sku_id]!.star, content: values.lines[item.sku_id]!.content.trim() })),
      });
    } catch (error) {
      failed(error);
      return false;
    }
    // The order is read again and, completed, offers no review.
    void showToast(t('afterSale.reviewSent'), 'success');
    return false;
  });
  return (
    <form aria-label={t('afterSale.review')} onSubmit={submit}>
      <Card as="div" className="after-sale" title={t('afterSale.review')} level={3}>
        {items.map((item) => {
          const name = `${item.goods_name} ${item.sku_name}`;
          const contentId = `${form.idOf('lines')}-${item.sku_id}`;
          return (
            <fieldset key={item.sku_id} className="after-sale__line">
              <legend>{name}</legend>
              <div role="radiogroup" aria-label={t('afterSale.stars', { name })} className="after-sale__stars">
                {[1, 2, 3, 4, 5].map((star) => (
                  <label key={star} className="after-sale__star">
                    <input type="radio" name={`star-${item.sku_id}`} value={star} checked={lines[item.sku_id]!.star === star} onChange={() => change(item.sku_id, { star })} />
                    {t('afterSale.star', { n: star })}
                  </label>
                ))}
              </div>
              <div className="after-sale__field">
                <label htmlFor={contentId}>{t('afterSale.content', { name })}</label>
                <TextArea id={contentId} value={lines[item.sku_id]!.content} maxLength={contractLengths.goodsReview.max} rows={3} onChange={(content) => change(item.sku_id, { content })} />
              </div>
            </fieldset>
          );
        })}
        <label className="after-sale__choice">
          <input type="checkbox" checked={anonymous} onChange={(e) => form.setValue('anonymous', e.target.checked)} />
          {t('afterSale.anonymous')}
        </label>
        <button type="submit" className="app-button app-button--primary" disabled={form.submitting}>
          {form.submitting ? t('afterSale.sending') : t('afterSale.submitReview')}
        </button>
      </Card>
    </form>
  );
}
