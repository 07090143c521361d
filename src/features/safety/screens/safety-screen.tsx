// pages/safety/index[?orderId=]: the safety centre. The SOS (press and hold), the emergency
// contacts, the order's trip shared by a link the platform makes, the safety handbook, and
// customer service (the hotline, with the phone's explanation first, and the in-app chat).
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { shareLink } from '@/lib/native/share';
import { showError, showToast } from '@/lib/ui/feedback';
import { useEmergencyContacts, useSafetyCenter, useTripShare } from '../api/use-safety';
import { SosButton } from '../components/sos-button';
import '../components/safety.css';

function ContactsSection() {
  const { t } = useTranslation('safety');
  const contacts = useEmergencyContacts();
  return (
    <Card className="safety-section" titleId="safety-contacts-title" title={t('centre.contacts')}>
      {contacts.isError && <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />}
      {contacts.data && contacts.data.length === 0 && <p className="safety-note">{t('centre.noContacts')}</p>}
      {contacts.data && contacts.data.length > 0 && (
        <ul className="safety-contacts">
          {contacts.data.map((c) => (
            <li key={c.mobile} className="safety-contacts__row">
              <span className="safety-contacts__name">{c.name}</span>
              {c.relation && <span className="safety-contacts__relation">{t(`relation.${c.relation}`)}</span>}
              <span className="safety-contacts__mobile">{c.mobile}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="app-button app-button--block safety-link-button" to={paths.safetyContacts}>
        {contacts.data?.length ? t('centre.editContacts') : t('centre.addContacts')}
      </Link>
    </Card>
  );
}

function TripShareSection({ orderId }: { orderId?: string }) {
  const { t } = useTranslation('safety');
  const [sharing, setSharing] = useState(false);
  // Where the phone can neither share nor copy (no bridge, no Web Share, the clipboard refused), the
  // link itself, for the worker to copy by hand: "try again later" would fail the same way.
  const [shownLink, setShownLink] = useState<string | null>(null);
  const trip = useTripShare();
  const share = async () => {
    if (!orderId || sharing) return;
    setSharing(true);
    setShownLink(null);
    try {
      const { data: link } = await trip.mutateAsync(orderId);
      const outcome = await shareLink({ title: t('trip.shareTitle'), url: link.url });
      if (outcome === 'copied') void showToast(t('trip.copied'));
      else if (outcome === 'unavailable') setShownLink(link.url);
    } catch (error) {
      showError(error);
    } finally {
      setSharing(false);
    }
  };
  return (
    <Card className="safety-section" titleId="safety-trip-title" title={t('trip.title')}>
      {orderId ? (
        <>
          <p className="safety-note">{t('trip.text')}</p>
          <button type="button" className="app-button app-button--primary app-button--block" onClick={() => void share()} disabled={sharing}>
            {sharing ? t('trip.sharing') : t('trip.share')}
          </button>
          {shownLink && (
            <div role="status">
              <p className="safety-note">{t('trip.copyByHand')}</p>
              {/* Read-only text: a tap selects all of it, and a long press offers the phone's own copy. */}
              <label className="safety-field__label" htmlFor="safety-trip-link">
                {t('trip.link')}
              </label>
              <textarea id="safety-trip-link" className="safety-input safety-trip-link" readOnly rows={2} value={shownLink} onFocus={(e) => e.currentTarget.select()} />
            </div>
          )}
        </>
      ) : (
        <p className="safety-note">{t('trip.fromOrder')}</p>
      )}
    </Card>
  );
}

function HandbookSection({ materialId }: { materialId?: string | null }) {
  const { t } = useTranslation('safety');
  const tips = t('handbook.tips', { returnObjects: true }) as string[];
  return (
    <Card className="safety-section" titleId="safety-handbook-title" title={t('handbook.title')}>
      <ul className="safety-tips">
        {(Array.isArray(tips) ? tips : []).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {materialId && (
        <Link className="app-button app-button--block safety-link-button" to={`${paths.studyDetail}?id=${encodeURIComponent(materialId)}`}>
          {t('handbook.open')}
        </Link>
      )}
    </Card>
  );
}

function ServiceSection() {
  const { t } = useTranslation('safety');
  const centre = useSafetyCenter();
  const phone = centre.data?.customerServicePhone;
  const chat = centre.data?.onlineServiceUrl;
  return (
    <>
      <HandbookSection materialId={centre.data?.handbookMaterialId} />
      <Card className="safety-section" titleId="safety-service-title" title={t('service.title')}>
        {centre.isError && <ErrorState error={centre.error} onRetry={() => void centre.refetch()} />}
        {phone && (
          <a className="app-button app-button--block safety-link-button" href={`tel:${phone}`} onClick={explainBeforeDialing}>
            {t('service.call', { phone })}
          </a>
        )}
        {chat && (
          <Link className="app-button app-button--block safety-link-button" to={`${paths.webView}?url=${encodeURIComponent(chat)}&title=${encodeURIComponent(t('service.chat'))}`}>
            {t('service.chat')}
          </Link>
        )}
      </Card>
    </>
  );
}

/**
 * The sections under the SOS, once the contacts and the centre have answered (or failed, or the
 * phone is offline): one skeleton until then, so nothing the worker sees moves down as they come.
 */
function AfterAnswers({ children }: { children: ReactNode }) {
  const contacts = useEmergencyContacts();
  const centre = useSafetyCenter();
  // Once shown, the sections stay: a section mounting after a failure asks again (TanStack's retry on
  // mount), which put the query back to pending, hid the sections, and on a dead network whose calls
  // fail at once looped without end (the page froze).
  const [shown, setShown] = useState(false);
  const waiting = !shown && [contacts, centre].some((q) => q.isPending && q.fetchStatus === 'fetching');
  useEffect(() => {
    if (!waiting) setShown(true);
  }, [waiting]);
  return waiting ? <LoadingBlock lines={6} /> : <>{children}</>;
}

export function SafetyScreen() {
  const { t } = useTranslation('safety');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') || undefined;
  return (
    <StackPage title={t('centre.title')} backTo={paths.mine} className="safety-page">
      <Card className="safety-section safety-sos" titleId="safety-sos-title" title={t('centre.sos')}>
        <SosButton orderId={orderId} />
        <p className="safety-note">{t('centre.sosText')}</p>
      </Card>
      <AfterAnswers>
        <ContactsSection />
        <TripShareSection orderId={orderId} />
        <ServiceSection />
      </AfterAnswers>
    </StackPage>
  );
}
