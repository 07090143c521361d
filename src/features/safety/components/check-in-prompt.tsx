// The check-in when a service runs long (issue 28): once the server's check-in time has passed
// (counted from the order's answer, not the phone's clock: utils/check-in.ts) and nobody answered, a
// full-screen question 平安 / 需要帮助 with a beep and vibration. 平安 sends the answer through the
// outbox; 需要帮助 runs the SOS path (110 dialled at once, the alert with the order, then the answer)
// and says whether the alert reached the platform or waits on the phone. 需要帮助 is always there
// while the question is: a 平安 on its way (a dead network holds it for seconds) never holds it back.
// Without an answer in the server's time, the server escalates: the question says so.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { answerCheckIn, askForHelp, POLICE_NUMBER } from '../api/send-check-in';
import { answerMinutes, type CheckInTimer, secondsToCheckIn } from '../utils/check-in';
import { startAlarm } from '../utils/check-in-alarm';
import './check-in.css';

/** Where the alert of 需要帮助 is: on its way, with the platform, kept on the phone, or not sent. */
type AlertState = 'sending' | 'delivered' | 'kept' | 'failed';

type Phase = { kind: 'asking' } | { kind: 'sending' } | { kind: 'help'; alert: AlertState } | { kind: 'done' } | { kind: 'failed' };

/** `answered`: an answer already on the phone (waiting in the outbox) or taken by the server. */
export function CheckInPrompt({ orderId, timer, measuredAt, answered }: { orderId: string; timer: CheckInTimer; measuredAt?: number; answered: boolean }) {
  const due = secondsToCheckIn(answered ? null : timer, measuredAt, measuredAt);
  // Counts on from the answer's arrival; a new answer (a refetch) starts it again from its own figure.
  const left = useCountdown(due, measuredAt, measuredAt);
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' });
  const asking = left === 0 && phase.kind !== 'done';
  return asking || phase.kind === 'help' ? <CheckInDialog orderId={orderId} timer={timer} phase={phase} setPhase={setPhase} /> : null;
}

function CheckInDialog({ orderId, timer, phase, setPhase }: { orderId: string; timer: CheckInTimer; phase: Phase; setPhase: (phase: Phase) => void }) {
  const { t } = useTranslation('safety');
  const titleId = useId();
  const textId = useId();
  const safeButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  // Once 需要帮助 is tapped, a 平安 still on its way changes nothing on screen.
  const helpAsked = useRef(false);
  const questioning = phase.kind === 'asking' || phase.kind === 'failed';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The alarm rings while the question waits for an answer.
  useEffect(() => (questioning ? startAlarm() : undefined), [questioning]);

  useEffect(() => {
    (phase.kind === 'help' ? closeButton : safeButton).current?.focus();
  }, [phase.kind]);

  const update = (next: Phase) => mounted.current && setPhase(next);

  // Each answer once per intent: two taps in one frame come before the render that disables the
  // button, and each call makes its own intent (two answers, or two alerts and two calls to 110).
  // Apart, so that a 平安 on its way never holds back 需要帮助.
  const answering = useOneAtATime();
  const helping = useOneAtATime();

  const safe = () =>
    void answering.run(async () => {
      update({ kind: 'sending' });
      try {
        await answerCheckIn(orderId, 'safe');
        if (!helpAsked.current) update({ kind: 'done' });
        return true;
      } catch {
        if (!helpAsked.current) update({ kind: 'failed' });
        return false;
      }
    });

  const help = () =>
    void helping.run(async () => {
      helpAsked.current = true;
      // 110 is dialled inside askForHelp before anything waits.
      update({ kind: 'help', alert: 'sending' });
      askForHelp(orderId).then(
        (sos) => {
          if (sos.state === 'sent') return update({ kind: 'help', alert: 'delivered' });
          update({ kind: 'help', alert: 'kept' });
          // Kept on the phone: it says so by itself once the alert reached the platform.
          sos.delivered.then(
            () => update({ kind: 'help', alert: 'delivered' }),
            () => update({ kind: 'help', alert: 'failed' }),
          );
        },
        () => update({ kind: 'help', alert: 'failed' }),
      );
      return true;
    });

  return (
    <div className="check-in" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="check-in__body">
        {phase.kind === 'help' ? (
          <>
            <h2 id={titleId} className="check-in__title">
              {t('checkIn.helpTitle')}
            </h2>
            <p id={textId} className="check-in__text">
              {t('checkIn.helpText', { number: POLICE_NUMBER })}
            </p>
            <p className="check-in__text" role="status">
              {phase.alert === 'delivered'
                ? t('sos.delivered')
                : phase.alert === 'kept'
                  ? t('sos.kept', { number: POLICE_NUMBER })
                  : phase.alert === 'failed'
                    ? t('sos.failed', { number: POLICE_NUMBER })
                    : ''}
            </p>
            <button ref={closeButton} type="button" className="check-in__button check-in__button--plain" onClick={() => update({ kind: 'done' })}>
              {t('checkIn.close')}
            </button>
          </>
        ) : (
          <>
            <h2 id={titleId} className="check-in__title">
              {t('checkIn.title')}
            </h2>
            <p id={textId} className="check-in__text">
              {t('checkIn.text', { n: answerMinutes(timer) })}
            </p>
            {phase.kind === 'failed' && (
              <p className="check-in__error" role="alert">
                {t('checkIn.failed')}
              </p>
            )}
            <button ref={safeButton} type="button" className="check-in__button check-in__button--safe" onClick={safe} disabled={phase.kind === 'sending'}>
              {t('checkIn.safe')}
            </button>
            <button type="button" className="check-in__button check-in__button--help" onClick={help}>
              {t('checkIn.help')}
            </button>
            <p className="check-in__note">{t('checkIn.helpNote', { number: POLICE_NUMBER })}</p>
          </>
        )}
      </div>
    </div>
  );
}
