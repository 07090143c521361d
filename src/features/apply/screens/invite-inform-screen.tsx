// pages/apply/invite-inform: the invite notice letter, issued once the application is approved:
// where and when to report, whom to call; before that, a note that it comes after the review.
import { useTranslation } from 'react-i18next';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { useInviteLetter } from '../api/use-apply';
import '../apply.css';

export function InviteInformScreen() {
  const { t, i18n } = useTranslation('apply');
  const letter = useInviteLetter();
  let body;
  if (letter.isPending) body = <LoadingBlock lines={10} />;
  else if (letter.isError) body = <ErrorState error={letter.error} onRetry={() => void letter.refetch()} />;
  else if (!letter.data.available) body = <EmptyState title={t('invite.notYet')} />;
  else {
    const l = letter.data;
    body = (
      <article className="card apply-letter">
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
      </article>
    );
  }
  return (
    <StackPage title={t('invite.title')} backTo={paths.applyProcess}>
      <PullRefresh onRefresh={async () => void (await letter.refetch())}>{body}</PullRefresh>
    </StackPage>
  );
}
