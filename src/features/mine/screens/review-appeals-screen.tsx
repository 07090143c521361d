// pages/user/appraise/appeals: the worker's appeals of reviews (issue 51), each with where it stands
// (submitted, under review, upheld: left out of the score, rejected) and the platform's reason, the
// newest first; an appeal still on the phone heads the list, waiting or refused. Each opens its review.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useKeptAppeals, useReviewAppeals, type WorkerReview } from '@/features/mine/api/use-reviews';
import { AppealBadge } from '@/features/mine/components/appeal-record';
import { KeptChange } from '@/features/mine/components/kept-change';
import { appealPage } from '@/features/mine/components/review-item';
import '@/features/mine/profile-pages.css';
import { formatDateTime } from '@/lib/format/time';

function AppealRow({ review }: { review: WorkerReview }) {
  const { t, i18n } = useTranslation('mine-pages');
  const appeal = review.appeal!;
  return (
    <article className="profile-row profile-row--top">
      <div className="profile-row__main">
        <p className="profile-row__title">
          <AppealBadge status={appeal.status} />
          {t('reviews.service', { name: review.serviceName, minutes: review.durationMinutes })}
          <time className="profile-row__time" dateTime={appeal.createdAt}>
            {formatDateTime(appeal.createdAt, i18n.language)}
          </time>
        </p>
        <p className="profile-row__meta">{t('appeals.review', { name: review.customerNickname, n: review.stars, reason: t(`appeal.reason.${appeal.reason}`) })}</p>
        {appeal.decisionNote && (
          <p className="profile-reply">
            <strong>{t('appeals.decision')}</strong>
            {appeal.decisionNote}
          </p>
        )}
        {review.countsInScore === false && <p className="review-excluded">{t('appeals.leftOut')}</p>}
        <div className="profile-row__actions">
          <Link className="profile-link-button" to={appealPage(review.id)}>
            {t('reviews.viewAppeal')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ReviewAppealsScreen() {
  const { t } = useTranslation('mine-pages');
  const list = useReviewAppeals();
  const kept = useKeptAppeals();
  return (
    <StackPage title={t('appeals.title')} backTo={paths.myReviews} className="profile-pages">
      {kept.length > 0 && (
        <ul className="paged-list" aria-label={t('appeals.keptLabel')}>
          {kept.map((intent) => (
            <li key={intent.key} className="profile-row profile-row--top">
              <div className="profile-row__main">
                <p className="profile-row__title">{t('appeals.keptReason', { reason: t(`appeal.reason.${String(intent.body.reason)}`) })}</p>
                <KeptChange intent={intent} />
                <div className="profile-row__actions">
                  <Link className="profile-link-button" to={appealPage(String(intent.body.reviewId))}>
                    {t('appeals.openReview')}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PagedList<WorkerReview>
        label={t('appeals.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={kept.length ? t('appeals.emptyOnServer') : t('appeals.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => (row.appeal ? <AppealRow review={row} /> : null)}
      />
    </StackPage>
  );
}
