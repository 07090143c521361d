// Calls the customer through a privacy number: the platform binds a virtual number for a few
// minutes, then the worker dials it (a tel: link, which web-views hand to the phone app). The time it
// lasts says its date when that is not today; once past, the number is gone and a new one is offered.
// At the door (`noteCalls`, issue 49) each dial is noted, kept like a step (a call may go through
// where data does not): the calls the no-show report shows the platform.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '@/lib/format/time';
import { explainPermission } from '@/lib/native/permissions';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useNoteCall, usePrivacyCall } from '@/features/orders/api/use-order-steps';
import { showError } from '@/lib/ui/feedback';

export function PrivacyCall({ orderId, noteCalls = false }: { orderId: string; noteCalls?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const call = usePrivacyCall();
  const note = useNoteCall();
  const number = call.data?.data;
  // Counted from when it was asked, so the number goes on time (and stays gone) as the minutes pass.
  const left = useCountdown(number ? (Date.parse(number.expiresAt) - call.submittedAt) / 1000 : null, call.submittedAt, call.submittedAt);

  const binding = useOneAtATime();

  // A number lasts a few minutes: the worker may ask again for a fresh one. The phone permission's
  // explanation comes first, once (docs/decisions.md, "Permission explanations"); a decline asks for
  // no number.
  const request = () =>
    void binding.run(async () => {
      if (!(await explainPermission('phone'))) return;
      await call.mutateAsync({ data: { id: orderId } }).catch((error: unknown) => void showError(error));
    });

  if (number && left === 0) {
    return (
      <div className="order-call">
        <p className="order-muted" role="status">
          {t('call.expired', { number: number.virtualNumber })}
        </p>
        <Button block color="primary" fill="outline" onClick={request} loading={call.isPending} loadingText={t('call.loading')} disabled={call.isPending}>
          {t('call.renewExpired')}
        </Button>
      </div>
    );
  }
  if (number) {
    // The day it was asked is the worker's today: an end past midnight says its date.
    const until = formatDate(number.expiresAt) === formatDate(call.submittedAt) ? formatTime(number.expiresAt) : formatDateTime(number.expiresAt, i18n.language);
    return (
      <div className="order-call">
        <a
          className="order-link-button order-link-button--primary"
          href={`tel:${number.virtualNumber}`}
          // Noted at the tap, kept on the phone; the dial goes on as the link's own.
          onClick={noteCalls ? () => note.mutate({ data: { id: orderId, virtualNumber: number.virtualNumber } }) : undefined}
        >
          {t('call.dial', { number: number.virtualNumber })}
        </a>
        <p className="order-muted">{t('call.hint', { time: until })}</p>
        <Button block fill="none" color="primary" onClick={request} loading={call.isPending} disabled={call.isPending}>
          {t('call.renew')}
        </Button>
      </div>
    );
  }
  return (
    <Button block color="primary" fill="outline" className="order-call" onClick={request} loading={call.isPending} loadingText={t('call.loading')} disabled={call.isPending}>
      {t('call.button')}
    </Button>
  );
}
