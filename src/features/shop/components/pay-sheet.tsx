// Paying an unpaid shop order: the pay types (balance with the payment password; WeChat Pay and
// Alipay through the native app's payment, said plainly when the app is not there; an offline
// transfer; none when nothing is left to pay), one Idempotency-Key per payment intent, reused on a
// retry while its outcome is unknown. The password stays typed when the call fails.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { nativeBridge } from '@/lib/native/bridge';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { type ShopPayType, usePayOrder } from '../api/use-checkout';

const PAY_TYPES: ShopPayType[] = ['balance', 'wxpay', 'alipay', 'offline'];

export function PaySheet({ orderId, needPayCents, onPaid }: { orderId: string; needPayCents: number; onPaid: () => void }) {
  const { t } = useTranslation('shop');
  const ids = useId();
  const types: ShopPayType[] = needPayCents === 0 ? ['none'] : PAY_TYPES;
  const [type, setType] = useState<ShopPayType>(types[0]!);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'info' } | null>(null);
  const pay = usePayOrder();
  const submission = useOneAtATime();
  const native = nativeBridge()?.requestPayment;
  const nativeMissing = (type === 'wxpay' || type === 'alipay') && !native;
  const passwordOk = /^\d{6}$/.test(password);

  const submit = () =>
    submission.run(async () => {
      setMessage(null);
      try {
        const answer = await pay.mutateAsync({ order_id: orderId, pay_type: type, ...(type === 'balance' ? { pay_password: password } : {}) });
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
        return false;
      }
    });

  return (
    <section className="card pay-sheet" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="goods-section-title">
        {t('pay.title', { amount: formatMoney(needPayCents) })}
      </h2>
      <div role="radiogroup" aria-labelledby={`${ids}-title`} className="pay-types">
        {types.map((p) => (
          <label key={p} className={p === type ? 'pay-type pay-type--on' : 'pay-type'}>
            <input
              type="radio"
              name={`${ids}-type`}
              checked={p === type}
              onChange={() => {
                setType(p);
                // The intent's key stays while its outcome is unknown, whatever the worker changes.
                setMessage(null);
              }}
            />
            <span>{t(`payType.${p}`)}</span>
          </label>
        ))}
      </div>
      {type === 'balance' && (
        <label className="checkout-field">
          <span>{t('pay.password')}</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-describedby={`${ids}-hint`}
          />
          <span id={`${ids}-hint`} className="checkout-field__hint">
            {t('pay.passwordHint')}
          </span>
        </label>
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
        onClick={() => void submit()}
      >
        {submission.running ? t('pay.paying') : t('pay.submit', { amount: formatMoney(needPayCents) })}
      </button>
    </section>
  );
}
