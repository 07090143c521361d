// The frame of a step's form screen: its title, the audit's reason when the step was refused, a
// note when a draft was restored, and the loading and error states of what the form needs.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';

type Needed = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function StepPage({
  title,
  needs,
  waiting = false,
  rejectReason,
  restored,
  notEditable,
  children,
}: {
  title: string;
  needs: Needed[];
  /** An optional answer on its way (the lead a step pre-fills from): the form waits for it, never for its failure. */
  waiting?: boolean;
  rejectReason?: string | null;
  restored?: boolean;
  notEditable?: boolean;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('apply');
  const failed = needs.find((q) => q.isError);
  let body: ReactNode;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => needs.filter((q) => q.isError).forEach((q) => void q.refetch())} />;
  else if (waiting || needs.some((q) => q.isPending)) body = <LoadingBlock lines={8} />;
  else
    body = (
      <>
        {rejectReason && (
          <Card as="p" className="apply-note apply-note--rejected" role="note">
            {t('step.rejected', { reason: rejectReason })}
          </Card>
        )}
        {notEditable && (
          <Card as="p" className="apply-note" role="note">
            {t('step.notEditable')}
          </Card>
        )}
        {restored && (
          <p className="apply-note apply-note--draft" role="status">
            {t('step.restored')}
          </p>
        )}
        <Suspense fallback={<LoadingBlock lines={8} />}>{children()}</Suspense>
      </>
    );
  return (
    <StackPage title={title} backTo={paths.applyProcess}>
      {body}
    </StackPage>
  );
}
