// How the wallet names a withdrawal account on its pages: the bank (or the kind of account) and the
// masked number, or the WeChat nickname.
import { useTranslation } from 'react-i18next';

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
