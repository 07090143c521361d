// Small pieces the wallet screens share: how an account is named, a withdrawal's status, a row of
// filter tabs.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@/features/wallet/api/use-wallet';

type AccountLike = { type: 'bank' | 'alipay' | 'wechat'; maskedNo: string | null; bankName: string | null; wechatNickname: string | null };

/** "招商银行 **** 8836", "支付宝 138****5678", "微信 梅子". */
export function useAccountName() {
  const { t } = useTranslation('wallet');
  return (account: AccountLike) => {
    const kind = account.type === 'bank' ? (account.bankName ?? t('account.type.bank')) : t(`account.type.${account.type}`);
    const detail = account.type === 'wechat' ? account.wechatNickname : account.maskedNo;
    return detail ? `${kind} ${detail}` : kind;
  };
}

export function StatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  return <span className={`wallet-status wallet-status--${status}`}>{t(`status.${status}`)}</span>;
}

/** A row of tabs that filter the list below it (WAI-ARIA tabs: arrow keys move between them). */
export function FilterTabs<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  text,
}: {
  id: string;
  label: string;
  options: T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = options[(index + step + options.length) % options.length];
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="wallet-tabs" role="tablist" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option}
          id={`${id}-tab-${option}`}
          type="button"
          role="tab"
          aria-selected={option === value}
          aria-controls={`${id}-panel`}
          tabIndex={option === value ? 0 : -1}
          className="wallet-tabs__tab"
          onClick={() => onChange(option)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
