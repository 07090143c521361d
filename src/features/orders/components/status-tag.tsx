// The status of a service order as a small coloured label.
import { useTranslation } from 'react-i18next';
import type { ServiceOrderStatus } from '@/features/orders/api/use-orders';

const TONE: Record<ServiceOrderStatus, string> = {
  pending_accept: 'warning',
  accepted: 'primary',
  departed: 'primary',
  arrived: 'primary',
  in_service: 'primary',
  completed: 'done',
  cancelled: 'muted',
};

export function StatusTag({ status }: { status: ServiceOrderStatus }) {
  const { t } = useTranslation('orders');
  return <span className={`order-status order-status--${TONE[status]}`}>{t(`status.${status}`)}</span>;
}
