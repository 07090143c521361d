// The shop's rules without a screen: the cart sync's debounce and retry, the stock cap, adding to
// the cart, the validity and discount texts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, allChecked, capLines, cartCount, checkedLines, checkedTotalCents, clampQuantity, setAllChecked, setChecked, setQuantity, toastName, type CartLine } from '@/features/shop/utils/cart';
import { createCartSync } from '@/features/shop/utils/cart-sync';
import { discountText, goodsValidityText } from '@/lib/format/shop';
import { setLanguage } from '@/lib/i18n/i18n';

const line = (sku_id: string, buy_num: number, stock: number, price = 8800, checked = true): CartLine => ({
  sku_id,
  buy_num,
  sku_name: sku_id,
  image: 'https://cdn.example-massage.cn/a.jpg',
  price,
  stock,
  goods_id: 'gd_1001',
  goods_name: '天然植物按摩精油 500ml',
  goods_type: 0,
  cart_rule: { min_buy_num: 1, max_buy_num: 0 },
  action_checked: checked,
  add_time: '2026-11-22T08:40:00+08:00',
});

describe('cart sync: debounced 500 ms, one setCart with the final state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('many fast changes send one save, with the last cart', async () => {
    const save = vi.fn(async (_cart: number[]) => undefined);
    const sync = createCartSync({ save });
    for (let n = 1; n <= 8; n += 1) {
      sync.schedule([n]);
      await vi.advanceTimersByTimeAsync(120);
    }
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(499 - 120);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith([8]);
    expect(sync.state()).toBe('idle');
  });

  it('a failed save keeps the cart and retries it; a newer change goes instead', async () => {
    const save = vi.fn<(cart: string) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const sync = createCartSync({ save, retryMs: () => 2000 });
    sync.schedule('a');
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenLastCalledWith('a');
    expect(sync.state()).toBe('failed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('a');
    sync.schedule('b');
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith('b');
    expect(sync.state()).toBe('idle');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('a change during a save goes after it, one save at a time', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn((_cart: string) => new Promise<void>((resolve) => (finish = resolve)));
    const sync = createCartSync({ save });
    sync.schedule('a');
    await vi.advanceTimersByTimeAsync(500);
    sync.schedule('b');
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('b');
  });

  it('flush sends at once', async () => {
    const save = vi.fn(async (_cart: string) => undefined);
    const sync = createCartSync({ save });
    sync.schedule('x');
    await expect(sync.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith('x');
  });
});

describe('the cart: stock cap, select, total', () => {
  it('caps a quantity at the stock, and at max_buy_num when the goods sets one', () => {
    expect(clampQuantity(line('a', 1, 5), 9)).toBe(5);
    expect(clampQuantity(line('a', 1, 5), 0)).toBe(1);
    expect(clampQuantity({ ...line('a', 1, 50), cart_rule: { min_buy_num: 2, max_buy_num: 10 } }, 30)).toBe(10);
    expect(clampQuantity({ ...line('a', 1, 50), cart_rule: { min_buy_num: 2, max_buy_num: 10 } }, 1)).toBe(2);
    expect(setQuantity([line('a', 4, 5), line('b', 1, 9)], 'a', 6).map((l) => l.buy_num)).toEqual([5, 1]);
  });

  it('brings a line read above its stock or max_buy_num down to it, naming why; leaves the rest, and lines that cannot be bought', () => {
    const ruled: CartLine = { ...line('r', 8, 50), cart_rule: { min_buy_num: 1, max_buy_num: 5 } };
    const short: CartLine = { ...line('m', 4, 2), cart_rule: { min_buy_num: 3, max_buy_num: 0 } };
    const read = [line('a', 5, 3), line('b', 2, 9), line('s', 4, 0), ruled, short, { ...line('t', 9, 4), cart_rule: { min_buy_num: 1, max_buy_num: 6 } }];
    const { lines, capped } = capLines(read);
    expect(lines.map((l) => [l.sku_id, l.buy_num])).toEqual([['a', 3], ['b', 2], ['s', 4], ['r', 5], ['m', 4], ['t', 4]]);
    expect(capped).toEqual({ a: { n: 3, reason: 'stock' }, r: { n: 5, reason: 'rule' }, t: { n: 4, reason: 'stock' } });
    // What checkout takes is what can be sent.
    expect(checkedLines(lines).every((l) => l.buy_num <= l.stock)).toBe(true);
    expect(checkedTotalCents(lines)).toBe((3 + 2 + 5 + 4) * 8800);
    // A cart within its stock comes back as it was.
    expect(capLines([line('b', 2, 9)])).toEqual({ lines: [line('b', 2, 9)], capped: {} });
  });

  it('select-all checks what can be bought; the total is the checked lines in cents', () => {
    const cart = [line('a', 2, 5, 8800, false), line('b', 1, 0, 4500, false), line('c', 3, 9, 1999, true)];
    expect(allChecked(cart)).toBe(false);
    const all = setAllChecked(cart, true);
    expect(all.map((l) => l.action_checked)).toEqual([true, false, true]);
    expect(allChecked(all)).toBe(true);
    expect(checkedTotalCents(all)).toBe(2 * 8800 + 3 * 1999);
    expect(checkedTotalCents(setChecked(all, 'a', false))).toBe(5997);
    expect(setChecked(cart, 'b', true)[1]!.action_checked).toBe(false);
    expect(cartCount(cart)).toBe(6);
  });

  it('adds a SKU up to its stock, and refuses a goods or SKU without an id', () => {
    const goods = { _id: 'gd_1001', name: '天然植物按摩精油 500ml', type: 0 as const, cart_rule: { min_buy_num: 1, max_buy_num: 0 } };
    const sku = { _id: 'sku_3', sku_name: '玫瑰 500ml', price: 9800, stock: 3, image: 'https://cdn.example-massage.cn/a.jpg' };
    const first = addToCart([], goods, sku, 2, '2026-11-25T09:00:00+08:00');
    expect(first).toMatchObject({ ok: true, added: 2 });
    const second = addToCart(first.ok ? first.cart : [], goods, sku, 2, 'now');
    expect(second).toMatchObject({ ok: true, added: 1 });
    expect(second.ok && second.cart[0]!.buy_num).toBe(3);
    expect(addToCart(second.ok ? second.cart : [], goods, sku, 1, 'now')).toEqual({ ok: false, reason: 'atMost' });
    expect(addToCart([], { ...goods, _id: '' }, sku, 1, 'now')).toEqual({ ok: false, reason: 'invalid' });
    expect(addToCart([], goods, { ...sku, _id: '' }, 1, 'now')).toEqual({ ok: false, reason: 'invalid' });
    expect(addToCart([], goods, null, 1, 'now')).toEqual({ ok: false, reason: 'invalid' });
    expect(addToCart([], goods, { ...sku, stock: 0 }, 1, 'now')).toEqual({ ok: false, reason: 'soldOut' });
  });

  it('never checks a line whose stock is below its minimum purchase (stock 2, minimum 3), so it never reaches checkout', () => {
    const short: CartLine = { ...line('b', 3, 2, 5000), cart_rule: { min_buy_num: 3, max_buy_num: 0 } };
    const cart = [short, line('a', 1, 9, 8800, false)];
    expect(checkedLines(cart)).toEqual([]);
    expect(setChecked(cart, 'b', true)[0]!.action_checked).toBe(false);
    const all = setAllChecked(cart, true);
    expect(all.map((l) => l.action_checked)).toEqual([false, true]);
    expect(allChecked(all)).toBe(true);
    expect(checkedLines(all).map((l) => l.sku_id)).toEqual(['a']);
    expect(checkedTotalCents(all)).toBe(8800);
    // Adding it from the goods page is refused, not clamped to 3 over a stock of 2.
    const goods = { _id: 'gd_2', name: '一次性床单', type: 0 as const, cart_rule: { min_buy_num: 3, max_buy_num: 0 } };
    const sku = { _id: 'sku_2', sku_name: '50 张', price: 5000, stock: 2, image: 'https://cdn.example-massage.cn/b.jpg' };
    expect(addToCart([], goods, sku, 3, '2026-11-22T08:40:00+08:00')).toEqual({ ok: false, reason: 'belowMinimum' });
  });

  it('cuts the toast name at 20 characters', () => {
    expect(toastName('天然植物按摩精油 500ml')).toBe('天然植物按摩精油 500ml');
    expect(toastName('一二三四五六七八九十一二三四五六七八九十')).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(toastName('一二三四五六七八九十一二三四五六七八九十多')).toBe('一二三四五六七八九十一二三四五六七八九十…');
  });
});

describe('validity and discount texts, in the three languages', () => {
  afterEach(async () => {
    await setLanguage('zh-Hans');
  });
  it('the same day, N days after purchase, a range, long-term', async () => {
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 0, valid_days: 365 } })).toBe('购买当天生效，有效期 365 天');
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 1 } })).toBe('购买后 1 天生效');
    expect(goodsValidityText({ exp_time_mode: 1, exp_time_range: ['2026-12-01', null] })).toBe('长期有效');
    expect(goodsValidityText({})).toBe('长期有效');
    await setLanguage('en');
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 0 } })).toBe('Effective on the day of purchase');
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 7 } })).toBe('Effective 7 days after purchase');
    await setLanguage('zh-Hant');
    expect(goodsValidityText({ exp_time_mode: 3 })).not.toBe(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 0 } }));
  });
  it('discounts: the edges 0 and 10, above 10 and below 0', () => {
    expect(discountText(0)).toEqual({ ok: true, text: '0折' });
    expect(discountText(10)).toEqual({ ok: true, text: expect.any(String) });
    expect(discountText(10.01)).toEqual({ ok: false, error: '折扣不可以大于原价' });
    expect(discountText(-0.01)).toEqual({ ok: false, error: '折扣不可以小于0' });
    expect(discountText(7.25)).toEqual({ ok: true, text: '7.25折' });
  });
});

describe('the checkout estimate: coupons, points, freight', () => {
  const reduce = { type: 'reduce' as const, amount_cents: 1000, discount: null, min_spend_cents: 10000, status: 'unused' as const, start_time: '2026-11-01T00:00:00+08:00', end_time: '2026-12-31T23:59:59+08:00' };
  const nineOff = { ...reduce, type: 'discount' as const, amount_cents: null, discount: 8.5, min_spend_cents: 0 };
  const rule = { points_per_yuan: 100, max_deduct_percent: 20, min_points: 100 };
  it('a reduce coupon needs its minimum; a discount coupon rounds to the cent', async () => {
    const { couponApplies, couponDiscountCents } = await import('@/features/shop/utils/checkout');
    expect(couponDiscountCents(reduce, 9999)).toBe(0);
    expect(couponDiscountCents(reduce, 10000)).toBe(1000);
    expect(couponDiscountCents(nineOff, 10001)).toBe(10001 - 8501);
    expect(couponApplies(reduce, 10000, Date.parse('2026-11-25T00:00:00+08:00'))).toBe(true);
    expect(couponApplies(reduce, 10000, Date.parse('2027-01-01T00:00:00+08:00'))).toBe(false);
    expect(couponApplies({ ...reduce, status: 'used' }, 10000, Date.parse('2026-11-25T00:00:00+08:00'))).toBe(false);
  });
  it('a coupon counts only the goods it applies to: none of them here, it cannot be chosen; their minimum, not the order\'s', async () => {
    const { couponRefusal, scopedGoodsCents, estimate } = await import('@/features/shop/utils/checkout');
    const now = Date.parse('2026-11-25T00:00:00+08:00');
    const oil = { goods_id: 'gd_1001', price: 8800, buy_num: 4 };
    const uniform = { goods_id: 'gd_1004', price: 15800, buy_num: 1 };
    const oilTenOff = { ...nineOff, discount: 9, scope_goods_ids: ['gd_1001'] };
    expect(scopedGoodsCents(oilTenOff, [oil, uniform])).toBe(35200);
    expect(scopedGoodsCents({ scope_goods_ids: null }, [oil, uniform])).toBe(51000);
    expect(estimate({ goodsCents: 51000, couponBaseCents: 35200, coupon: oilTenOff, useIntegral: false, rule, balance: 0, freightCents: 0 }).couponCents).toBe(3520);
    expect(couponRefusal(oilTenOff, [uniform], now)).toBe('noGoods');
    expect(couponRefusal(oilTenOff, [oil, uniform], now)).toBeNull();
    expect(couponRefusal({ ...reduce, min_spend_cents: 20000, scope_goods_ids: ['gd_1004'] }, [oil, uniform], now)).toBe('minSpend');
    expect(couponRefusal({ ...reduce, scope_goods_ids: null }, [oil], Date.parse('2027-01-01T00:00:00+08:00'))).toBe('expired');
    expect(couponRefusal({ ...reduce, scope_goods_ids: null }, [oil], Date.parse('2026-10-01T00:00:00+08:00'))).toBe('notYet');
  });
  it('points pay at most their share and not below the minimum balance', async () => {
    const { integralDeduction, estimate } = await import('@/features/shop/utils/checkout');
    expect(integralDeduction(rule, 1260, 17600)).toEqual({ points: 1260, cents: 1260 });
    expect(integralDeduction(rule, 99_999, 17600)).toEqual({ points: 3520, cents: 3520 });
    expect(integralDeduction(rule, 99, 17600)).toEqual({ points: 0, cents: 0 });
    expect(estimate({ goodsCents: 17600, coupon: reduce, useIntegral: true, rule, balance: 1260, freightCents: 1100 }).payCents).toBe(17600 - 1000 - 1260 + 1100);
    expect(estimate({ goodsCents: 17600, coupon: null, useIntegral: false, rule, balance: 1260, freightCents: 1100 }).payCents).toBe(18700);
  });
});
