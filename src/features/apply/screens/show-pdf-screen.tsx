// pages/apply/show-pdf?id=: the contract as a PDF, page by page, fitted to the phone's width
// (components/pdf-viewer: pdf.js loads only here, once the page is idle). The document is fetched with the worker's token
// (getApplyContractPdf) and shown from memory.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PdfViewer } from '@/components/pdf-viewer';
import { EmptyState, LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { useContractPdf } from '../api/use-apply';
import { contractLink } from '../utils/step-links';
import '../apply.css';

function Document({ blob }: { blob: Blob }) {
  const { t } = useTranslation('apply');
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // pdf.js (~160 KB gzip, and its worker) starts once the page has loaded and the browser is idle,
  // as the study PDF does: the screen's first load stays within its budget.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!idle) return <LoadingBlock lines={10} />;
  return (
    <PdfViewer
      url={url}
      labels={{
        document: t('pdf.document'),
        loading: t('pdf.loading'),
        error: t('pdf.error'),
        retry: t('actions.retry'),
        previous: t('pdf.previous'),
        next: t('pdf.next'),
        pageOf: (page, total) => t('pdf.pageOf', { page, total }),
      }}
    />
  );
}

export function ShowPdfScreen() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const pdf = useContractPdf(id);
  const body = !id ? (
    <EmptyState title={t('contract.missingId')} />
  ) : (
    <QueryState query={pdf} lines={10} empty={(blob) => !blob.size} emptyTitle={t('pdf.empty')}>
      {(blob) => <Document blob={blob} />}
    </QueryState>
  );
  return (
    <StackPage title={t('pdf.title')} backTo={id ? contractLink('applyContractDetail', id) : paths.applyContractList}>
      {body}
    </StackPage>
  );
}
