// A door that never opens (issue 49): from the arrival until the service starts, the platform's wait
// rule in words, the time waited since the arrival, the calls made through the privacy number (each
// tap noted, offline too), then the no-show report with the evidence the phone holds. The rule's
// figures are the platform's; the app warns when they are not met yet, and never blocks the report:
// the platform refuses it with its words, or cancels the order and pays the compensation.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatMoney } from '@/lib/format/money';
import { formatCountdown, formatTime } from '@/lib/format/time';
import type { Intent } from '@/lib/outbox';
import { confirmDialog, sendStep } from '@/lib/ui/feedback';
import { everySecond } from '@/lib/ui/ticker';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { useReportNoShow } from '@/features/orders/api/use-order-steps';
import { noShowEvidence, noShowFrom } from '@/features/orders/utils/door';
import { PrivacyCall } from './privacy-call';

/** The phone's time, each second while the page shows (the app's one clock, lib/ui/ticker). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => everySecond(setNow), []);
  return now;
}

export function DoorWait({ orderId, order, intents }: { orderId: string; order: ServiceOrder; intents: Intent[] }) {
  const { t } = useTranslation('orders');
  const now = useNow();
  const report = useReportNoShow();
  const sending = useOneAtATime();
  const rules = order.doorRules;
  const calls = order.doorCalls ?? [];
  const arrivedAt = order.arrivedAt ? Date.parse(order.arrivedAt) : undefined;
  const waited = arrivedAt === undefined ? 0 : Math.max(0, Math.floor((now - arrivedAt) / 1000));
  const from = noShowFrom(order);
  // A report on the phone waiting for the network: one is enough (the platform answers it).
  const kept = intents.some((intent) => intent.kind === 'reportServiceOrderNoShow' && intent.state === 'pending');

  const run = () =>
    void sending.run(async () => {
      const minutesLeft = from === undefined ? 0 : Math.ceil((from - Date.now()) / 60_000);
      const fewCalls = rules !== undefined && calls.length < rules.noShowMinCalls;
      const evidence = noShowEvidence(order, intents);
      const confirmed = await confirmDialog({
        title: t('door.confirmTitle'),
        content: (
          <>
            <p>{t('door.confirmEvidence', { n: evidence.calls.length })}</p>
            {minutesLeft > 0 && <p className="order-way__late">{t('door.confirmEarly', { minutes: minutesLeft })}</p>}
            {fewCalls && <p className="order-way__late">{t('door.confirmNoCall')}</p>}
          </>
        ),
        confirmText: t('door.report'),
      });
      if (!confirmed) return false;
      return sendStep(report.mutateAsync({ data: { id: orderId, evidence } }), t('door.reported'));
    });

  return (
    <Card titleId="order-door-title" title={t('door.title')} className="order-door">
      <p className="order-muted">
        {rules
          ? t('door.rule', { minutes: rules.noShowWaitMinutes, calls: rules.noShowMinCalls, fee: formatMoney(rules.noShowCompensationCents) })
          : t('door.noRule')}
      </p>
      <div className="order-door__wait">
        <span>{t('door.waited')}</span>
        <span className="order-door__clock" role="timer" aria-label={t('door.waited')}>
          {formatCountdown(waited)}
        </span>
        {order.arrivedAt && <span className="order-muted">{t('door.since', { time: formatTime(order.arrivedAt) })}</span>}
      </div>
      {from !== undefined && <p className={now >= from ? 'order-ok' : 'order-muted'}>{now >= from ? t('door.ready') : t('door.readyAt', { time: formatTime(from) })}</p>}
      <h3 className="order-door__calls-title" id="order-door-calls">
        {t('door.calls')}
      </h3>
      {calls.length > 0 ? (
        <ul className="order-door__calls" aria-labelledby="order-door-calls">
          {calls.map((call, i) => (
            <li key={`${call.at}-${i}`}>
              <time dateTime={call.at}>{t('door.callAt', { time: formatTime(call.at) })}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="order-muted">{t('door.noCalls')}</p>
      )}
      {/* The privacy number here notes each dial: the calls above, the evidence below. */}
      <PrivacyCall orderId={orderId} noteCalls />
      {kept ? (
        <p className="order-ok" role="status">
          {t('door.reportKept')}
        </p>
      ) : (
        <Button block color="danger" fill="outline" className="order-door__report" onClick={run} loading={sending.running} loadingText={t('door.reporting')} disabled={sending.running}>
          {t('door.report')}
        </Button>
      )}
    </Card>
  );
}
