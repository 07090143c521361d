// The ways to customer service, loaded when the worker opens the card (customer-service.tsx): the
// hotline as a tel: link with the phone's explanation first, and the in-app chat in the web-view
// page, from the safety centre's answer (cached an hour and shared with the safety centre).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSafetyCenter } from '@generated/api/safety/get-safety-center';
import { paths } from '@/config/paths';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { ErrorState } from './query-state';

export function CustomerServiceWays() {
  const { t } = useTranslation('common');
  const centre = useGetSafetyCenter({ query: { select: (body) => body.data, staleTime: 60 * 60_000 } });
  if (centre.isError) return <ErrorState error={centre.error} onRetry={() => void centre.refetch()} />;
  if (!centre.data) return <p className="customer-service__wait">{t('customerService.loading')}</p>;
  const { customerServicePhone: phone, onlineServiceUrl: chat } = centre.data;
  return (
    <>
      <a className="app-button app-button--block customer-service__action" href={`tel:${phone}`} onClick={explainBeforeDialing}>
        {t('customerService.call', { phone })}
      </a>
      {chat && (
        <Link className="app-button app-button--block customer-service__action" to={`${paths.webView}?url=${encodeURIComponent(chat)}&title=${encodeURIComponent(t('customerService.chat'))}`}>
          {t('customerService.chat')}
        </Link>
      )}
    </>
  );
}
