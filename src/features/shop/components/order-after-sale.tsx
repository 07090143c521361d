// What a worker does with a shop order after paying: ask for a refund (status 1-5; it becomes -2
// until the seller decides) and review the goods once received (status 5; it becomes completed).
// Each form keeps what was typed until its call succeeds.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/text-area';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { contractLengths } from '@/lib/validation';
import { type ShopOrderLine, useApplyRefund, useReviewOrder } from '../api/use-shop-orders';

const REFUND_REASONS = ['wrongItem', 'damaged', 'wrongSent', 'notWanted'] as const;

const failed = (error: unknown) => void showToast(error instanceof Error ? error.message : String(error), 'fail');

export function RefundForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const refund = useApplyRefund();
  const sending = useOneAtATime();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<(typeof REFUND_REASONS)[number] | ''>('');
  const [note, setNote] = useState('');
  if (!open)
    return (
      <button type="button" className="app-button" onClick={() => setOpen(true)}>
        {t('afterSale.refund')}
      </button>
    );
  // The contract asks 2-200 characters: the reason chosen, and the worker's words after it. The words
  // keep to what the longest reason leaves, so what is sent is never cut.
  const reason = [choice ? t(`afterSale.reasons.${choice}`) : '', note.trim()].filter(Boolean).join('：');
  const noteMax = contractLengths.refundReason.max - Math.max(...REFUND_REASONS.map((key) => [...t(`afterSale.reasons.${key}`)].length)) - 1;
  const submit = () =>
    sending.run(async () => {
      try {
        await refund.mutateAsync({ id: orderId, reason });
        void showToast(t('afterSale.refundSent'), 'success');
        setOpen(false);
      } catch (error) {
        failed(error);
      }
      return false;
    });
  return (
    <form
      className="card after-sale"
      aria-label={t('afterSale.refund')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>{t('afterSale.reason')}</legend>
        {REFUND_REASONS.map((key) => (
          <label key={key} className="after-sale__choice">
            <input type="radio" name="refund-reason" value={key} checked={choice === key} onChange={() => setChoice(key)} />
            {t(`afterSale.reasons.${key}`)}
          </label>
        ))}
      </fieldset>
      {/* A label for the area by its id: TextArea wraps its element with the count and the note. */}
      <div className="after-sale__field">
        <label htmlFor={`${ids}-note`}>{t('afterSale.note')}</label>
        <TextArea id={`${ids}-note`} value={note} maxLength={noteMax} rows={3} onChange={setNote} />
      </div>
      <button type="submit" className="app-button app-button--primary" disabled={sending.running || reason.length < 2}>
        {sending.running ? t('afterSale.sending') : t('afterSale.submitRefund')}
      </button>
    </form>
  );
}

type LineReview = { star: number; content: string };

export function ReviewForm({ orderId, items }: { orderId: string; items: ShopOrderLine[] }) {
  const { t } = useTranslation('shop');
  const review = useReviewOrder();
  const sending = useOneAtATime();
  const ids = useId();
  const [lines, setLines] = useState<Record<string, LineReview>>(() => Object.fromEntries(items.map((item) => [item.sku_id, { star: 5, content: '' }])));
  const [anonymous, setAnonymous] = useState(false);
  const change = (sku: string, next: Partial<LineReview>) => setLines((all) => ({ ...all, [sku]: { ...all[sku]!, ...next } }));
  const submit = () =>
    sending.run(async () => {
      try {
        await review.mutateAsync({
          _id: orderId,
          anonymous,
          comments: items.map((item) => ({ sku_id: item.sku_id, star: lines[item.sku_id]!.star, content: lines[item.sku_id]!.content.trim() })),
        });
        void showToast(t('afterSale.reviewSent'), 'success');
      } catch (error) {
        failed(error);
      }
      return false;
    });
  return (
    <form
      className="card after-sale"
      aria-label={t('afterSale.review')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="goods-section-title">{t('afterSale.review')}</h3>
      {items.map((item) => {
        const name = `${item.goods_name} ${item.sku_name}`;
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
              <label htmlFor={`${ids}-${item.sku_id}`}>{t('afterSale.content', { name })}</label>
              <TextArea
                id={`${ids}-${item.sku_id}`}
                value={lines[item.sku_id]!.content}
                maxLength={contractLengths.goodsReview.max}
                rows={3}
                onChange={(content) => change(item.sku_id, { content })}
              />
            </div>
          </fieldset>
        );
      })}
      <label className="after-sale__choice">
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
        {t('afterSale.anonymous')}
      </label>
      <button type="submit" className="app-button app-button--primary" disabled={sending.running}>
        {sending.running ? t('afterSale.sending') : t('afterSale.submitReview')}
      </button>
    </form>
  );
}
