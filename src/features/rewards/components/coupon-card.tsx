// A coupon as a ticket: its value and condition on the left; name, where it applies and its validity
// on the right; what can be done with it (or its state) at the end.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponConditionText, couponValidityText, couponValueText } from '@/features/rewards/utils/coupon-text';

type Coupon = Parameters<typeof couponValueText>[0] & Parameters<typeof couponValidityText>[0] & { name: string; scope_text: string };

export function CouponCard({ coupon, muted = false, extra, children }: { coupon: Coupon; muted?: boolean; extra?: ReactNode; children?: ReactNode }) {
  const { t, i18n } = useTranslation('rewards');
  return (
    <article className={muted ? 'coupon coupon--muted' : 'coupon'} aria-label={coupon.name}>
      <div className="coupon__value">
        <span className="coupon__amount">{couponValueText(coupon)}</span>
        <span className="coupon__condition">{couponConditionText(coupon, t)}</span>
      </div>
      <div className="coupon__body">
        <h2 className="coupon__name">{coupon.name}</h2>
        <p className="coupon__meta">{coupon.scope_text}</p>
        <p className="coupon__meta">{couponValidityText(coupon, t, i18n.language)}</p>
        {extra}
      </div>
      {children && <div className="coupon__action">{children}</div>}
    </article>
  );
}
