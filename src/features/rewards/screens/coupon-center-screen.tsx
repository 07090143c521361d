// pages/user/coupon/center (not a spec path: docs/decisions.md): the coupons on offer, each with
// what is left and the limit a worker; receiving one is a state change, locked while in flight (a
// double tap sends one request) and carrying an Idempotency-Key that a retry of the same coupon reuses
// until the server has answered for good.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type ShopCenterCoupon, useCouponCentre, useReceiveCoupon } from '@/features/rewards/api/use-rewards';
import { CouponCard } from '@/features/rewards/components/coupon-card';
import '@/features/rewards/rewards.css';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

export function CouponCenterScreen() {
  const { t } = useTranslation('rewards');
  const centre = useCouponCentre();
  const receive = useReceiveCoupon();
  const receiving = useOneAtATime();

  const take = (coupon: ShopCenterCoupon) =>
    void receiving.run(async () => {
      try {
        await receive.mutateAsync({ couponId: coupon._id });
        void showToast(t('centre.success'), 'success');
      } catch (error) {
        void showToast(error instanceof Error ? error.message : String(error), 'fail');
      }
    });

  const state = (c: ShopCenterCoupon) => {
    if (c.can_receive)
      return (
        <button
          type="button"
          className="app-button app-button--primary"
          aria-label={t('centre.receiveName', { name: c.name })}
          disabled={receiving.running}
          onClick={() => take(c)}
        >
          {t('centre.receive')}
        </button>
      );
    const text = c.received_count > 0 ? t('centre.received') : c.remain_count === 0 ? t('centre.soldOut') : t('centre.unavailable');
    return <span className="coupon__state">{text}</span>;
  };

  return (
    <StackPage title={t('centre.title')} className="rewards" backTo={paths.mine}>
      <Link to={paths.coupons} className="rewards-link">
        {t('centre.mine')} ›
      </Link>
      <PagedList<ShopCenterCoupon>
        label={t('centre.label')}
        list={centre.list}
        isPending={centre.isPending}
        isError={centre.isError}
        error={centre.error}
        hasNextPage={centre.hasNextPage}
        refresh={centre.refresh}
        loadMore={centre.loadMore}
        emptyText={t('centre.empty')}
        getKey={(c) => c._id}
        renderItem={(c) => (
          <CouponCard
            coupon={c}
            muted={!c.can_receive}
            extra={
              <p className="coupon__meta">
                {t('centre.remain', { n: c.remain_count })} · {t('centre.limit', { n: c.limit_per_user })}
              </p>
            }
          >
            {state(c)}
          </CouponCard>
        )}
      />
    </StackPage>
  );
}
