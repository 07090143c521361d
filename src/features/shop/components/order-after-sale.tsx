// What a worker does with a shop order after paying: ask for a refund (status 1-5; it becomes -2
// until the seller decides) and review the goods once received (status 5; it becomes completed).
// Each form keeps what was typed until its call succeeds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { type ShopOrderLine, useApplyRefund, useReviewOrder } from '../api/use-shop-orders';

const REFUND_REASONS = ['wrongItem', 'damaged', 'wrongSent', 'notWanted'] as const;

const failed = (error: unknown) => void showToast(error instanceof Error ? error.message : String(error), 'fail');

export function RefundForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const refund = useApplyRefund();
  const sending = useOneAtATime();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<(typeof REFUND_REASONS)[number] | ''>('');
  const [note, setNote] = useState('');
  if (!open)
    return (
      <button type="button" className="app-button" onClick={() => setOpen(true)}>
        {t('afterSale.refund')}
      </button>
    );
  // The contract asks 2-200 characters: the reason chosen, and the worker's words after it.
  const reason = [choice ? t(`afterSale.reasons.${choice}`) : '', note.trim()].filter(Boolean).join('：').slice(0, 200);
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
      <label className="after-sale__field">
        {t('afterSale.note')}
        <textarea value={note} maxLength={150} rows={3} onChange={(e) => setNote(e.target.value)} />
      </label>
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
            <label className="after-sale__field">
              {t('afterSale.content', { name })}
              <textarea value={lines[item.sku_id]!.content} maxLength={500} rows={3} onChange={(e) => change(item.sku_id, { content: e.target.value })} />
            </label>
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
