// Customer service from any page (issue 28, "help from everywhere"): the platform's hotline, as a
// tel: link with the phone's explanation first, and the in-app chat in the web-view page, both from
// the safety centre's answer (getSafetyCenter, cached an hour and shared with the safety centre).
// Asked for when the worker opens it, so that no page's first calls grow for it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSafetyCenter } from '@generated/api/safety/getSafetyCenter';
import { paths } from '@/config/paths';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { ErrorState } from './query-state';
import './customer-service.css';

type Props = { id: string; className?: string };

/** A card with 联系客服, which opens the hotline and the chat. */
export function CustomerService({ id, className }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const centre = useGetSafetyCenter({ query: { enabled: open, select: (body) => body.data, staleTime: 60 * 60_000 } });
  const ways = `${id}-ways`;
  const chat = centre.data?.onlineServiceUrl;
  return (
    <section className={className ? `card customer-service ${className}` : 'card customer-service'} aria-label={t('customerService.title')}>
      <button type="button" className="customer-service__toggle" aria-expanded={open} aria-controls={ways} onClick={() => setOpen((was) => !was)}>
        <span>{t('customerService.title')}</span>
        <span className="customer-service__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <div id={ways} hidden={!open}>
        {open && centre.isPending && <p className="customer-service__wait">{t('customerService.loading')}</p>}
        {open && centre.isError && <ErrorState error={centre.error} onRetry={() => void centre.refetch()} />}
        {centre.data && (
          <a className="app-button app-button--block customer-service__action" href={`tel:${centre.data.customerServicePhone}`} onClick={explainBeforeDialing}>
            {t('customerService.call', { phone: centre.data.customerServicePhone })}
          </a>
        )}
        {chat && (
          <Link className="app-button app-button--block customer-service__action" to={`${paths.webView}?url=${encodeURIComponent(chat)}&title=${encodeURIComponent(t('customerService.chat'))}`}>
            {t('customerService.chat')}
          </Link>
        )}
      </div>
    </section>
  );
}
