// A step's state as a small coloured tag, its text from the catalogue.
import { useTranslation } from 'react-i18next';
import type { ApplyStepStatus } from '../api/use-apply';

export function StatusTag({ status }: { status: ApplyStepStatus | 'unsigned' | 'filled' | 'signed' }) {
  const { t } = useTranslation('apply');
  return <span className={`apply-tag apply-tag--${status}`}>{t(`status.${status}`)}</span>;
}
