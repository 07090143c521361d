// The outbox said app-wide (lib/outbox): how many changes wait on the phone and why (offline, the
// platform failing, the session ended), the ones the server refused when they arrived and the ones
// set aside (they can never go as they are), which open a list of what happened, with the data
// kept, until the worker has decided on each; and a phone whose storage is full. Loaded once the
// first screen is up (app.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/time';
import { useOnline } from '@/lib/network/online';
import { dismiss, type Intent, outboxFull, retry, useOutbox, waitOf } from '@/lib/outbox';
import { confirmDialog } from '@/lib/ui/feedback';
import './network-banner.css';

/** The fields a worker recognises of a kept change (the order, the text typed), without the machine's own. */
function keptData(intent: Intent): string {
  const { occurredAt: _at, ...fields } = intent.body;
  return JSON.stringify(fields, null, 1).slice(2, -2);
}

function Attention({ intents, onClose }: { intents: Intent[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('outbox');
  const discard = async (key: string) => {
    if (await confirmDialog({ content: t('aside.discardConfirm'), confirmText: t('aside.discard') })) dismiss(key);
  };
  const aside = intents.some((intent) => intent.state === 'aside');
  return (
    <div className="outbox-refused" role="dialog" aria-modal="true" aria-labelledby="outbox-refused-title">
      <div className="outbox-refused__sheet">
        <h2 id="outbox-refused-title" className="outbox-refused__title">
          {t(aside ? 'aside.title' : 'refused.title')}
        </h2>
        <ul className="outbox-refused__list">
          {intents.map((intent) => (
            <li key={intent.key} className="outbox-refused__item">
              <p className="outbox-refused__what">{t('refused.what', { what: t(`kinds.${intent.kind}`), time: formatDateTime(String(intent.body.occurredAt), i18n.language) })}</p>
              {intent.state === 'refused' ? (
                <>
                  <p>{t('refused.said', { message: intent.error })}</p>
                  <button type="button" className="app-button app-button--primary" onClick={() => dismiss(intent.key)}>
                    {t('refused.seen')}
                  </button>
                </>
              ) : (
                <>
                  <p>{t('aside.why', { reason: intent.error })}</p>
                  <details className="outbox-refused__data">
                    <summary>{t('aside.data')}</summary>
                    <pre>{keptData(intent)}</pre>
                  </details>
                  <div className="outbox-refused__actions">
                    <button type="button" className="app-button app-button--primary" onClick={() => retry(intent.key)}>
                      {t('aside.retry')}
                    </button>
                    <button type="button" className="app-button" onClick={() => void discard(intent.key)}>
                      {t('aside.discard')}
                    </button>
                  </div>
                </>
              )}
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
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const pending = intents.filter((i) => i.state === 'pending');
  const refused = intents.filter((i) => i.state === 'refused');
  const aside = intents.filter((i) => i.state === 'aside');
  const attention = [...aside, ...refused];
  const full = outboxFull();
  if (pending.length === 0 && attention.length === 0 && !full) return null;
  return (
    <>
      <div className="network-banner network-banner--outbox" role="status" aria-live="polite">
        {full && <span className="network-banner__text network-banner__text--warning">{t('banner.full')}</span>}
        {pending.length > 0 && <span className="network-banner__text">{t('banner.pending', { n: pending.length, why: t(`waits.${waitOf(pending, online)}`) })}</span>}
        {aside.length > 0 && (
          <button type="button" className="network-banner__action" onClick={() => setOpen(true)}>
            {t('banner.aside', { n: aside.length })}
          </button>
        )}
        {refused.length > 0 && (
          <button type="button" className="network-banner__action" onClick={() => setOpen(true)}>
            {t('banner.refused', { n: refused.length })}
          </button>
        )}
      </div>
      {open && attention.length > 0 && <Attention intents={attention} onClose={() => setOpen(false)} />}
    </>
  );
}
