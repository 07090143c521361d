// pages/goods/goods-comment?goods_id=: a goods' reviews, newest first, with the share of good ones;
// pull to refresh and load more. Public (docs/decisions.md, "The materials shop").
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format/time';
import { type ShopGoodsComment, useGoodsComments } from '../api/use-goods';
import '../shop.css';

export function GoodsCommentScreen() {
  const { t, i18n } = useTranslation('shop');
  const [params] = useSearchParams();
  const goodsId = params.get('goods_id') ?? params.get('_id') ?? '';
  const list = useGoodsComments(goodsId);
  return (
    <StackPage title={t('reviews.title')} className="shop" backTo={goodsId ? `${paths.goodsDetail}?_id=${encodeURIComponent(goodsId)}` : paths.cart}>
      {!goodsId ? (
        <EmptyState title={t('detail.missing')} />
      ) : (
        <PagedList<ShopGoodsComment>
          label={t('reviews.title')}
          list={list.list}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          hasNextPage={list.hasNextPage}
          refresh={list.refresh}
          loadMore={list.loadMore}
          emptyText={t('reviews.empty')}
          getKey={(c) => c._id}
          renderItem={(c) => (
            <Card as="article" className="review">
              <header className="review__head">
                <span className="review__who">{c.nickname}</span>
                <span className="review__stars" role="img" aria-label={t('reviews.stars', { n: c.star })}>
                  {'★'.repeat(c.star)}
                  {'☆'.repeat(5 - c.star)}
                </span>
                <time className="review__time" dateTime={c.add_time}>
                  {formatDate(c.add_time, i18n.language)}
                </time>
              </header>
              <p className="review__sku">{c.sku_name}</p>
              <p className="review__text">{c.content}</p>
              {c.images.length > 0 && (
                <ul className="review__pics" aria-label={t('reviews.pictures')}>
                  {c.images.map((src, i) => (
                    <li key={src + i}>
                      <img src={src} alt={t('reviews.picture', { n: i + 1 })} width={72} height={72} loading="lazy" />
                    </li>
                  ))}
                </ul>
              )}
              {c.reply && <p className="review__reply">{t('reviews.reply', { text: c.reply })}</p>}
            </Card>
          )}
        />
      )}
    </StackPage>
  );
}
