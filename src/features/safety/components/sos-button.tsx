// The SOS: press and hold about 2 s (a ring fills; a tap only says how), then 110 is dialled at
// once and the alert goes with a fresh position and the order (sendSosAlert); for 5 s "误触，取消"
// cancels the alert (the call to 110 is the phone's). Space or Enter held works as a finger does.
// After the window the button keeps saying where the worker's last alert is, wherever it shows (Home,
// the order's pages, the safety centre: sos-alert-status.tsx): on the phone, with the platform (and
// the contacts it notifies), what the worker said of it (我已安全 / 误报，撤回), handled or cancelled.
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dial } from '@/lib/native/dial';
import { useLastAlert } from '../api/last-alert';
import { cancelSos, sendSosAlert, type SosOutcome } from '../api/send-sos';
import { SosAlertStatus } from './sos-alert-status';
import './sos.css';

/** How long the press must last. */
export const HOLD_MS = 2_000;
/** How long "误触，取消" stays. */
const CANCEL_WINDOW_MS = 5_000;
/** What the SOS dials. */
export const POLICE_NUMBER = '110';

type Phase =
  | { kind: 'idle' }
  | { kind: 'holding' }
  /** This hold's alert: where it stands is the last alert's (sos-alert-status.tsx). */
  | { kind: 'alert' }
  | { kind: 'cancelling' }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

export function SosButton({ orderId, compact = false }: { orderId?: string; compact?: boolean }) {
  const { t } = useTranslation('safety');
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [hint, setHint] = useState(false);
  // "误触，取消" is offered from the hold's completion for CANCEL_WINDOW_MS.
  const [windowOpen, setWindowOpen] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const windowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The alert under way and whether the worker asked to cancel it before its answer came.
  const alertRef = useRef<{ sos: SosOutcome | null; cancelAsked: boolean }>({ sos: null, cancelAsked: false });
  // The order at the moment the hold completes (Home learns of one in service while it is held).
  const order = useRef(orderId);
  const mounted = useRef(true);
  const last = useLastAlert();

  useEffect(() => {
    order.current = orderId;
  }, [orderId]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(holdTimer.current);
      clearTimeout(windowTimer.current);
      clearTimeout(hintTimer.current);
    };
  }, []);

  const update = (next: Phase) => {
    if (mounted.current) setPhase(next);
  };

  const sendCancel = (sos: SosOutcome) => {
    update({ kind: 'cancelling' });
    cancelSos(sos).then(
      () => update({ kind: 'cancelled' }),
      // Too late: the alert stands, and the safety desk will call.
      () => update({ kind: 'alert' }),
    );
  };

  const complete = () => {
    holdTimer.current = undefined;
    // 110 first: the call never waits for the position or the network.
    dial(POLICE_NUMBER);
    const current = { sos: null as SosOutcome | null, cancelAsked: false };
    alertRef.current = current;
    update({ kind: 'alert' });
    setWindowOpen(true);
    windowTimer.current = setTimeout(() => mounted.current && setWindowOpen(false), CANCEL_WINDOW_MS);
    sendSosAlert({ orderId: order.current }).then(
      (sos) => {
        current.sos = sos;
        if (current.cancelAsked) sendCancel(sos);
      },
      // Refused or set aside: the alert itself says so, with the platform's words (sos-alert-status.tsx).
      () => alertRef.current === current && update({ kind: 'alert' }),
    );
  };

  // Another hold may start once the alert is out of its cancel window (a second alert is a new intent).
  const busy = phase.kind === 'cancelling' || (phase.kind === 'alert' && windowOpen);

  const start = () => {
    if (busy || holdTimer.current) return;
    setHint(false);
    update({ kind: 'holding' });
    holdTimer.current = setTimeout(complete, HOLD_MS);
  };

  const release = () => {
    if (!holdTimer.current) return;
    clearTimeout(holdTimer.current);
    holdTimer.current = undefined;
    update({ kind: 'idle' });
    showHint();
  };

  const showHint = () => {
    setHint(true);
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => mounted.current && setHint(false), 3_000);
  };

  // One cancel per alert, whatever the taps (a ref: two taps in one frame come before a render).
  const cancel = () => {
    if (alertRef.current.cancelAsked) return;
    alertRef.current.cancelAsked = true;
    const { sos } = alertRef.current;
    clearTimeout(windowTimer.current);
    setWindowOpen(false);
    if (sos) sendCancel(sos);
    else update({ kind: 'cancelling' });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // The finger may drift while it holds: the press ends only when it lifts.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) start();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    release();
  };
  // A click that came without a press (a screen reader's activation) only explains.
  const onClick = (event: { detail: number }) => {
    if (event.detail === 0 && !holdTimer.current && !busy) showHint();
  };

  const holding = phase.kind === 'holding';
  const status =
    phase.kind === 'cancelling'
      ? t('sos.cancelling')
      : phase.kind === 'cancelled'
        ? t('sos.cancelled')
        : phase.kind === 'failed'
          ? t('sos.failed', { number: POLICE_NUMBER })
          : holding
            ? t('sos.holding')
            : hint
              ? t('sos.hint')
              : '';
  // The last alert, this hold's or an earlier one's (sent from another page, or before a restart).
  const alertShown = !status && last && (phase.kind === 'alert' || phase.kind === 'idle');
  const canCancel = windowOpen && phase.kind === 'alert';

  return (
    <div className={`sos${compact ? ' sos--compact' : ''}${busy ? ' sos--active' : ''}`}>
      <button
        type="button"
        className={`sos__button${holding ? ' is-holding' : ''}`}
        aria-label={t('sos.label')}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onClick={onClick}
        onContextMenu={(event) => event.preventDefault()}
      >
        <svg className="sos__ring" viewBox="0 0 100 100" aria-hidden="true">
          <circle className="sos__track" cx="50" cy="50" r="46" />
          <circle className="sos__fill" cx="50" cy="50" r="46" pathLength={100} />
        </svg>
        <span className="sos__text" aria-hidden="true">
          SOS
        </span>
      </button>
      {(!compact || (!status && !alertShown)) && (
        <p className="sos__caption" aria-hidden="true">
          {t('sos.caption')}
        </p>
      )}
      <span id={hintId} className="visually-hidden">
        {t('sos.description', { number: POLICE_NUMBER })}
      </span>
      <div className={`sos__status${status || alertShown ? '' : ' sos__status--empty'}`} role="status">
        {status && <span>{status}</span>}
        {alertShown && <SosAlertStatus last={last} onCancel={canCancel ? cancel : undefined} />}
      </div>
    </div>
  );
}
