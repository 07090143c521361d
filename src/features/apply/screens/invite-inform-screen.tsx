// pages/apply/invite-inform: the invite notice letter, issued once the application is approved:
// where and when to report, whom to call. The letter shows only when the process says the audit
// approved the application (the brief: the letter is the last step, after the review); before that,
// what is left: the steps still to do, each opening its page, or the submission, or the review
// (issue 29: the letter opened before the steps were done and said the applicant had passed).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { useRealNameApply } from '@/lib/identity/use-real-name';
import { type ApplyProcess, useApplyProcess, useInviteLetter } from '../api/use-apply';
import { StatusTag } from '../components/status-tag';
import { withRealNameStep } from '../utils/real-name-step';
import { STEP_PAGE } from '../utils/step-links';
import '../apply.css';

/** Before the approval: the steps not done yet, else the submission, else the review. */
function WhatIsLeft({ process }: { process: ApplyProcess }) {
  const { t } = useTranslation('apply');
  const left = process.steps.filter((s) => s.key !== 'inviteLetter' && s.status !== 'submitted' && s.status !== 'approved');
  if (process.auditStatus === 'pending') return <EmptyState title={t('invite.underReview')} />;
  if (!left.length)
    return (
      <EmptyState title={process.canSubmit ? t('invite.submitFirst') : t('invite.notYet')}>
        {process.canSubmit && (
          <Link className="app-button app-button--primary" to={paths.applyProcess}>
            {t('invite.toProcess')}
          </Link>
        )}
      </EmptyState>
    );
  return (
    <>
      <Card as="p" className="apply-note" role="note">
        {t('invite.stepsLeft')}
      </Card>
      <Card as="ul" className="apply-steps" aria-label={t('invite.stepsLeftLabel')}>
        {left.map((step) => (
          <li key={step.key} className="apply-steps__item">
            <Link to={STEP_PAGE[step.key]} className="apply-steps__link">
              <span className="apply-steps__text">
                <span className="apply-steps__name">{t(`process.step.${step.key}`)}</span>
                {step.status === 'rejected' && step.rejectReason && <span className="apply-steps__reason">{step.rejectReason}</span>}
              </span>
              <StatusTag status={step.status} />
            </Link>
          </li>
        ))}
      </Card>
    </>
  );
}

export function InviteInformScreen() {
  const { t, i18n } = useTranslation('apply');
  const letter = useInviteLetter();
  // Whether the application is approved, and what is left when not: the process page's reading.
  const process = useApplyProcess();
  const realName = useRealNameApply();
  const failed = [process, letter].find((q) => q.isError);
  let body;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => [process, letter].filter((q) => q.isError).forEach((q) => void q.refetch())} />;
  else if (!letter.data || !process.data || realName.isPending) body = <LoadingBlock lines={10} />;
  else if (process.data.auditStatus !== 'approved') body = <WhatIsLeft process={withRealNameStep(process.data, realName.data)} />;
  else if (!letter.data.available) body = <EmptyState title={t('invite.notYet')} />;
  else {
    const l = letter.data;
    body = (
      <Card as="article" className="apply-letter">
        <h2 className="apply-letter__title">{t('invite.heading')}</h2>
        {l.letterNo && <p className="apply-muted">{t('invite.number', { no: l.letterNo })}</p>}
        <div className="apply-letter__content">{(l.content ?? '').split('\n').map((line, i) => (line ? <p key={i}>{line}</p> : null))}</div>
        <dl className="apply-facts">
          {l.reportDate && (
            <>
              <dt>{t('invite.reportDate')}</dt>
              <dd>{l.reportDate}</dd>
            </>
          )}
          {l.reportAddress && (
            <>
              <dt>{t('invite.reportAddress')}</dt>
              <dd>{l.reportAddress}</dd>
            </>
          )}
          {l.contactName && (
            <>
              <dt>{t('invite.contact')}</dt>
              <dd>
                {l.contactName}
                {l.contactMobile && (
                  <>
                    {' '}
                    <a className="apply-link" href={`tel:${l.contactMobile}`} onClick={explainBeforeDialing}>
                      {l.contactMobile}
                    </a>
                  </>
                )}
              </dd>
            </>
          )}
        </dl>
        <p className="apply-letter__issuer">
          {l.issuer}
          {l.issuedAt && <span className="apply-muted"> {formatDateTime(l.issuedAt, i18n.language)}</span>}
        </p>
      </Card>
    );
  }
  return (
    <StackPage title={t('invite.title')} backTo={paths.applyProcess}>
      <PullRefresh onRefresh={async () => void (await Promise.all([letter.refetch(), process.refetch(), realName.refetch()]))}>{body}</PullRefresh>
    </StackPage>
  );
}
