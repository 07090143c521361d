// pages/user/appraise/appeal?id=: one review and its appeal (issue 51). A review the platform lets the
// worker contest (a deadline, from its rules) shows the form: a reason from the platform's list, what
// she adds, and the order's evidence the app already holds, each item listed and ticked, any left out
// at a tap; kept at the tap like any other change. Past the deadline the form warns and still sends:
// the platform refuses with its words. An appeal made shows where it stands (the platform's decision
// and why); one still on the phone, that it waits or was refused. A decision's message opens here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { TextArea } from '@/components/text-area';
import { paths } from '@/config/paths';
import {
  APPEAL_REASONS,
  type ReviewAppealReason,
  type ReviewPolicy,
  useAppealReview,
  useReceivedReview,
  useReviewChanges,
  useReviewedOrder,
  useReviewedOrderRecordings,
  type WorkerReview,
} from '@/features/mine/api/use-reviews';
import { AppealRecord } from '@/features/mine/components/appeal-record';
import { KeptChange } from '@/features/mine/components/kept-change';
import { NotCounted, ReviewBody } from '@/features/mine/components/review-item';
import { type EvidenceItem, evidenceOf } from '@/features/mine/utils/appeal-evidence';
import '@/features/mine/profile-pages.css';
import { formatDateTime } from '@/lib/format/time';
import { useForm } from '@/lib/forms/use-form';
import { sendStep, showToast } from '@/lib/ui/feedback';

/** One item of evidence as the worker sees it: what it is, with its picture or its times. */
function EvidenceText({ item }: { item: EvidenceItem }) {
  const { t, i18n } = useTranslation('mine-pages');
  const time = (at: string) => formatDateTime(at, i18n.language);
  switch (item.evidence.kind) {
    case 'steps':
      return (
        <span className="appeal-evidence__text">
          <span className="appeal-evidence__name">{t('appeal.evidence.steps')}</span>
          <span className="appeal-evidence__steps">
            {item.steps!.map(({ step, at }) => (
              <span key={step} className="appeal-evidence__step">
                {t(`appeal.step.${step}`, { time: time(at) })}
              </span>
            ))}
            {item.checkInMetres !== undefined && <span className="appeal-evidence__step">{t('appeal.checkInDistance', { m: item.checkInMetres })}</span>}
          </span>
          <span className="profile-field__hint">{t('appeal.positions')}</span>
        </span>
      );
    case 'recording':
      return (
        <span className="appeal-evidence__name">
          {t('appeal.evidence.recording', { time: time(item.recording!.startedAt), minutes: Math.max(1, Math.round(item.recording!.durationSeconds / 60)) })}
        </span>
      );
    case 'servicePhoto':
      return <span className="appeal-evidence__name">{t('appeal.evidence.servicePhoto', { index: item.index })}</span>;
    default:
      return <span className="appeal-evidence__name">{t(`appeal.evidence.${item.evidence.kind}`)}</span>;
  }
}

/** The order's evidence the app holds, each item ticked; `leftOut` holds the keys the worker unticked. */
function EvidenceList({ evidence, leftOut, onToggle }: { evidence: OrderEvidence; leftOut: ReadonlySet<string>; onToggle: (key: string) => void }) {
  const { t } = useTranslation('mine-pages');
  const { items, loading, failed, retry } = evidence;
  return (
    <Card as="fieldset" className="appeal-evidence" aria-describedby="appeal-evidence-hint">
      <legend className="profile-section__title">{t('appeal.evidenceLegend')}</legend>
      <p id="appeal-evidence-hint" className="profile-hint appeal-evidence__hint">
        {t('appeal.evidenceHint')}
      </p>
      {loading ? (
        <LoadingBlock lines={3} />
      ) : failed ? (
        <div className="appeal-evidence__problem" role="status">
          <p className="profile-hint">{t('appeal.evidenceError')}</p>
          <button type="button" className="profile-link-button" onClick={retry}>
            {t('appeal.evidenceRetry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="profile-hint">{t('appeal.evidenceNone')}</p>
      ) : (
        <ul className="appeal-evidence__list">
          {items.map((item) => (
            <li key={item.key}>
              <label className="appeal-evidence__item">
                <input type="checkbox" checked={!leftOut.has(item.key)} onChange={() => onToggle(item.key)} />
                {/* The label's words name the photo: the picture beside them adds no name of its own. */}
                {item.photo && <img className="appeal-evidence__photo" src={item.photo} alt="" width={56} height={56} loading="lazy" />}
                <EvidenceText item={item} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type OrderEvidence = { items: EvidenceItem[]; loading: boolean; failed: boolean; retry: () => void };

/** The evidence of the order a review names, from its detail and its recordings (a recording list that fails leaves the rest). */
function useOrderEvidence(orderId: string): OrderEvidence {
  const order = useReviewedOrder(orderId);
  const recordings = useReviewedOrderRecordings(orderId);
  return {
    items: order.data ? evidenceOf(order.data, recordings.data ?? []) : [],
    loading: order.isPending || (Boolean(order.data) && recordings.isPending),
    failed: !order.data,
    retry: () => {
      void order.refetch();
      void recordings.refetch();
    },
  };
}

function AppealForm({ review, policy }: { review: WorkerReview; policy: ReviewPolicy }) {
  const { t, i18n } = useTranslation('mine-pages');
  const appeal = useAppealReview();
  const evidence = useOrderEvidence(review.orderId);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const form = useForm({
    initial: { reason: null as ReviewAppealReason | null, note: '' },
    rules: {
      reason: (value) => (value ? undefined : t('appeal.noReason')),
      note: (value, values) => (values.reason === 'other' && !value.trim() ? t('appeal.noteNeeded') : undefined),
    },
    idPrefix: 'appeal',
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const { reason, note } = form.values;
  const deadline = review.appealDeadline!;
  // The phone's clock may be wrong: past the deadline it only warns, and the platform decides. Read
  // when the form opened: a form left open across the deadline still sends, and the platform says.
  const [openedAt] = useState(() => Date.now());
  const past = Date.parse(deadline) < openedAt;

  const submit = form.submit(async (values) => {
    // What the list shows now, less what the worker left out: the items she saw ticked go.
    const attached = evidence.items.filter((item) => !leftOut.has(item.key)).map((item) => item.evidence);
    const text = values.note.trim();
    const data = { reviewId: review.id, reason: values.reason!, ...(text ? { note: text } : {}), evidence: attached };
    return sendStep(appeal.mutateAsync({ data }), t('appeal.sent'));
  });
  const toggle = (key: string) =>
    setLeftOut((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <form className="appeal-form" noValidate onSubmit={submit} aria-labelledby="appeal-form-title">
      <Card>
        <h2 id="appeal-form-title" className="card__title">
          {t('appeal.formTitle')}
        </h2>
        <p className="profile-hint appeal-form__rules">{t('appeal.rules', { stars: policy.appealMaxStars, days: policy.appealWindowDays })}</p>
        <p className={past ? 'profile-hint profile-notice' : 'profile-hint'} role={past ? 'alert' : undefined}>
          {t(past ? 'appeal.pastDeadline' : 'appeal.deadline', { time: formatDateTime(deadline, i18n.language) })}
        </p>
      </Card>
      <Card as="fieldset" className="appeal-reasons" aria-describedby={form.errors.reason ? 'appeal-reason-problem' : undefined}>
        <legend className="profile-section__title">{t('appeal.reasonLegend')}</legend>
        {APPEAL_REASONS.map((value) => (
          <label key={value} className="appeal-reasons__item">
            <input type="radio" name="appeal-reason" value={value} checked={reason === value} onChange={() => form.setValue('reason', value, { recheck: true })} />
            <span>{t(`appeal.reason.${value}`)}</span>
          </label>
        ))}
        {form.errors.reason && (
          <p id="appeal-reason-problem" className="profile-field__error">
            {form.errors.reason}
          </p>
        )}
      </Card>
      <Card>
        <label className="profile-field__label" htmlFor="appeal-note">
          {t(reason === 'other' ? 'appeal.noteNeededLabel' : 'appeal.note')}
        </label>
        <TextArea
          id="appeal-note"
          className="profile-textarea"
          value={note}
          onChange={(value) => form.setValue('note', value, { recheck: true })}
          maxLength={policy.appealNoteMaxLength}
          rows={4}
          placeholder={t('appeal.notePlaceholder')}
          aria-invalid={Boolean(form.errors.note)}
          aria-describedby={form.errors.note ? 'appeal-note-problem' : undefined}
        />
        {form.errors.note && (
          <p id="appeal-note-problem" className="profile-field__error">
            {form.errors.note}
          </p>
        )}
      </Card>
      <EvidenceList evidence={evidence} leftOut={leftOut} onToggle={toggle} />
      <p className="profile-hint">{t('appeal.once')}</p>
      <button type="submit" className="app-button app-button--primary app-button--block" disabled={form.submitting}>
        {form.submitting ? t('appeal.submitting') : t('appeal.submit')}
      </button>
    </form>
  );
}

/** What the page shows under the review: the appeal as the platform holds it, as kept on the phone, none possible, or the form. */
function AppealPart({ review, policy }: { review: WorkerReview; policy: ReviewPolicy }) {
  const { t } = useTranslation('mine-pages');
  const kept = useReviewChanges(review.id).appeal;
  if (review.appeal) return <AppealRecord appeal={review.appeal} />;
  if (kept && kept.state !== 'refused') return <Card>{<KeptChange intent={kept} />}</Card>;
  if (!review.appealDeadline) return <Card as="p">{t('appeal.notAppealable', { stars: policy.appealMaxStars })}</Card>;
  return (
    <>
      {/* A refusal stays said until the worker has seen it; the form is there again beside it. */}
      {kept && (
        <Card>
          <KeptChange intent={kept} />
        </Card>
      )}
      <AppealForm review={review} policy={policy} />
    </>
  );
}

export function ReviewAppealScreen() {
  const { t } = useTranslation('mine-pages');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useReceivedReview(id);
  return (
    <StackPage title={t('appeal.title')} backTo={paths.myReviews} className="profile-pages">
      <QueryState query={query} lines={8}>
        {({ review, policy }) => (
          <>
            <Card className="appeal-review" titleId="appeal-review-title" title={t('appeal.reviewTitle')}>
              <ReviewBody review={review} />
              <NotCounted review={review} />
            </Card>
            <AppealPart review={review} policy={policy} />
            <p className="review-appeals-link">
              <Link className="profile-link-button" to={paths.reviewAppeals}>
                {t('appeal.allAppeals')}
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </StackPage>
  );
}
