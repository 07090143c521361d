// The bar at the bottom of an order page that holds the one next step the status allows, and above
// it what stops that step (a position that could not be read).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ActionBar({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <div className="order-actions" role="group" aria-label={t('detail.actionsLabel')}>
      {notice}
      <div className="order-actions__buttons">{children}</div>
    </div>
  );
}
