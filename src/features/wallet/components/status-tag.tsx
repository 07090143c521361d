// A withdrawal's status as a coloured tag (the withdrawal list and its detail).
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@/features/wallet/api/use-wallet';

export function StatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  return <span className={`wallet-status wallet-status--${status}`}>{t(`status.${status}`)}</span>;
}
