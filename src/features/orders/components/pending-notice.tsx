// What of this order is still on the phone: each step kept offline (待同步, it goes by itself) and
// each the server refused when it arrived (what it said, until the worker has seen it).
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import type { Intent } from '@/lib/outbox/store';

/** The worker has seen a refusal (the outbox's code is on the page by then: it sent the step). */
const dismiss = (key: string) => import('@/lib/outbox/outbox').then((outbox) => outbox.dismiss(key));

export function PendingNotice({ intents }: { intents: Intent[] }) {
  const { t } = useTranslation('outbox');
  if (intents.length === 0) return null;
  return (
    <Card className="order-pending" aria-label={t('pendingTag')}>
      <ul className="order-pending__list">
        {intents.map((intent) => {
          const what = t(`kinds.${intent.kind}`);
          return intent.state === 'refused' ? (
            <li key={intent.key} className="order-pending__item order-pending__item--refused" role="alert">
              <span className="order-pending__tag order-pending__tag--refused">{t('refusedTag')}</span>
              <span>{t('order.refused', { what, message: intent.error })}</span>
              <button type="button" className="app-button" onClick={() => void dismiss(intent.key)}>
                {t('refused.seen')}
              </button>
            </li>
          ) : (
            <li key={intent.key} className="order-pending__item" role="status">
              <span className="order-pending__tag">{t('pendingTag')}</span>
              <span>{t('order.pending', { what })}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
