// A review a customer gave the worker, as 我的评价 and the appeal page show it: the customer, the stars,
// the service, the tags in the tone of the stars, the text and photos; whether it counts in the score
// (and why not); its appeal (where it stands, or 申诉 while the platform takes one) and its reply.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type ReviewPolicy, useReviewChanges, type WorkerReview } from '@/features/mine/api/use-reviews';
import { formatDate } from '@/lib/format/time';
import { AppealBadge } from './appeal-record';
import { KeptChange } from './kept-change';
import { ReviewReply } from './review-reply';

export const appealPage = (reviewId: string) => `${paths.reviewAppeal}?id=${encodeURIComponent(reviewId)}`;

function Stars({ n }: { n: number }) {
  const { t } = useTranslation('mine-pages');
  return (
    <span className="review-stars" role="img" aria-label={t('reviews.stars', { n })}>
      {'★'.repeat(n)}
      <span className="review-stars__off">{'★'.repeat(5 - n)}</span>
    </span>
  );
}

/**
 * The tags' tone follows the review's rating (the contract's good 4-5, medium 3, bad 1-2): the tags are the
 * customer's words with no sentiment of their own, picked beside the stars, so a 3-star 力度偏重 is a
 * complaint, not praise in green (docs/decisions.md, "Review tags").
 */
const tagTone = (stars: number) => (stars >= 4 ? 'good' : stars === 3 ? 'medium' : 'bad');

/** The review itself: who, when, the stars, the service, the tags, the text and the photos. */
export function ReviewBody({ review }: { review: WorkerReview }) {
  const { t, i18n } = useTranslation('mine-pages');
  return (
    <>
      <p className="profile-row__title">
        {review.customerNickname}
        <time className="profile-row__time" dateTime={review.createdAt}>
          {formatDate(review.createdAt, i18n.language)}
        </time>
      </p>
      <Stars n={review.stars} />
      {/* The server's name as it gave it; the duration in the worker's language (docs/decisions.md, "Server words and the app's"). */}
      <p className="profile-row__meta">{t('reviews.service', { name: review.serviceName, minutes: review.durationMinutes })}</p>
      {review.tags.length > 0 && (
        <ul className={`review-tags review-tags--${tagTone(review.stars)}`} aria-label={t('reviews.tagsLabel')}>
          {review.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {review.content && <p className="profile-row__text">{review.content}</p>}
      {review.photos.length > 0 && (
        <div className="review-photos">
          {review.photos.map((src, i) => (
            <img key={src} src={src} alt={t('reviews.photoAlt', { index: i + 1 })} width={72} height={72} loading="lazy" />
          ))}
        </div>
      )}
    </>
  );
}

/** Left out of the score: said on the review with the platform's reason (an absent field, an older server's, counts). */
export function NotCounted({ review }: { review: WorkerReview }) {
  const { t } = useTranslation('mine-pages');
  if (review.countsInScore !== false) return null;
  return (
    <p className="review-excluded">
      <span className="profile-badge profile-badge--approved">{t('reviews.notCounted')}</span> {review.appeal?.decisionNote ?? ''}
    </p>
  );
}

/** Where the review's appeal stands, or the way to one: the page that holds the appeal either way. */
function AppealLine({ review }: { review: WorkerReview }) {
  const { t } = useTranslation('mine-pages');
  const kept = useReviewChanges(review.id).appeal;
  if (review.appeal)
    return (
      <div className="profile-row__actions review-appeal-line">
        <AppealBadge status={review.appeal.status} />
        <Link className="profile-link-button" to={appealPage(review.id)}>
          {t('reviews.viewAppeal')}
        </Link>
      </div>
    );
  if (kept) return <KeptChange intent={kept} />;
  // The platform says which reviews may be appealed (a deadline): one past it still opens the page, which says so.
  if (!review.appealDeadline) return null;
  return (
    <div className="profile-row__actions review-appeal-line">
      <Link className="profile-link-button" to={appealPage(review.id)} aria-label={t('reviews.appealThis', { name: review.customerNickname, n: review.stars })}>
        {t('reviews.appeal')}
      </Link>
    </div>
  );
}

export function ReviewItem({ review, policy }: { review: WorkerReview; policy: ReviewPolicy | undefined }) {
  return (
    <article className="profile-row profile-row--top">
      <img className="profile-row__avatar" src={review.customerAvatar} alt="" width={44} height={44} loading="lazy" />
      <div className="profile-row__main">
        <ReviewBody review={review} />
        <NotCounted review={review} />
        {/* 申诉 and 回复 side by side when both fit; a reply, its form or a kept change takes the whole width. */}
        <div className="review-actions">
          <AppealLine review={review} />
          <ReviewReply review={review} policy={policy} />
        </div>
      </div>
    </article>
  );
}
