// A study PDF in the app's PDF viewer: it opens on the page the worker reached on this phone, and
// each page turned reports how far through the document they are. The viewer (and with it pdf.js,
// ~160 KB gzip, and its worker) starts once the page has loaded and the browser is idle: the title,
// progress and attachments show first, and the screen's first load stays within its budget.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from '@/components/pdf-viewer';
import type { StudyMaterialDetail } from '@/features/study/api/use-study';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

export function StudyPdf({ material, report }: { material: StudyMaterialDetail; report: (percent: number) => void }) {
  const { t } = useTranslation('study');
  // The page reached, a personal key: signing out forgets it with the rest of the worker's traces.
  const stored = readStored(storedKeys.studyPdfPage(material.id));
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!idle) {
    return (
      <div className="pdf-viewer" role="status" aria-live="polite" aria-busy="true">
        <div className="pdf-viewer__placeholder">{t('pdf.loading')}</div>
      </div>
    );
  }
  return (
    <PdfViewer
      url={material.pdfUrl ?? ''}
      initialPage={material.completed ? 1 : stored || 1}
      onPage={(page, total) => {
        writeStored(storedKeys.studyPdfPage(material.id), page);
        report((page / total) * 100);
      }}
      labels={{
        document: material.title,
        loading: t('pdf.loading'),
        error: t('pdf.error'),
        retry: t('pdf.retry'),
        previous: t('pdf.previous'),
        next: t('pdf.next'),
        pageOf: (page, total) => t('pdf.pageOf', { page, total }),
      }}
    />
  );
}
