// The bar at the bottom of an order page that holds the one next step the status allows, and the
// bar's buttons.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ActionBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <div className="order-actions" role="group" aria-label={t('detail.actionsLabel')}>
      <div className="order-actions__buttons">{children}</div>
    </div>
  );
}

type ActionButtonProps = {
  children: ReactNode;
  onClick: () => void;
  /** The step itself (green); a second button beside it (decline, save) is plain. */
  primary?: boolean;
  /** Its request is on the way: a spinner with `busyText`, and no taps. */
  busy?: boolean;
  busyText?: string;
  /** No taps: another button's request is on the way, the offer has gone, the step is done. */
  disabled?: boolean;
};

export function ActionButton({ children, onClick, primary = true, busy = false, busyText, disabled = false }: ActionButtonProps) {
  return (
    <Button block size="large" color={primary ? 'primary' : 'default'} onClick={onClick} loading={busy} loadingText={busyText} disabled={disabled || busy}>
      {children}
    </Button>
  );
}
