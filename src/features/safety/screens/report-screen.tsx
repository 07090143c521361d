// pages/safety/report?orderId=: report the customer of a finished order, with a reason from the
// contract's list and what happened (optional, counted against its limit), and block them; the
// platform reviews it. An order already reported shows its report (已举报，平台审核中) instead.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { TextArea } from '@/components/text-area';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/forms/use-form';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { type CustomerReport, type CustomerReportReason, NOTE_MAX, REPORT_REASONS, REPORTABLE, useReportCustomer, useReportedOrder, useReportRecordings } from '../api/use-customer-report';
import { formatDateTime } from '@/lib/format/time';
import '../components/safety.css';

const orderPage = (orderId: string) => `${paths.orderDetail}?id=${encodeURIComponent(orderId)}`;

/** The report made: its status first (what the platform does with it), the reason, the block. */
function ReportRecord({ report, orderId }: { report: CustomerReport; orderId: string }) {
  const { t } = useTranslation('safety');
  return (
    <Card className="safety-section" titleId="report-status" title={t(`report.status.${report.status}`)}>
      <p className="safety-note">{t('report.yourReason', { reason: t(`report.reason.${report.reason}`) })}</p>
      {report.note && <p className="safety-report__note">{report.note}</p>}
      {report.blocked && <p className="safety-note">{t('report.blocked')}</p>}
      {report.recordingId && <p className="safety-note">{t('report.withRecording')}</p>}
      <Link className="app-button app-button--block safety-link-button" to={orderPage(orderId)} replace>
        {t('report.backToOrder')}
      </Link>
    </Card>
  );
}

function ReportForm({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('safety');
  const navigate = useNavigate();
  const report = useReportCustomer();
  const recordings = useReportRecordings(orderId).data ?? [];
  // A reason is needed: said at a send (in a toast and under the reasons), gone once one is chosen. One report per tap.
  const form = useForm({
    initial: { reason: null as CustomerReportReason | null, note: '', block: true, recordingId: null as string | null },
    rules: { reason: (value) => (value ? undefined : t('report.noReason')) },
    idPrefix: 'report',
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const { reason, note, block, recordingId } = form.values;
  const problem = Boolean(form.errors.reason);

  const submit = form.submit(async (values) => {
    const sent = await sendStep(report.mutateAsync({ orderId, reason: values.reason!, note: values.note.trim() || null, block: values.block, ...(values.recordingId ? { recordingId: values.recordingId } : {}) }), t('report.sent'));
    if (!sent) return false;
    navigate(orderPage(orderId), { replace: true });
    return true;
  });

  return (
    <form className="safety-report" noValidate onSubmit={submit}>
      <Card as="fieldset" className="safety-report__reasons" aria-describedby={problem ? 'report-reason-problem' : undefined}>
        <legend className="safety-report__legend">{t('report.reasonLegend')}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="safety-report__reason">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => form.setValue('reason', value, { recheck: true })}
            />
            <span>{t(`report.reason.${value}`)}</span>
          </label>
        ))}
        {problem && (
          <p id="report-reason-problem" className="safety-field__problem">
            {t('report.noReason')}
          </p>
        )}
      </Card>
      <Card className="safety-section">
        <label className="safety-field__label" htmlFor="report-note">
          {t('report.note')}
        </label>
        <TextArea id="report-note" value={note} onChange={(value) => form.setValue('note', value)} maxLength={NOTE_MAX} rows={4} placeholder={t('report.notePlaceholder')} aria-describedby="report-note-limit" />
        <p id="report-note-limit" className="visually-hidden">
          {t('report.noteLimit', { n: NOTE_MAX })}
        </p>
        <label className="safety-report__block">
          <input type="checkbox" checked={block} onChange={(e) => form.setValue('block', e.target.checked)} />
          <span>{t('report.block')}</span>
        </label>
      </Card>
      {recordings.length > 0 && (
        <Card as="fieldset" className="safety-report__reasons">
          <legend className="safety-report__legend">{t('report.recordingLegend')}</legend>
          {[null, ...recordings].map((recording) => (
            <label key={recording?.id ?? 'none'} className="safety-report__reason">
              <input type="radio" name="recording" checked={recordingId === (recording?.id ?? null)} onChange={() => form.setValue('recordingId', recording?.id ?? null)} />
              <span>{recording ? t('report.recording', { at: formatDateTime(recording.startedAt, i18n.language), minutes: Math.max(1, Math.round(recording.durationSeconds / 60)) }) : t('report.noRecording')}</span>
            </label>
          ))}
        </Card>
      )}
      <p className="safety-note">{t('report.review')}</p>
      <button type="submit" className="app-button app-button--primary app-button--block safety-save" disabled={form.submitting}>
        {form.submitting ? t('report.submitting') : t('report.submit')}
      </button>
    </form>
  );
}

export function ReportScreen() {
  const { t } = useTranslation('safety');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useReportedOrder(orderId);
  return (
    <StackPage title={t('report.title')} backTo={orderId ? orderPage(orderId) : paths.orders} className="safety-page">
      {order.isError && <ErrorState error={order.error} onRetry={() => void order.refetch()} />}
      {order.isPending && orderId && <LoadingBlock lines={6} />}
      {order.data && (
        <>
          <p className="safety-note">{t('report.order', { orderNo: order.data.orderNo, customer: order.data.customer.nickname })}</p>
          {order.data.customerReport ? (
            <ReportRecord report={order.data.customerReport} orderId={orderId} />
          ) : REPORTABLE.has(order.data.status) ? (
            <ReportForm orderId={orderId} />
          ) : (
            <Card as="p" className="safety-section">{t('report.notFinished')}</Card>
          )}
        </>
      )}
    </StackPage>
  );
}
