// Says why the position could not be read (refused, unavailable, timed out) and offers a retry.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PositionFailure } from '@/lib/location/position';

export function PositionAlert({ reason, onRetry, retrying }: { reason: PositionFailure; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <div className="order-alert" role="alert">
      <p>{t(`position.${reason}`)}</p>
      {reason !== 'unsupported' && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry} loading={retrying} disabled={retrying}>
          {t('position.retry')}
        </Button>
      )}
    </div>
  );
}
