// The materials page (goods by category and the cart), the cart alone, a goods and its reviews: what
// the server sends, shown; the cart's changes synced in one debounced setCart with the final state,
// quantities capped at the stock; adding a SKU; and each screen's empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { cartState, resetCart } from '@/features/shop/api/cart-store';
import { storedKeys } from '@/lib/storage/storage';
import { CartScreen } from '@/features/shop/screens/cart-screen';
import { GoodsCartScreen } from '@/features/shop/screens/goods-cart-screen';
import { GoodsCommentScreen } from '@/features/shop/screens/goods-comment-screen';
import { GoodsDetailScreen } from '@/features/shop/screens/goods-detail-screen';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

type Stubs = Parameters<typeof stubApi>[0];
const goodsStubs: Stubs = {
  listShopGoodsCategories: { body: contractExample('listShopGoodsCategories') },
  listShopGoods: { body: contractExample('listShopGoods') },
};
const cartStubs: Stubs = {
  getShopCart: { body: contractExample('getShopCart') },
  saveShopCart: { body: contractExample('saveShopCart') },
};
type CartBody = { list: { sku_id: string; buy_num: number; stock: number; goods_name: string; sku_name: string }[] };
const cartExample = contractExample<CartBody>('getShopCart');

beforeEach(() => resetCart());
afterEach(() => {
  resetCart();
  vi.unstubAllGlobals();
});

const signIn = () => saveSession('tok', Date.now() + 3_600_000);
const saves = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.operationId === 'saveShopCart');

describe('the materials page', () => {
  it('lists the goods on sale; a category asks for its own; a goods opens', async () => {
    const calls = stubApi(goodsStubs);
    const { router } = renderScreen(<CartScreen />, { path: paths.cart });
    const list = await screen.findByRole('list', { name: '商品列表' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(within(list).getByText('天然植物按摩精油 500ml')).toBeInTheDocument();
    expect(within(list).getAllByText('¥88.00').length).toBeGreaterThan(0);
    // It is fetched at once and first; the others as they scroll in, after it.
    const pictures = list.querySelectorAll('img');
    expect([pictures[0]!.getAttribute('loading'), pictures[0]!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([...pictures].slice(1).every((img) => img.getAttribute('loading') === 'lazy' && img.getAttribute('fetchpriority') === 'low')).toBe(true);
    await userEvent.click(await screen.findByRole('tab', { name: '精油护理' }));
    await waitFor(() => expect(calls.some((c) => c.operationId === 'listShopGoods' && (c.body as { category_id?: string }).category_id === 'cat_oil')).toBe(true));
    await userEvent.click((await screen.findAllByText('天然植物按摩精油 500ml'))[0]!);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.goodsDetail}?_id=gd_1001`);
  });

  it('says when a category has no goods', async () => {
    stubApi({ ...goodsStubs, listShopGoods: { body: contractExample('listShopGoods', 'empty') } });
    renderScreen(<CartScreen />, { path: paths.cart });
    expect(await screen.findByText('这个分类还没有商品')).toBeInTheDocument();
  });

  it('says what went wrong with the goods, and retries', async () => {
    let fail = true;
    stubApi({ ...goodsStubs, listShopGoods: () => (fail ? { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } : { body: contractExample('listShopGoods') }) });
    renderScreen(<CartScreen />, { path: paths.cart });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '商品列表' })).toBeInTheDocument();
  });
});

describe('the cart', () => {
  it('shows the server cart with the total of the checked lines; fast taps send one setCart with the final state, capped at the stock', async () => {
    signIn();
    const calls = stubApi({ ...goodsStubs, ...cartStubs, getShopCart: { body: { code: 0, msg: 'ok', list: cartExample.list.map((l, i) => (i === 0 ? { ...l, stock: 4 } : l)) } } });
    renderScreen(<CartScreen />, { path: paths.cart });
    await userEvent.click(await screen.findByRole('tab', { name: /购物车/ }));
    const cart = await screen.findByRole('region', { name: '购物车' });
    // 2 x 88.00 + 1 x 158.00; the sold-out line is not checked and cannot be.
    expect(within(cart).getByText('¥334.00')).toBeInTheDocument();
    expect(within(cart).getByRole('checkbox', { name: /选择 一次性无纺布床单/ })).toBeDisabled();
    const more = within(cart).getByRole('button', { name: '增加 天然植物按摩精油 500ml 薰衣草 500ml 的数量' });
    const u = userEvent.setup();
    for (let i = 0; i < 5; i += 1) await u.click(more).catch(() => undefined);
    expect(more).toBeDisabled();
    expect(within(cart).getByText('最多可买 4 件')).toBeInTheDocument();
    expect(within(cart).getByText('¥510.00')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    const sent = (saves(calls)[0]!.body as CartBody).list;
    expect(sent.map((l) => [l.sku_id, l.buy_num])).toEqual([['sku_1001_01', 4], ['sku_1004_m', 1], ['sku_1002_02', 1]]);
    await new Promise((r) => setTimeout(r, 700));
    expect(saves(calls)).toHaveLength(1);
  });

  it('select-all unchecks and checks every line that can be bought; a line is removed', async () => {
    signIn();
    const calls = stubApi({ ...cartStubs });
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    const all = await screen.findByRole('checkbox', { name: '全选' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去结算 (0)' })).toBeDisabled();
    await userEvent.click(all);
    expect(screen.getByText('¥334.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '从购物车删除 技师工作服 套装 墨绿 M' }));
    expect(screen.getByText('¥176.00')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    expect((saves(calls)[0]!.body as CartBody).list.map((l) => l.sku_id)).toEqual(['sku_1001_01', 'sku_1002_02']);
  });

  it('keeps a line the worker ticks while the cart is read again: the older answer does not untick it', async () => {
    signIn();
    stubApi({ ...cartStubs });
    const view = renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    const all = await screen.findByRole('checkbox', { name: '全选' });
    await userEvent.click(all);
    expect(screen.getByRole('button', { name: '去结算 (0)' })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 1200));
    view.unmount();
    // The page opened again: the cart is read again, its answer (every line unchecked, as saved)
    // held back while the worker ticks a line.
    let answer!: () => void;
    const unchecked = { ...cartExample, list: cartExample.list.map((l) => ({ ...l, action_checked: false })) };
    const calls = stubApi({ ...cartStubs, getShopCart: () => new Promise((resolve) => (answer = () => resolve({ body: unchecked }))) });
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'getShopCart')).toHaveLength(1));
    await userEvent.click(screen.getByRole('checkbox', { name: /选择 技师工作服/ }));
    expect(screen.getByRole('button', { name: '去结算 (1)' })).toBeEnabled();
    answer();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: '去结算 (1)' })).toBeEnabled();
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    expect((saves(calls)[0]!.body as { list: { sku_id: string; action_checked: boolean }[] }).list.find((l) => l.sku_id === 'sku_1004_m')?.action_checked).toBe(true);
  });

  it('keeps the cart when the sync fails, says so, and sends it again', async () => {
    signIn();
    let fail = true;
    const calls = stubApi({ ...cartStubs, saveShopCart: () => (fail ? { status: 400, body: { code: 'cloudfunction-timeout', msg: '请求超时，请重试！' } } : { body: { code: 0, msg: 'ok' } }) });
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    await userEvent.click(await screen.findByRole('button', { name: '增加 技师工作服 套装 墨绿 M 的数量' }));
    expect(await screen.findByText(/购物车暂未保存到服务器/, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText('¥492.00')).toBeInTheDocument();
    fail = false;
    await waitFor(() => expect(saves(calls)).toHaveLength(2), { timeout: 3500 });
    expect((saves(calls)[1]!.body as CartBody).list.find((l) => l.sku_id === 'sku_1004_m')!.buy_num).toBe(2);
    await waitFor(() => expect(screen.queryByText(/购物车暂未保存到服务器/)).not.toBeInTheDocument());
  });

  it('says the cart is empty, with a way to the goods', async () => {
    signIn();
    stubApi({ ...cartStubs, getShopCart: { body: contractExample('getShopCart', 'empty') } });
    const { router } = renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    expect(await screen.findByText('购物车是空的')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去挑选物料' }));
    expect(router.state.location.pathname).toBe(paths.cart);
  });

  it('says what went wrong reading the cart, and retries', async () => {
    signIn();
    let fail = true;
    stubApi({ ...cartStubs, getShopCart: () => (fail ? { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } : { body: contractExample('getShopCart') }) });
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('checkbox', { name: '全选' })).toBeInTheDocument();
  });

  it('brings a server line above its stock down to it, says so on the line, and saves the cart so; changing the line ends the note', async () => {
    signIn();
    const calls = stubApi({ ...cartStubs, getShopCart: { body: contractExample('getShopCart', 'stockFell') } });
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    const oil = (await screen.findByRole('group', { name: '天然植物按摩精油 500ml 薰衣草 500ml' })).closest('li')!;
    expect(within(oil).getByText('3')).toBeInTheDocument();
    expect(within(oil).getByText('库存仅剩 3 件，已调整')).toBeInTheDocument();
    expect(within(oil).queryByText('最多可买 3 件')).not.toBeInTheDocument();
    // 3 x 88.00 + 1 x 158.00, not 5 x 88.00: what checkout will take.
    expect(screen.getByText('¥422.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去结算 (4)' })).toBeEnabled();
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    expect((saves(calls)[0]!.body as CartBody).list.map((l) => [l.sku_id, l.buy_num])).toEqual([['sku_1001_01', 3], ['sku_1004_m', 1]]);
    await userEvent.click(within(oil).getByRole('button', { name: '减少 天然植物按摩精油 500ml 薰衣草 500ml 的数量' }));
    expect(within(oil).queryByText(/已调整/)).not.toBeInTheDocument();
  });

  it('signed out, brings a line kept on the phone above its stock down to it, says so, and keeps it so; nothing is sent', async () => {
    const calls = stubApi({});
    localStorage.setItem(storedKeys.guestCart.name, JSON.stringify([{ ...cartExample.list[0], buy_num: 9, stock: 3 }]));
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    expect(await screen.findByText('库存仅剩 3 件，已调整')).toBeInTheDocument();
    expect(screen.getByText('¥264.00')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storedKeys.guestCart.name)!)[0].buy_num).toBe(3);
    expect(calls).toHaveLength(0);
  });

  it('signed out, keeps the cart on the phone and sends nothing', async () => {
    const calls = stubApi({});
    localStorage.setItem(storedKeys.guestCart.name, JSON.stringify(cartExample.list.slice(0, 1)));
    renderScreen(<GoodsCartScreen />, { path: paths.goodsCart });
    await userEvent.click(await screen.findByRole('button', { name: '增加 天然植物按摩精油 500ml 薰衣草 500ml 的数量' }));
    expect(JSON.parse(localStorage.getItem(storedKeys.guestCart.name)!)[0].buy_num).toBe(3);
    expect(calls).toHaveLength(0);
  });
});

describe('a goods', () => {
  const detailStubs: Stubs = { getShopGoodsDetail: { body: contractExample('getShopGoodsDetail') }, ...cartStubs };

  it('shows its pictures, price, SKUs, stock and views; adds the chosen SKU and says so', async () => {
    signIn();
    const calls = stubApi(detailStubs);
    renderScreen(<GoodsDetailScreen />, { path: `${paths.goodsDetail}?_id=gd_1001`, route: paths.goodsDetail });
    expect(await screen.findByRole('heading', { name: '天然植物按摩精油 500ml' })).toBeInTheDocument();
    expect(screen.getByText('9342')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /天然植物按摩精油 500ml 图片/ })).toHaveLength(3);
    expect(screen.getByText('运费：首重 1kg ¥8.00，续重每 1kg ¥3.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /玫瑰 500ml/ }));
    expect(screen.getByText('¥98.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '增加 天然植物按摩精油 500ml 玫瑰 500ml 的数量' }));
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('天然植物按摩精油 500ml 已加入购物车')).toBeInTheDocument();
    expect(cartState().lines[0]).toMatchObject({ sku_id: 'sku_1001_03', buy_num: 2, price: 9800 });
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByRole('button', { name: /^购物车 ?，6 件$/ })).toBeInTheDocument();
  });

  it('an add while the server cart cannot be read says so and saves nothing; once it reads, the add joins the server lines', async () => {
    signIn();
    let fail = true;
    const calls = stubApi({
      ...detailStubs,
      getShopCart: () => (fail ? { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } : { body: contractExample('getShopCart') }),
    });
    renderScreen(<GoodsDetailScreen />, { path: `${paths.goodsDetail}?_id=gd_1001`, route: paths.goodsDetail });
    await userEvent.click(await screen.findByRole('radio', { name: /玫瑰 500ml/ }));
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    // Issue 52: the one line went out as the whole cart (setCart replaces it), and the read after it was dropped.
    expect(await screen.findByText('购物车暂时读取不到，这次没有加入，请稍后再试')).toBeInTheDocument();
    expect(cartState().lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(saves(calls)).toHaveLength(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('天然植物按摩精油 500ml 已加入购物车')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2000 });
    expect((saves(calls)[0]!.body as CartBody).list.map((l) => l.sku_id).sort()).toEqual([...cartExample.list.map((l) => l.sku_id), 'sku_1001_03'].sort());
  });

  it('a goods without a SKU id cannot be added: 商品信息错误', async () => {
    const body = contractExample<{ goods: { skus: { _id: string }[] } }>('getShopGoodsDetail');
    stubApi({ getShopGoodsDetail: { body: { ...body, goods: { ...body.goods, skus: body.goods.skus.map((s) => ({ ...s, _id: '' })) } } } });
    renderScreen(<GoodsDetailScreen />, { path: `${paths.goodsDetail}?_id=gd_1001`, route: paths.goodsDetail });
    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('商品信息错误')).toBeInTheDocument();
    expect(cartState().lines).toHaveLength(0);
  });

  it('shows a virtual goods validity: the same day, for 365 days', async () => {
    stubApi({ getShopGoodsDetail: { body: contractExample('getShopGoodsDetail', 'virtualCard') } });
    renderScreen(<GoodsDetailScreen />, { path: `${paths.goodsDetail}?_id=gd_1006`, route: paths.goodsDetail });
    expect(await screen.findByText('有效期：购买当天生效，有效期 365 天')).toBeInTheDocument();
  });

  it('says what went wrong (a goods that is gone), and says so without an id', async () => {
    stubApi({ getShopGoodsDetail: { status: 400, body: contractExample('getShopGoodsDetail', 'notFound', '400') } });
    renderScreen(<GoodsDetailScreen />, { path: `${paths.goodsDetail}?_id=gd_9`, route: paths.goodsDetail });
    expect(await screen.findByText('商品不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('without an id says no goods was chosen', async () => {
    stubApi({});
    renderScreen(<GoodsDetailScreen />, { path: paths.goodsDetail });
    expect(await screen.findByText('没有指定商品')).toBeInTheDocument();
  });
});

describe('a goods\u2019 reviews', () => {
  it('lists the reviews with stars, pictures and the shop reply', async () => {
    stubApi({ listShopGoodsComments: { body: contractExample('listShopGoodsComments') } });
    renderScreen(<GoodsCommentScreen />, { path: `${paths.goodsComment}?goods_id=gd_1001`, route: paths.goodsComment });
    expect(await screen.findByText(/推起来很顺/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '5 星' })).toHaveLength(2);
    expect(screen.getByText('商家回复：感谢王师傅的支持，祝您接单多多！')).toBeInTheDocument();
  });
  it('says there are none', async () => {
    stubApi({ listShopGoodsComments: { body: contractExample('listShopGoodsComments', 'empty') } });
    renderScreen(<GoodsCommentScreen />, { path: `${paths.goodsComment}?goods_id=gd_1001`, route: paths.goodsComment });
    expect(await screen.findByText('还没有评价')).toBeInTheDocument();
  });
  it('says what went wrong', async () => {
    stubApi({ listShopGoodsComments: { status: 400, body: { code: 'cloudfunction-system-error', msg: 'x' } } });
    renderScreen(<GoodsCommentScreen />, { path: `${paths.goodsComment}?goods_id=gd_1001`, route: paths.goodsComment });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

