// Where the worker's last alert stands, under (or, floating, beside) the SOS, from the outbox alone
// (sos-alert-state.ts): on its way, kept on the phone, refused by the platform or set aside (said,
// with 拨打110 and 重新发送, until the worker closes it: never shown as received), with the platform
// and the contacts it notifies, what the worker said of it, handled or cancelled. In the 5 s after the
// hold, "误触，取消"; past them, while the platform handles it, 我已安全 and 误报，撤回 (resolveSosAlert,
// through the outbox's SOS lane: offline it waits on the phone and says so). Each goes once per tap:
// the journal holds it at once, and the buttons give way to what was said. Nothing here is in the way
// of a new hold.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dial } from '@/lib/native/dial';
import { retry } from '@/lib/outbox';
import { forgetAlert, type LastAlert } from '../api/last-alert';
import { resolveSos, sendSosAlert, type SosAlertResolution } from '../api/send-sos';
import { useAlertState } from '../api/sos-alert-state';
import { POLICE_NUMBER } from '../api/send-check-in';

export function SosAlertStatus({ last, onCancel }: { last: LastAlert; onCancel?: () => void }) {
  const { t } = useTranslation('safety');
  const state = useAlertState(last);
  // One word per tap, whatever the taps (two in one frame come before the render that hides them).
  const saying = useRef(false);

  const say = (resolution: SosAlertResolution) => {
    if (saying.current || state.kind !== 'open' || !state.id) return;
    saying.current = true;
    resolveSos(state.id, resolution).outcome.then(
      () => (saying.current = false),
      () => (saying.current = false),
    );
  };

  // Sent again: set aside, with its key (it may still go as it was); refused, as a new alert (the
  // platform answered that one), the refused one closed.
  const sendAgain = () => {
    if (state.kind === 'aside') return retry(last.key);
    forgetAlert(last.key);
    void sendSosAlert({ orderId: typeof last.body.orderId === 'string' ? last.body.orderId : undefined }).catch(() => undefined);
  };

  const text = (() => {
    switch (state.kind) {
      case 'sending':
        return t('sos.sent');
      case 'kept':
        return t(state.session ? 'sos.keptSession' : 'sos.kept', { number: POLICE_NUMBER });
      case 'refused':
        return t('sos.refused', { message: state.message, number: POLICE_NUMBER });
      case 'aside':
        return t('sos.aside', { message: state.message, number: POLICE_NUMBER });
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
  const failed = state.kind === 'refused' || state.kind === 'aside';
  const notified = open && !onCancel && !state.said ? (state.alert?.notifiedContacts ?? []) : [];
  const canSay = open && !onCancel && !state.said && Boolean(state.id);
  const closable = !onCancel && (state.kind === 'handled' || state.kind === 'cancelled' || failed || (open && state.said && !state.saying));

  return (
    <>
      <span>{text}</span>
      {notified.length > 0 && <span className="sos__notified">{t('sos.notified', { names: notified.map((c) => c.name).join('、') })}</span>}
      {onCancel && (state.kind === 'sending' || state.kind === 'kept' || open) && (
        <button type="button" className="sos__cancel" onClick={onCancel}>
          {t('sos.cancel')}
        </button>
      )}
      {failed && !onCancel && (
        <span className="sos__actions">
          <button type="button" className="sos__cancel sos__cancel--safe" onClick={() => dial(POLICE_NUMBER)}>
            {t('sos.dial', { number: POLICE_NUMBER })}
          </button>
          <button type="button" className="sos__cancel" onClick={sendAgain}>
            {t('sos.retry')}
          </button>
        </span>
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
