// pages/user/coupon/list (not a spec path: docs/decisions.md): my coupons by state (未使用 / 已使用 /
// 已过期), each tab its own paged list with pull to refresh and load more; the coupon centre is a tap away.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { COUPON_STATUSES, type ShopMyCoupon, type ShopMyCouponStatus, useMyCoupons } from '@/features/rewards/api/use-rewards';
import { CouponCard } from '@/features/rewards/components/coupon-card';
import '@/features/rewards/rewards.css';
import { formatDateTime } from '@/lib/format/time';

function CouponList({ status }: { status: ShopMyCouponStatus }) {
  const { t, i18n } = useTranslation('rewards');
  const coupons = useMyCoupons(status);
  const name = t(`couponStatus.${status}`);
  return (
    <PagedList<ShopMyCoupon>
      label={t('coupons.listLabel', { status: name })}
      list={coupons.list}
      isPending={coupons.isPending}
      isError={coupons.isError}
      error={coupons.error}
      hasNextPage={coupons.hasNextPage}
      refresh={coupons.refresh}
      loadMore={coupons.loadMore}
      emptyText={t('coupons.empty', { status: name })}
      getKey={(c) => c._id}
      renderItem={(c) => (
        <CouponCard
          coupon={c}
          muted={c.status !== 'unused'}
          extra={c.status === 'used' && c.use_time ? <p className="coupon__meta">{t('coupons.usedAt', { time: formatDateTime(c.use_time, i18n.language) })}</p> : null}
        >
          {c.status !== 'unused' && <span className="coupon__state">{name}</span>}
        </CouponCard>
      )}
    />
  );
}

export function CouponsScreen() {
  const { t } = useTranslation('rewards');
  const [status, setStatus] = useState<ShopMyCouponStatus>('unused');
  return (
    <StackPage title={t('coupons.title')} className="rewards" backTo={paths.mine}>
      <Link to={paths.couponCenter} className="rewards-link">
        {t('coupons.centre')} ›
      </Link>
      <SegmentTabs<ShopMyCouponStatus>
        id="coupons"
        label={t('coupons.tabs')}
        tabs={COUPON_STATUSES.map((key) => ({ key, label: t(`couponStatus.${key}`) }))}
        value={status}
        onChange={setStatus}
      >
        <CouponList key={status} status={status} />
      </SegmentTabs>
    </StackPage>
  );
}
