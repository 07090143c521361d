// What of this order is still on the phone: each step kept (待同步, it goes by itself, with why it
// waits), each the server refused when it arrived (what it said, until the worker has seen it), and
// each set aside (why; the app-wide list offers to try it again or give it up).
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { useOnline } from '@/lib/network/online';
import { dismiss, type Intent, waitOf } from '@/lib/outbox';

export function PendingNotice({ intents }: { intents: Intent[] }) {
  const { t } = useTranslation('outbox');
  const online = useOnline();
  if (intents.length === 0) return null;
  return (
    <Card className="order-pending" aria-label={t('pendingTag')}>
      <ul className="order-pending__list">
        {intents.map((intent) => {
          const what = t(`kinds.${intent.kind}`);
          if (intent.state === 'refused')
            return (
              <li key={intent.key} className="order-pending__item order-pending__item--refused" role="alert">
                <span className="order-pending__tag order-pending__tag--refused">{t('refusedTag')}</span>
                <span>{t('order.refused', { what, message: intent.error })}</span>
                <button type="button" className="app-button" onClick={() => dismiss(intent.key)}>
                  {t('refused.seen')}
                </button>
              </li>
            );
          if (intent.state === 'aside')
            return (
              <li key={intent.key} className="order-pending__item order-pending__item--refused" role="alert">
                <span className="order-pending__tag order-pending__tag--refused">{t('asideTag')}</span>
                <span>{t('order.aside', { what, reason: intent.error })}</span>
              </li>
            );
          return (
            <li key={intent.key} className="order-pending__item" role="status">
              <span className="order-pending__tag">{t('pendingTag')}</span>
              <span>{t('order.pending', { what, why: t(`waits.${waitOf([intent], online)}`) })}</span>
              {intent.filesInMemory && <span className="order-pending__memory">{t('order.filesInMemory')}</span>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
