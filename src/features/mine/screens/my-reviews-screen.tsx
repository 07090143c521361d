// pages/user/appraise: the reviews customers gave the worker: the average and counts of all
// reviews, a tab per rating, each review with its stars, tags, text, photos and the reply. Paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type ListReceivedReviewsRating, useReviewList, type WorkerReview } from '@/features/mine/api/use-reviews';
import '@/features/mine/profile-pages.css';
import { formatDate } from '@/lib/format/time';

type Filter = ListReceivedReviewsRating | 'all';
const FILTERS: {
  value: Filter;
  count: 'totalCount' | 'goodCount' | 'mediumCount' | 'badCount' | 'withPhotosCount';
}[] = [
  { value: 'all', count: 'totalCount' },
  { value: 'good', count: 'goodCount' },
  { value: 'medium', count: 'mediumCount' },
  { value: 'bad', count: 'badCount' },
  { value: 'withPhotos', count: 'withPhotosCount' },
];

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

function ReviewItem({ review }: { review: WorkerReview }) {
  const { t, i18n } = useTranslation('mine-pages');
  return (
    <article className="profile-row profile-row--top">
      <img className="profile-row__avatar" src={review.customerAvatar} alt="" width={44} height={44} loading="lazy" />
      <div className="profile-row__main">
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
        {review.reply && (
          <p className="profile-reply">
            <strong>{t('reviews.myReply')}</strong>
            {review.reply.content}
          </p>
        )}
      </div>
    </article>
  );
}

export function MyReviewsScreen() {
  const { t } = useTranslation('mine-pages');
  const [filter, setFilter] = useState<Filter>('all');
  const list = useReviewList(filter);
  const summary = list.summary;
  const firstLoad = list.isPending && !summary;
  return (
    <StackPage title={t('reviews.title')} backTo={paths.mine} className="profile-pages">
      {/* The summary, the filters and the list come in one piece: the summary arrived above the
          list's skeleton and moved it down. */}
      {firstLoad ? (
        <LoadingBlock lines={8} />
      ) : (
        <>
          {summary && summary.totalCount > 0 && (
            <Card className="review-summary" aria-label={t('reviews.summaryLabel')}>
              <p>
                <span className="review-summary__score">{summary.average.toFixed(1)}</span>
                <span className="review-summary__label">{t('reviews.average')}</span>
              </p>
              <p>
                <span className="review-summary__score">{summary.goodRate}%</span>
                <span className="review-summary__label">{t('reviews.goodRate')}</span>
              </p>
            </Card>
          )}
          <div className="profile-tabs" role="group" aria-label={t('reviews.filterLabel')}>
            {FILTERS.map((f) => (
              <button key={f.value} type="button" className="profile-tab" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
                {t(`reviews.filter.${f.value}`)}
                {summary ? ` ${summary[f.count]}` : ''}
              </button>
            ))}
          </div>
          <PagedList<WorkerReview>
            label={t('reviews.label')}
            list={list.list}
            isPending={list.isPending}
            isError={list.isError}
            error={list.error}
            hasNextPage={list.hasNextPage}
            refresh={list.refresh}
            loadMore={list.loadMore}
            emptyText={filter === 'all' ? t('reviews.empty') : t('reviews.emptyFilter')}
            getKey={(row) => row.id}
            renderItem={(row) => <ReviewItem review={row} />}
          />
        </>
      )}
    </StackPage>
  );
}
