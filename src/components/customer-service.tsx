// Customer service from any page (issue 28, "help from everywhere"): a card, 联系客服, that opens the
// platform's hotline and in-app chat (customer-service-ways.tsx). The ways, their call
// (getSafetyCenter) and their code come when the worker opens it: no page's first calls or first
// load grow for a card most visits leave closed.
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import './customer-service.css';

type Props = { id: string; className?: string };

const loadWays = () => within(import('./customer-service-ways'), CHUNK_TIMEOUT_MS, 'customer-service-ways');

export function CustomerService({ id, className }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [Ways, setWays] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setOpen((was) => !was);
    if (Ways) return;
    setFailed(false);
    loadWays().then(
      (module) => setWays(() => module.CustomerServiceWays),
      () => setFailed(true),
    );
  };
  const ways = `${id}-ways`;
  return (
    <section className={className ? `card customer-service ${className}` : 'card customer-service'} aria-label={t('customerService.title')}>
      <button type="button" className="customer-service__toggle" aria-expanded={open} aria-controls={ways} onClick={toggle}>
        <span>{t('customerService.title')}</span>
        <span className="customer-service__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <div id={ways} hidden={!open}>
        {open && Ways && <Ways />}
        {open && !Ways && <p className="customer-service__wait">{failed ? t('customerService.failed') : t('customerService.loading')}</p>}
      </div>
    </section>
  );
}
