// The worker's reply under a review: as the platform shows it (the customer and the platform read it),
// as kept on the phone until it went, or the form to write it, once, within the platform's limit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/text-area';
import { type ReviewPolicy, useReplyReview, useReviewChanges, type WorkerReview } from '@/features/mine/api/use-reviews';
import { useForm } from '@/lib/forms/use-form';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { KeptChange } from './kept-change';

function ReplyForm({ review, max, onClose }: { review: WorkerReview; max: number; onClose: () => void }) {
  const { t } = useTranslation('mine-pages');
  const reply = useReplyReview();
  const form = useForm({
    initial: { content: '' },
    rules: { content: (value) => (!value.trim() ? t('reviews.replyEmpty') : [...value.trim()].length > max ? t('reviews.replyTooLong', { n: max }) : undefined) },
    idPrefix: `reply-${review.id}`,
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const submit = form.submit(async ({ content }) => {
    const sent = await sendStep(reply.mutateAsync({ data: { reviewId: review.id, content: content.trim() } }), t('reviews.replySent'));
    if (sent) onClose();
    return sent;
  });
  const id = `reply-${review.id}-content`;
  return (
    <form className="review-reply-form" noValidate onSubmit={submit}>
      <label className="profile-field__label" htmlFor={id}>
        {t('reviews.replyLabel')}
      </label>
      <TextArea
        id={id}
        className="profile-textarea"
        value={form.values.content}
        onChange={(value) => form.setValue('content', value)}
        maxLength={max}
        rows={3}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(form.errors.content)}
      />
      <p id={`${id}-hint`} className="profile-field__hint review-reply-form__hint">
        {t('reviews.replyHint', { n: max })}
      </p>
      <div className="profile-row__actions">
        <button type="submit" className="app-button app-button--primary" disabled={form.submitting}>
          {form.submitting ? t('reviews.replySending') : t('reviews.replySend')}
        </button>
        <button type="button" className="app-button" onClick={onClose} disabled={form.submitting}>
          {t('reviews.replyCancel')}
        </button>
      </div>
    </form>
  );
}

/** The reply, or the way to write it: none offered without the platform's rules (an older server), nor while one waits on the phone. */
export function ReviewReply({ review, policy }: { review: WorkerReview; policy: ReviewPolicy | undefined }) {
  const { t } = useTranslation('mine-pages');
  const [open, setOpen] = useState(false);
  const kept = useReviewChanges(review.id).reply;
  if (review.reply)
    return (
      <p className="profile-reply">
        <strong>{t('reviews.myReply')}</strong>
        {review.reply.content}
      </p>
    );
  if (kept)
    return (
      <>
        {typeof kept.body.content === 'string' && kept.state !== 'refused' && (
          <p className="profile-reply">
            <strong>{t('reviews.myReply')}</strong>
            {kept.body.content}
          </p>
        )}
        <KeptChange intent={kept} />
      </>
    );
  if (!policy) return null;
  if (open) return <ReplyForm review={review} max={policy.replyMaxLength} onClose={() => setOpen(false)} />;
  return (
    <div className="profile-row__actions">
      <button type="button" className="profile-link-button" onClick={() => setOpen(true)} aria-label={t('reviews.replyTo', { name: review.customerNickname })}>
        {t('reviews.reply')}
      </button>
    </div>
  );
}
