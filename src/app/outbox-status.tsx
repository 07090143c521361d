// The outbox said app-wide (lib/outbox): how many changes wait on the phone (待同步), and the ones
// the server refused when they arrived, which open a list of what happened until the worker has
// seen each. Loaded once the first screen is up (app.tsx), with the outbox itself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/time';
import { dismiss, type Intent } from '@/lib/outbox/outbox';
import { useOutbox } from '@/lib/outbox/use-outbox';
import './network-banner.css';

function RefusedList({ refused, onClose }: { refused: Intent[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('outbox');
  return (
    <div className="outbox-refused" role="dialog" aria-modal="true" aria-labelledby="outbox-refused-title">
      <div className="outbox-refused__sheet">
        <h2 id="outbox-refused-title" className="outbox-refused__title">
          {t('refused.title')}
        </h2>
        <ul className="outbox-refused__list">
          {refused.map((intent) => (
            <li key={intent.key} className="outbox-refused__item">
              <p className="outbox-refused__what">{t('refused.what', { what: t(`kinds.${intent.kind}`), time: formatDateTime(String(intent.body.occurredAt), i18n.language) })}</p>
              <p>{t('refused.said', { message: intent.error })}</p>
              <button type="button" className="app-button app-button--primary" onClick={() => void dismiss(intent.key)}>
                {t('refused.seen')}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="app-button app-button--block" onClick={onClose}>
          {t('refused.close')}
        </button>
      </div>
    </div>
  );
}

export default function OutboxStatus() {
  const { t } = useTranslation('outbox');
  const intents = useOutbox();
  const [open, setOpen] = useState(false);
  const pending = intents.filter((i) => i.state === 'pending').length;
  const refused = intents.filter((i) => i.state === 'refused');
  if (pending === 0 && refused.length === 0) return null;
  return (
    <>
      <div className="network-banner network-banner--outbox" role="status" aria-live="polite">
        {pending > 0 && <span className="network-banner__text">{t('banner.pending', { n: pending })}</span>}
        {refused.length > 0 && (
          <button type="button" className="network-banner__action" onClick={() => setOpen(true)}>
            {t('banner.refused', { n: refused.length })}
          </button>
        )}
      </div>
      {open && refused.length > 0 && <RefusedList refused={refused} onClose={() => setOpen(false)} />}
    </>
  );
}
