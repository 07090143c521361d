// Paying an unpaid shop order: the pay types (the shop balance with the payment password on the
// withdrawal's keypad, shown with that balance, said to be the shop's and not the wallet's
// withdrawable income, and closed when it does not cover the order; WeChat Pay and Alipay through the
// native app's payment, said plainly when the app is not there; an offline transfer; none when nothing
// is left to pay), one Idempotency-Key per payment intent, reused on a retry while its outcome is
// unknown. When the server's amount is not the one the checkout showed, the sheet says so before
// anything is paid. The password's sixth digit pays, through the same one-at-a-time guard as the
// confirm button (kept, for a retry and for screen readers). The password stays typed while the
// outcome is unknown.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { answersForGood } from '@/lib/api/idempotency';
import { formatMoney } from '@/lib/format/money';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { nativeBridge } from '@/lib/native/bridge';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { type ShopPayType, usePayOrder, useShopBalance } from '../api/use-checkout';

const PayPasswordPad = lazy(() => within(import('@/components/pay-password-pad'), CHUNK_TIMEOUT_MS, 'pay-password-pad'));

const PAY_TYPES: ShopPayType[] = ['balance', 'wxpay', 'alipay', 'offline'];

export function PaySheet({
  orderId,
  needPayCents,
  shownCents,
  onPaid,
}: {
  orderId: string;
  needPayCents: number;
  /** What the checkout showed to pay, when the sheet opens from it: a different amount is said. */
  shownCents?: number;
  onPaid: () => void;
}) {
  const { t } = useTranslation('shop');
  const ids = useId();
  const types: ShopPayType[] = needPayCents === 0 ? ['none'] : PAY_TYPES;
  const balance = useShopBalance();
  // A balance known to be short cannot pay; one not read (yet, or at all) is left to the server.
  const balanceShort = balance.data !== undefined && balance.data < needPayCents;
  const [chosen, setChosen] = useState<ShopPayType | null>(null);
  const type: ShopPayType =
    chosen && !(chosen === 'balance' && balanceShort) ? chosen : types.includes('balance') && (balanceShort || balance.data === undefined) ? types.find((p) => p !== 'balance')! : types[0]!;
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'info' } | null>(null);
  const pay = usePayOrder();
  const submission = useOneAtATime();
  const native = nativeBridge()?.requestPayment;
  const nativeMissing = (type === 'wxpay' || type === 'alipay') && !native;
  const passwordOk = /^\d{6}$/.test(password);
  const amountChanged = shownCents !== undefined && shownCents !== needPayCents;

  const submit = (payPassword: string) =>
    submission.run(async () => {
      setMessage(null);
      try {
        const answer = await pay.mutateAsync({ order_id: orderId, pay_type: type, ...(type === 'balance' ? { pay_password: payPassword } : {}) });
        if (answer.status === 1) {
          void showToast(t('pay.paid'), 'success');
          onPaid();
          return true;
        }
        if (type === 'offline') {
          setMessage({ text: answer.offline_tip ?? t('pay.offlineSent'), kind: 'info' });
          return true;
        }
        if (answer.pay_params && native) {
          const paid = await native({ provider: answer.pay_params.provider, orderInfo: answer.pay_params.order_info });
          // The server learns of the payment from the wallet; the order is read again either way.
          onPaid();
          if (!paid) setMessage({ text: t('pay.cancelled'), kind: 'info' });
          return paid;
        }
        setMessage({ text: t('pay.nativeUnavailable'), kind: 'error' });
        return false;
      } catch (error) {
        setMessage({ text: error instanceof Error ? error.message : String(error), kind: 'error' });
        // A refusal (a wrong password, a balance that fell short) is typed again; while the outcome
        // is unknown the retry sends the same password with the same key.
        if (answersForGood(error)) setPassword('');
        return false;
      }
    });

  return (
    <Card className="pay-sheet" titleId={`${ids}-title`} title={t('pay.title', { amount: formatMoney(needPayCents) })}>
      {amountChanged && (
        <p className="pay-sheet__changed" role="alert">
          {t('pay.amountChanged', { amount: formatMoney(needPayCents) })}
        </p>
      )}
      <div role="radiogroup" aria-labelledby={`${ids}-title`} className="pay-types">
        {types.map((p) => {
          const short = p === 'balance' && balanceShort;
          return (
            <label key={p} className={['pay-type', p === type && 'pay-type--on', short && 'pay-type--off'].filter(Boolean).join(' ')}>
              <input
                type="radio"
                name={`${ids}-type`}
                checked={p === type}
                disabled={short}
                aria-describedby={p === 'balance' ? `${ids}-balance ${ids}-balance-which` : undefined}
                onChange={() => {
                  setChosen(p);
                  // The intent's key stays while its outcome is unknown, whatever the worker changes.
                  setMessage(null);
                }}
              />
              <span>{t(`payType.${p}`)}</span>
              {p === 'balance' && (
                <span id={`${ids}-balance`} className="pay-type__aside">
                  {balance.data !== undefined && t('pay.balance', { amount: formatMoney(balance.data) })}
                  {short && <strong className="pay-type__short"> {t('pay.balanceShort')}</strong>}
                </span>
              )}
              {/* Which balance: the wallet's withdrawable income is another figure, and cannot pay here. */}
              {p === 'balance' && (
                <span id={`${ids}-balance-which`} className="pay-type__which">
                  {t('pay.balanceWhich')}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {type === 'balance' && (
        <div className="checkout-field">
          <span id={`${ids}-password`}>{t('pay.password')}</span>
          <Suspense fallback={<div className="pay-password pay-password--placeholder" aria-hidden="true" />}>
            <PayPasswordPad value={password} onChange={setPassword} onFill={(typed) => void submit(typed)} error={false} autoFocus={false} labelledBy={`${ids}-password`} describedBy={`${ids}-hint`} />
          </Suspense>
          <span id={`${ids}-hint`} className="checkout-field__hint">
            {t('pay.passwordHint')}
          </span>
        </div>
      )}
      {nativeMissing && (
        <p className="pay-sheet__note" role="status">
          {t('pay.nativeUnavailable')}
        </p>
      )}
      {message && (
        <p className={message.kind === 'error' ? 'form-error' : 'pay-sheet__note'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <button
        type="button"
        className="app-button app-button--primary pay-sheet__submit"
        disabled={submission.running || nativeMissing || (type === 'balance' && !passwordOk)}
        onClick={() => void submit(password)}
      >
        {submission.running ? t('pay.paying') : t('pay.submit', { amount: formatMoney(needPayCents) })}
      </button>
    </Card>
  );
}
