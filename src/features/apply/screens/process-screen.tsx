// pages/apply/process: the application's steps and where the applicant stands, each step opening
// its screen; the submit for audit once every step is done. Every start of an applicant (worker
// status 3) lands here: it reads the worker's status again (opened, and back in the foreground), an
// approved worker goes Home; and the applicant can sign out here (a shared phone). The real-name
// step shows the verification's own state, the one its page shows (withRealNameStep).
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { CustomerService } from '@/components/customer-service';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { useRealNameApply } from '@/lib/identity/use-real-name';
import { useOnline } from '@/lib/network/online';
import { useConfirmedSignOut } from '@/lib/session/use-end-session';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { sendStep } from '@/lib/ui/feedback';
import {
  type ApplyProcess,
  currentStepOf,
  useApplyProcess,
  useFollowApplicantStatus,
  useSubmitApplicationForAudit,
} from '../api/use-apply';
import { StatusTag } from '../components/status-tag';
import { withRealNameStep } from '../utils/real-name-step';
import { STEP_PAGE } from '../utils/step-links';
import '../apply.css';

function Steps({ process }: { process: ApplyProcess }) {
  const { t, i18n } = useTranslation('apply');
  const submit = useSubmitApplicationForAudit();
  const submission = useOneAtATime();
  // One submission, one key: a retry after a lost answer submits once.
  // The server's currentStep, checked against the steps it sends: a step saved since moves it on.
  const current = currentStepOf(process.steps);
  return (
    <>
      <Card className="apply-audit" titleId="apply-audit-title">
        <h2 id="apply-audit-title" className="apply-audit__title">
          {t(`process.audit.${process.auditStatus}`)}
        </h2>
        {process.submittedAt && (
          <p className="apply-muted">
            {t('process.submittedAt', {
              time: formatDateTime(process.submittedAt, i18n.language),
            })}
          </p>
        )}
      </Card>
      <Card as="ol" className="apply-steps" aria-label={t('process.stepsLabel')}>
        {process.steps.map((step, index) => (
          <li key={step.key} className="apply-steps__item">
            <Link to={STEP_PAGE[step.key]} className="apply-steps__link" aria-current={step.key === current ? 'step' : undefined}>
              <span className="apply-steps__no" aria-hidden="true">
                {index + 1}
              </span>
              <span className="apply-steps__text">
                <span className="apply-steps__name">{t(`process.step.${step.key}`)}</span>
                {step.status === 'rejected' && step.rejectReason && <span className="apply-steps__reason">{step.rejectReason}</span>}
                {step.key === current && <span className="apply-steps__current">{t('process.current')}</span>}
              </span>
              <StatusTag status={step.status} />
            </Link>
          </li>
        ))}
      </Card>
      {process.canSubmit && (
        <div className="apply-actions">
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={submission.running}
            onClick={() =>
              void submission.run(() => {
                const request = submit.mutateAsync();
                return sendStep(request, t('process.submitted'));
              })
            }
          >
            {submission.running ? t('actions.sending') : t('process.submit')}
          </button>
        </div>
      )}
    </>
  );
}

/** Sign-out from the apply flow: the app's one way (asks first, and says so when changes wait to be sent). */
function SignOut() {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const signOut = useConfirmedSignOut(() => navigate(paths.login, { replace: true }), {
    confirm: t('process.signOut.confirm'),
    action: t('process.signOut.action'),
    cancel: t('process.signOut.cancel'),
  });
  return (
    <div className="apply-actions">
      <button type="button" className="app-button apply-button-secondary" onClick={signOut.confirmSignOut} disabled={signOut.pending}>
        {t('process.signOut.action')}
      </button>
    </div>
  );
}

export function ProcessScreen() {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const process = useApplyProcess();
  // The real-name step's state is the verification's, as its page shows it: the steps wait for both.
  const realName = useRealNameApply();
  useFollowApplicantStatus(() => void navigate(paths.home, { replace: true }));
  const online = useOnline();
  // Waiting for the steps over a network: the skeleton. Offline nothing comes (the queries pause and
  // the offline state shows), and the applicant must still be able to sign out (issue 41).
  const loading = online && (process.isPending || realName.isPending);
  const body = (
    <QueryState query={process} loading={realName.isPending} lines={6}>
      {(data) => <Steps process={withRealNameStep(data, realName.data)} />}
    </QueryState>
  );
  return (
    <StackPage title={t('process.title')}>
      <PullRefresh onRefresh={async () => void (await Promise.all([process.refetch(), realName.refetch()]))}>
        {body}
        {/* Below the steps once they are in (or said why not, offline too): placed under the loading
            block, they moved down when the steps came (a layout shift of 0.044). */}
        {!loading && (
          <>
            <CustomerService id="apply-service" />
            <SignOut />
          </>
        )}
      </PullRefresh>
    </StackPage>
  );
}
