// The shop's goods over the generated client: the categories, a category's goods, a goods and its
// reviews. The cloud reads are POSTs, so their query keys are the operation's name and its body.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopGoodsComment, ShopGoodsSummary } from '@generated/api/model';
import { getGetShopGoodsDetailMutationKey, getListShopGoodsCategoriesMutationKey, getListShopGoodsCommentsMutationKey, getListShopGoodsMutationKey, getShopGoodsDetail, listShopGoods, listShopGoodsCategories, listShopGoodsComments } from '@generated/api/shop/shop';
import { usePagedList } from '@/lib/list/use-paged-list';

export type { ShopGoodsComment, ShopGoodsSummary };

export const useGoodsCategories = () =>
  useQuery({ queryKey: getListShopGoodsCategoriesMutationKey(), queryFn: ({ signal }) => listShopGoodsCategories({}, { signal }), select: (b) => b.list });

/** One category's goods (all for ''), paged. */
export const useGoodsList = (categoryId: string) =>
  usePagedList<ShopGoodsSummary>({
    queryKey: [...getListShopGoodsMutationKey(), categoryId],
    fetchPage: ({ pageIndex, pageSize, signal }) => listShopGoods({ ...(categoryId ? { category_id: categoryId } : {}), pageIndex, pageSize }, { signal }),
  });

const goodsDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...getGetShopGoodsDetailMutationKey(), id], queryFn: ({ signal }) => getShopGoodsDetail({ _id: id }, { signal }) });

export const useGoodsDetail = (id: string) => useQuery({ ...goodsDetailQuery(id), enabled: id !== '', select: (b) => b.goods });

export const useGoodsComments = (goodsId: string) => {
  const list = usePagedList<ShopGoodsComment>({
    queryKey: [...getListShopGoodsCommentsMutationKey(), goodsId],
    fetchPage: ({ pageIndex, pageSize, signal }) => listShopGoodsComments({ goods_id: goodsId, pageIndex, pageSize }, { signal }),
    enabled: goodsId !== '',
  });
  return list;
};
