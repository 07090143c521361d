// The cart as the worker changes it: quantities within the stock and the cart rule, lines checked
// for checkout (action_checked), the total of the checked lines in cents. Pure functions, so the
// rules are tested without a screen.
import type { ShopCartItem, ShopGoodsDetail, ShopSku } from '@generated/api/model';

export type CartLine = ShopCartItem;

/** The most of a line the worker may put in the cart: its stock, and the goods' max_buy_num when set (0 = no limit). */
export function maxQuantity(line: Pick<CartLine, 'stock' | 'cart_rule'>): number {
  const rule = line.cart_rule?.max_buy_num ?? 0;
  return Math.max(0, rule > 0 ? Math.min(line.stock, rule) : line.stock);
}

/** The least: the goods' min_buy_num (at least 1). */
export const minQuantity = (line: Pick<CartLine, 'cart_rule'>) => Math.max(1, line.cart_rule?.min_buy_num ?? 1);

/** A quantity held between the line's least and most (a sold-out line keeps the least; it cannot be checked). */
export function clampQuantity(line: Pick<CartLine, 'stock' | 'cart_rule'>, wanted: number): number {
  const most = maxQuantity(line);
  const least = minQuantity(line);
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : least;
  return Math.max(least, Math.min(most, whole));
}

export const isSoldOut = (line: Pick<CartLine, 'stock'>) => line.stock <= 0;

/**
 * Whether a line can be bought at all: its most (stock, max_buy_num) reaches its least (min_buy_num).
 * Stock 2 with a minimum purchase of 3 cannot, though it is not sold out: such a line is never
 * checked, so it never goes to checkout at a quantity above the stock.
 */
export const isBuyable = (line: Pick<CartLine, 'stock' | 'cart_rule'>) => !isSoldOut(line) && maxQuantity(line) >= minQuantity(line);

/** Why a line read from the server or the phone came down: its stock, or the goods' max_buy_num. */
export type CappedLine = { n: number; reason: 'stock' | 'rule' };

/**
 * The cart as read (the server's, or the signed-out one kept on the phone) held to what can be bought
 * now: a line above its stock or its max_buy_num comes down to it, and is named, so that the screen
 * says so. Stock sold since the line was put in would otherwise reach checkout, priced and counted at
 * a number the shop cannot send. A line that cannot be bought at all (sold out, fewer than its
 * minimum) is left as it is: it is never checked.
 */
export function capLines(cart: CartLine[]): { lines: CartLine[]; capped: Record<string, CappedLine> } {
  const capped: Record<string, CappedLine> = {};
  const lines = cart.map((line) => {
    const most = maxQuantity(line);
    if (!isBuyable(line) || line.buy_num <= most) return line;
    capped[line.sku_id] = { n: most, reason: line.stock <= most ? 'stock' : 'rule' };
    return { ...line, buy_num: most };
  });
  return { lines, capped };
}

export function setQuantity(cart: CartLine[], skuId: string, wanted: number): CartLine[] {
  return cart.map((line) => (line.sku_id === skuId ? { ...line, buy_num: clampQuantity(line, wanted) } : line));
}

export function setChecked(cart: CartLine[], skuId: string, checked: boolean): CartLine[] {
  return cart.map((line) => (line.sku_id === skuId ? { ...line, action_checked: checked && isBuyable(line) } : line));
}

/** Select-all checks every line that can be bought (sold-out lines, and lines below their minimum, stay unchecked); off unchecks all. */
export function setAllChecked(cart: CartLine[], checked: boolean): CartLine[] {
  return cart.map((line) => ({ ...line, action_checked: checked && isBuyable(line) }));
}

/** Whether every line that can be bought is checked (and there is one). */
export function allChecked(cart: CartLine[]): boolean {
  const buyable = cart.filter(isBuyable);
  return buyable.length > 0 && buyable.every((line) => line.action_checked);
}

export const removeLines = (cart: CartLine[], skuIds: string[]) => cart.filter((line) => !skuIds.includes(line.sku_id));

export const checkedLines = (cart: CartLine[]) => cart.filter((line) => line.action_checked && isBuyable(line));

/** The total of the checked lines, integer cents. */
export const checkedTotalCents = (cart: CartLine[]) => checkedLines(cart).reduce((sum, line) => sum + line.price * line.buy_num, 0);

/** The badge: how many pieces are in the cart (the sum of buy_num, as the contract says). */
export const cartCount = (cart: CartLine[]) => cart.reduce((sum, line) => sum + line.buy_num, 0);

type AddResult = { ok: true; cart: CartLine[]; added: number } | { ok: false; reason: 'invalid' | 'soldOut' | 'belowMinimum' | 'atMost' };

/**
 * Adds a SKU of a goods to the cart (or more of a line already there), capped at the stock. A goods
 * or SKU without an id is refused ('invalid': the spec's 商品信息错误).
 */
export function addToCart(
  cart: CartLine[],
  goods: Pick<ShopGoodsDetail, '_id' | 'name' | 'type' | 'cart_rule'> | null | undefined,
  sku: Pick<ShopSku, '_id' | 'sku_name' | 'price' | 'stock' | 'image'> | null | undefined,
  quantity: number,
  now: string,
): AddResult {
  if (!goods?._id || !sku?._id) return { ok: false, reason: 'invalid' };
  if (sku.stock <= 0) return { ok: false, reason: 'soldOut' };
  const existing = cart.find((line) => line.sku_id === sku._id);
  const base: CartLine = existing
    ? { ...existing, price: sku.price, stock: sku.stock }
    : {
        sku_id: sku._id,
        buy_num: 0,
        sku_name: sku.sku_name,
        image: sku.image,
        price: sku.price,
        stock: sku.stock,
        goods_id: goods._id,
        goods_name: goods.name,
        goods_type: goods.type,
        cart_rule: goods.cart_rule,
        action_checked: true,
        add_time: now,
      };
  if (!isBuyable(base)) return { ok: false, reason: 'belowMinimum' };
  const before = existing?.buy_num ?? 0;
  const after = clampQuantity(base, before + quantity);
  if (after <= before) return { ok: false, reason: 'atMost' };
  const line = { ...base, buy_num: after, action_checked: true };
  // A new line goes first: the cart is newest first, as getCart answers.
  return { ok: true, cart: existing ? cart.map((l) => (l.sku_id === line.sku_id ? line : l)) : [line, ...cart], added: after - before };
}

/** The toast's goods name: at most 20 characters, so the toast keeps to one or two lines; an ellipsis when cut. */
export function toastName(name: string): string {
  const chars = [...name];
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : name;
}
