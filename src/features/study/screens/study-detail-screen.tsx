// pages/user/study/detail?id=: one study material, as a video, an article or a PDF, with the
// worker's progress, which it keeps as they study (see api/use-study.ts), and its attachments.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type StudyMaterialDetail, useStudyMaterial, useStudyProgress } from '@/features/study/api/use-study';
import { StudyArticle } from '@/features/study/components/study-article';
import { StudyPdf } from '@/features/study/components/study-pdf';
import { StudyProgress } from '@/features/study/components/study-progress';
import { StudyVideo } from '@/features/study/components/study-video';
import { formatDate } from '@/lib/format/time';
import './study.css';

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Material({ material }: { material: StudyMaterialDetail }) {
  const { t, i18n } = useTranslation('study');
  const report = useStudyProgress(material.id, material.progressPercent);
  return (
    <>
      <Card as="article" className="study-detail">
        <h2 className="study-detail__title">{material.title}</h2>
        <p className="study-detail__meta">
          <span className={`study-tag study-tag--${material.type}`}>{t(`type.${material.type}`)}</span>
          <span>{t(`category.${material.category}`)}</span>
          {material.required && <span className="study-tag study-tag--required">{t('list.required')}</span>}
          <time dateTime={material.publishedAt}>{formatDate(material.publishedAt, i18n.language)}</time>
        </p>
        <StudyProgress material={material} />
        <div className="study-detail__body">
          {material.type === 'video' && material.videoUrl && <StudyVideo material={material} report={report} />}
          {material.type === 'article' && material.content && <StudyArticle html={material.content} report={report} />}
          {material.type === 'pdf' && material.pdfUrl && <StudyPdf material={material} report={report} />}
        </div>
      </Card>
      {material.attachments.length > 0 && (
        <Card titleId="study-attachments" title={t('detail.attachments')}>
          <ul className="study-attachments">
            {material.attachments.map((file) => (
              <li key={file.url}>
                <a className="study-attachment" href={file.url} target="_blank" rel="noopener noreferrer">
                  <span>{file.name}</span>
                  <span className="study-attachment__size">{size(file.size)}</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

export function StudyDetailScreen() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const material = useStudyMaterial(id);
  const body = id ? (
    <QueryState query={material} lines={8}>
      {(data) => <Material key={data.id} material={data} />}
    </QueryState>
  ) : (
    <EmptyState title={t('detail.missingId')} />
  );
  return (
    <StackPage title={t('detail.title')} backTo={paths.study}>
      <PullRefresh onRefresh={async () => void (id && (await material.refetch()))}>{body}</PullRefresh>
    </StackPage>
  );
}
