// Where an appeal of a review stands, as the platform answered it: its status (a badge on the review and
// in the list of appeals; a card on the appeal page with what was sent and the platform's decision).
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import type { ReviewAppeal, ReviewAppealStatus } from '@/features/mine/api/use-reviews';
import { formatDateTime } from '@/lib/format/time';

/** The badge's look by status: waiting amber, upheld the app's blue, rejected red. */
const TONE: Record<ReviewAppealStatus, string> = { submitted: 'pending', under_review: 'reviewing', upheld: 'approved', rejected: 'rejected' };

export function AppealBadge({ status }: { status: ReviewAppealStatus }) {
  const { t } = useTranslation('mine-pages');
  return <span className={`profile-badge profile-badge--${TONE[status]}`}>{t(`appeal.status.${status}`)}</span>;
}

/** The evidence an appeal carried, by kind, each with how many went. */
function evidenceSummary(appeal: ReviewAppeal) {
  const counts = new Map<string, number>();
  for (const item of appeal.evidence) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  return [...counts];
}

/** The appeal as the platform holds it: the status first (the decision and its reason once decided), then what the worker sent. */
export function AppealRecord({ appeal }: { appeal: ReviewAppeal }) {
  const { t, i18n } = useTranslation('mine-pages');
  const decided = appeal.status === 'upheld' || appeal.status === 'rejected';
  return (
    <Card className={`appeal-record appeal-record--${appeal.status}`} titleId="appeal-record-title" title={t(`appeal.status.${appeal.status}`)}>
      <p className="profile-hint appeal-record__line">{t(`appeal.statusText.${appeal.status}`)}</p>
      {decided && appeal.decisionNote && (
        <p className="profile-reply">
          <strong>{t('appeal.decision', { time: appeal.decidedAt ? formatDateTime(appeal.decidedAt, i18n.language) : '' })}</strong>
          {appeal.decisionNote}
        </p>
      )}
      <dl className="profile-facts">
        <dt>{t('appeal.reasonLabel')}</dt>
        <dd>{t(`appeal.reason.${appeal.reason}`)}</dd>
        {appeal.note && (
          <>
            <dt>{t('appeal.noteLabel')}</dt>
            <dd className="appeal-record__note">{appeal.note}</dd>
          </>
        )}
        <dt>{t('appeal.evidenceLabel')}</dt>
        <dd>
          {appeal.evidence.length === 0 ? (
            t('appeal.noEvidence')
          ) : (
            <ul className="appeal-record__evidence">
              {evidenceSummary(appeal).map(([kind, n]) => (
                <li key={kind}>{t(`appeal.evidenceKind.${kind}`, { n })}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('appeal.createdLabel')}</dt>
        <dd>
          <time dateTime={appeal.createdAt}>{formatDateTime(appeal.createdAt, i18n.language)}</time>
        </dd>
      </dl>
    </Card>
  );
}
