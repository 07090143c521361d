// How far the worker got with a material: a bar and the words (not started, 45 %, done).
import { useTranslation } from 'react-i18next';
import { isDone } from '@/features/study/api/use-study';

export function StudyProgress({ material }: { material: { completed: boolean; progressPercent: number } }) {
  const { t } = useTranslation('study');
  const done = isDone(material);
  const text = done ? t('progress.done') : material.progressPercent > 0 ? t('progress.percent', { n: material.progressPercent }) : t('progress.notStarted');
  return (
    <span className="study-progress">
      <span className="study-progress__bar" aria-hidden="true">
        <span style={{ width: `${done ? 100 : material.progressPercent}%` }} />
      </span>
      <span className={done ? 'study-progress__text study-progress__text--done' : 'study-progress__text'}>{text}</span>
    </span>
  );
}
