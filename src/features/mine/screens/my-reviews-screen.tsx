// pages/user/appraise: the reviews customers gave the worker: the score of the reviews that count and
// the counts of all (how many an upheld appeal left out), a tab per rating, each review with its
// stars, tags, text, photos, whether it counts, its appeal and its reply (issue 51: 申诉 on a low one,
// 回复 once). Paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type ListReceivedReviewsRating, useReviewList, type WorkerReview } from '@/features/mine/api/use-reviews';
import { ReviewItem } from '@/features/mine/components/review-item';
import '@/features/mine/profile-pages.css';

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
              <div className="review-summary__scores">
                <p>
                  <span className="review-summary__score">{summary.average.toFixed(1)}</span>
                  <span className="review-summary__label">{t('reviews.average')}</span>
                </p>
                <p>
                  <span className="review-summary__score">{summary.goodRate}%</span>
                  <span className="review-summary__label">{t('reviews.goodRate')}</span>
                </p>
              </div>
              {/* The score is of the reviews that count: how many an upheld appeal left out is said beside it. */}
              {Boolean(summary.excludedCount) && <p className="review-summary__excluded">{t('reviews.excluded', { n: summary.excludedCount })}</p>}
            </Card>
          )}
          <p className="review-appeals-link">
            <Link className="profile-link-button" to={paths.reviewAppeals}>
              {t('reviews.appealsLink')}
            </Link>
          </p>
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
            renderItem={(row) => <ReviewItem review={row} policy={list.policy} />}
          />
        </>
      )}
    </StackPage>
  );
}
