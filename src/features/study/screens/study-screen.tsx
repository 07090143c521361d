// pages/user/study/index: study material by category, mandatory first, each with its kind, its
// length and how far the worker got; pull to refresh, load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type CategoryFilter, type StudyMaterialSummary, useStudyList } from '@/features/study/api/use-study';
import { StudyProgress } from '@/features/study/components/study-progress';
import './study.css';

const CATEGORIES: CategoryFilter[] = ['all', 'technique', 'etiquette', 'safety', 'platformRules'];

const minutes = (seconds: number | null) => (seconds ? Math.max(1, Math.round(seconds / 60)) : 0);

export function StudyScreen() {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const list = useStudyList(category);
  return (
    <StackPage title={t('list.title')} backTo={paths.mine}>
      <SegmentTabs id="study" label={t('list.categories')} tabs={CATEGORIES.map((key) => ({ key, label: t(`category.${key}`) }))} value={category} onChange={setCategory}>
        <PagedList<StudyMaterialSummary>
          label={t('list.label')}
          list={list.list}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          hasNextPage={list.hasNextPage}
          refresh={list.refresh}
          loadMore={list.loadMore}
          emptyText={t('list.empty')}
          getKey={(row) => row.id}
          renderItem={(row) => (
            // A card look on the row's own button (Card renders no button): the whole row is the tap target.
            <button type="button" className="card study-row" onClick={() => navigate(`${paths.studyDetail}?id=${encodeURIComponent(row.id)}`)}>
              <img className="study-row__cover" src={row.cover} alt="" loading="lazy" width={96} height={72} />
              <span className="study-row__body">
                <span className="study-row__title">{row.title}</span>
                <span className="study-row__meta">
                  <span className={`study-tag study-tag--${row.type}`}>{t(`type.${row.type}`)}</span>
                  {row.required && <span className="study-tag study-tag--required">{t('list.required')}</span>}
                  {row.type === 'video' && row.durationSeconds ? <span>{t('list.minutes', { n: minutes(row.durationSeconds) })}</span> : null}
                </span>
                <StudyProgress material={row} />
              </span>
            </button>
          )}
        />
      </SegmentTabs>
    </StackPage>
  );
}
