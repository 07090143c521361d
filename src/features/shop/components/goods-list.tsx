// The goods on sale, by category (all first), two a row, paged with pull to refresh and load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { SegmentTabs } from '@/components/segment-tabs';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { type ShopGoodsSummary, useGoodsCategories, useGoodsList } from '../api/use-goods';

export function GoodsList() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [category, setCategory] = useState('all');
  const categories = useGoodsCategories();
  const list = useGoodsList(category === 'all' ? '' : category);
  const tabs = [{ key: 'all', label: t('goods.all') }, ...(categories.data ?? []).map((c) => ({ key: c._id, label: c.name }))];
  const body = (
    <PagedList<ShopGoodsSummary>
      label={t('goods.label')}
      list={list.list}
      isPending={list.isPending}
      isError={list.isError}
      error={list.error}
      hasNextPage={list.hasNextPage}
      refresh={list.refresh}
      loadMore={list.loadMore}
      emptyText={t('goods.empty')}
      getKey={(g) => g._id}
      renderItem={(g, index) => (
        <button type="button" className="goods-card" onClick={() => navigate(`${paths.goodsDetail}?_id=${encodeURIComponent(g._id)}`)}>
          {/* The first picture is the page's largest paint: fetched at once and first; the others as they scroll in, after it. */}
          <img
            className="goods-card__img"
            src={g.image}
            alt=""
            width={160}
            height={160}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
          />
          <span className="goods-card__name">{g.name}</span>
          <span className="goods-card__price">
            {formatMoney(g.price)}
            {g.market_price ? <s className="goods-card__market">{formatMoney(g.market_price)}</s> : null}
          </span>
          <span className="goods-card__sold">{g.stock > 0 ? t('goods.sold', { n: g.sales_count }) : t('goods.soldOut')}</span>
        </button>
      )}
    />
  );
  return (
    <div className="goods-list">
      <SegmentTabs id="goods-category" label={t('goods.categories')} tabs={tabs} value={category} onChange={setCategory}>
        {body}
      </SegmentTabs>
    </div>
  );
}
