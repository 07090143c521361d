// Where the worker's last alert stands, under (or, floating, beside) the SOS: on its way, kept on
// the phone, with the platform and the contacts it notifies, what the worker said of it, handled or
// cancelled. In the 5 s after the hold, "误触，取消"; past them, while the platform handles it,
// 我已安全 and 误报，撤回 (resolveSosAlert, through the outbox's SOS lane: offline it waits on the
// phone and says so). Each goes once per tap: the journal holds it at once, and the buttons give
// way to what was said. Nothing here is in the way of a new hold.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetAlert, type LastAlert } from '../api/last-alert';
import { type SosAlertResolution, resolveSos } from '../api/send-sos';
import { useAlertState } from '../api/sos-alert-state';
import { POLICE_NUMBER } from '../api/send-check-in';

export function SosAlertStatus({ last, onCancel }: { last: LastAlert; onCancel?: () => void }) {
  const { t } = useTranslation('safety');
  const state = useAlertState(last);
  // One word per tap, whatever the taps (two in one frame come before the render that hides them).
  const saying = useRef(false);

  const say = (resolution: SosAlertResolution) => {
    if (saying.current || !last.id) return;
    saying.current = true;
    resolveSos(last.id, resolution).outcome.then(
      () => (saying.current = false),
      () => (saying.current = false),
    );
  };

  const text = (() => {
    switch (state.kind) {
      case 'sending':
        return t('sos.sent');
      case 'kept':
        return t('sos.kept', { number: POLICE_NUMBER });
      case 'failed':
        return t('sos.failed', { number: POLICE_NUMBER });
      case 'handled':
        return t('sos.handled');
      case 'cancelled':
        return t('sos.cancelled');
      case 'open':
        if (state.said) return t(`sos.said.${state.said}${state.saying ? 'Kept' : ''}`);
        return t('sos.delivered');
    }
  })();

  const open = state.kind === 'open';
  const notified = open && !onCancel && !state.said ? (state.alert?.notifiedContacts ?? []) : [];
  const canSay = open && !onCancel && !state.said && Boolean(last.id);
  const closable = !onCancel && (state.kind === 'handled' || state.kind === 'cancelled' || state.kind === 'failed' || (open && state.said && !state.saying));

  return (
    <>
      <span>{text}</span>
      {notified.length > 0 && <span className="sos__notified">{t('sos.notified', { names: notified.map((c) => c.name).join('、') })}</span>}
      {onCancel && (state.kind === 'sending' || state.kind === 'kept' || open) && (
        <button type="button" className="sos__cancel" onClick={onCancel}>
          {t('sos.cancel')}
        </button>
      )}
      {canSay && (
        <span className="sos__actions">
          <button type="button" className="sos__cancel sos__cancel--safe" onClick={() => say('safe')}>
            {t('sos.safe')}
          </button>
          <button type="button" className="sos__cancel" onClick={() => say('mistake')}>
            {t('sos.mistake')}
          </button>
        </span>
      )}
      {canSay && <span className="sos__note">{t('sos.callBack')}</span>}
      {closable && (
        <button type="button" className="sos__cancel" onClick={() => forgetAlert(last.key)}>
          {t('sos.close')}
        </button>
      )}
    </>
  );
}
