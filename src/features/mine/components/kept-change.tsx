// A review's change still on the phone (an appeal, a reply), where the review shows: kept and on its
// way by itself (待同步, with why it waits), refused when it arrived (the platform's words, until the
// worker has seen them), or set aside (why; the app-wide list offers to try it again or give it up).
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/network/online';
import { dismiss, type Intent, waitOf } from '@/lib/outbox';

export function KeptChange({ intent }: { intent: Intent }) {
  const { t } = useTranslation('outbox');
  const online = useOnline();
  const what = t(`kinds.${intent.kind}`);
  if (intent.state === 'refused')
    return (
      <div className="kept-change kept-change--refused" role="alert">
        <p className="kept-change__text">
          <span className="profile-badge profile-badge--rejected">{t('refusedTag')}</span> {t('order.refused', { what, message: intent.error })}
        </p>
        <button type="button" className="profile-link-button" onClick={() => dismiss(intent.key)}>
          {t('refused.seen')}
        </button>
      </div>
    );
  if (intent.state === 'aside')
    return (
      <p className="kept-change kept-change--refused" role="alert">
        <span className="profile-badge profile-badge--rejected">{t('asideTag')}</span> {t('order.aside', { what, reason: intent.error ?? t(`aside.${intent.aside ?? 'broken'}`) })}
      </p>
    );
  return (
    <p className="kept-change" role="status">
      <span className="profile-badge profile-badge--pending">{t('pendingTag')}</span> {t('order.pending', { what, why: t(`waits.${waitOf([intent], online)}`) })}
    </p>
  );
}
