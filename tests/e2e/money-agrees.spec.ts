// Money agrees wherever it shows (issue 41), against the development mock at 360 px: a worker signs
// in, reads every screen's figure (待结算 on Mine, the wallet and the settlement centre; 今日收入 and
// 本月收入 on Home, Mine and 收入统计; 积分 on 个人信息, 我的积分 and the checkout), completes the order
// in service (a day's work) and buys a bottle of oil with points, paid from the shop balance; then
// every figure is read again: they still agree with each other, and each moved by the order's income
// or the points spent; 收入统计's split by service item adds up to its month, whose list the order heads,
// and the running period's bill holds it, its total the pending money. The mock's today is the real
// today, as a live backend's. Issue 52: the week's settlement is one figure on 结算中心, 收入统计 and
// 结算统计, before and after; the shares by service item add to 100.0 %; the rating is one on Home,
// Mine and 我的评价, and its good reviews' share is their count's, rounded to the nearest (of the reviews
// that count: issue 51).
import type { Locator, Page } from '@playwright/test';
import { confirmStep, expect as baseExpect, png, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 360, height: 780 } });

const IN_SERVICE = 'so_202611220002';
const actionBar = (page: Page) => page.getByRole('group', { name: '订单操作' });

/** ¥13,042.80 -> 1304280. */
const cents = (text: string | null) => {
  const match = /-?¥\s*([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
};
/** The figure a term names in a description list (<dt>term</dt><dd>figure</dd>). */
const termValue = (scope: Locator | Page, term: string) => scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
/** 1304280 -> ¥13,042.80, as the app writes money. */
const yuan = (amount: number) => `¥${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The amount a figure shows; with `want`, once it shows that (a screen may show what it held a moment before asking again). */
const amountOf = async (figure: Locator, want?: number) => {
  if (want !== undefined) await expect(figure).toHaveText(yuan(want));
  else await expect(figure).toHaveText(/¥/);
  return cents(await figure.textContent());
};

type Figures = { homeToday: number; mineToday: number; statsToday: number; homeMonth: number; statsMonth: number; minePending: number; walletPending: number; settlePending: number };

/** Every screen's figure of money, each read on its screen as the worker sees it (each awaited at `want`'s figure when given). */
async function moneyFigures(page: Page, want: Partial<Figures> = {}): Promise<Figures> {
  await page.goto('/#/pages/index/index');
  const homeToday = await amountOf(termValue(page.getByRole('region', { name: '今日', exact: true }), '收入'), want.homeToday);
  const homeMonth = await amountOf(termValue(page.getByRole('region', { name: '本月', exact: true }), '本月收入'), want.homeMonth);

  await page.goto('/#/pages/index/mys');
  const mineWallet = page.getByRole('region', { name: '我的钱包' });
  const minePending = await amountOf(termValue(mineWallet, '待结算'), want.minePending);
  const mineToday = await amountOf(termValue(mineWallet, '今日收入'), want.mineToday);

  await page.goto('/#/pages/user/wallet/list');
  const walletPending = await amountOf(termValue(page.locator('.wallet-balances'), '待结算'), want.walletPending);

  await page.goto('/#/pages/user/settle/index');
  const settlePending = await amountOf(page.getByRole('region', { name: '待结算收入' }).locator('.settle-hero__amount'), want.settlePending);

  await page.goto('/#/pages/user/charts/total');
  await page.getByRole('tab', { name: '今日' }).click();
  const statsToday = await amountOf(page.getByRole('region', { name: '今日收入' }).locator('.settle-hero__amount'), want.statsToday);
  await page.getByRole('tab', { name: '本月' }).click();
  const statsMonth = await amountOf(page.getByRole('region', { name: '本月收入' }).locator('.settle-hero__amount'), want.statsMonth);
  return { homeToday, mineToday, statsToday, homeMonth, statsMonth, minePending, walletPending, settlePending };
}

type Week = { orders: number; incomeCents: number };

/** This week's orders and income on 结算中心 (本期), 收入统计 (本周) and 结算统计 (本周), each read on its screen; with `want`, once each shows it. */
async function weekFigures(page: Page, want?: Week) {
  const read = async (orders: Locator, income: Locator): Promise<Week> => {
    if (want) await expect(orders).toHaveText(String(want.orders));
    return { orders: Number(await orders.textContent()), incomeCents: await amountOf(income, want?.incomeCents) };
  };
  await page.goto('/#/pages/user/settle/index');
  const settle = await read(termValue(page, '本期订单'), termValue(page, '本期收入'));
  await page.goto('/#/pages/user/charts/total');
  await page.getByRole('tab', { name: '本周' }).click();
  const hero = page.getByRole('region', { name: '本周收入' });
  const income = await read(termValue(hero, '订单数'), hero.locator('.settle-hero__amount'));
  await page.goto('/#/pages/user/settle/stat');
  const totals = page.getByRole('region', { name: '统计合计' });
  const stat = await read(termValue(totals, '订单数'), termValue(totals, '收入'));
  return { settle, income, stat };
}

/** The shares 收入统计 shows by service item for the period on screen, in tenths of a percent. */
const sharesShown = async (page: Page) =>
  (await page.getByRole('region', { name: '按服务项目' }).locator('.settle-row__meta > span:last-child').allTextContents()).map((text) => Math.round(Number(/占 ([\d.]+)%/.exec(text)?.[1]) * 10));

/**
 * The points on 个人信息 and 我的积分, opened within the running app (the hash changes, nothing
 * reloads): what the app holds for the session, as a worker going there from Mine sees it.
 */
async function pointsShown(page: Page, want?: number) {
  const open = (path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);
  const shown = async (figure: Locator) => {
    await expect(figure).toHaveText(want === undefined ? /^\d+$/ : String(want));
    return Number(await figure.textContent());
  };
  await open('/pages/user/user-info');
  const profile = await shown(termValue(page.getByRole('region', { name: '用户中心账号' }), '积分'));
  await open('/pages/user/integral/index');
  return { profile, mine: await shown(page.locator('.rewards-summary__figure')) };
}

const checkoutPoints = async (page: Page) => Number(/可用 (\d+) 积分/.exec((await page.getByRole('checkbox', { name: /使用积分抵扣/ }).locator('xpath=..').textContent()) ?? '')?.[1]);

test('every screen shows the same money and points, before and after a day\'s work and a purchase with points', async ({ page }) => {
  await signedIn(page);

  // Before: one figure each.
  const before = await moneyFigures(page);
  const weekBefore = await weekFigures(page);
  expect([weekBefore.income, weekBefore.stat]).toEqual([weekBefore.settle, weekBefore.settle]);
  expect([before.mineToday, before.statsToday]).toEqual([before.homeToday, before.homeToday]);
  expect(before.statsMonth).toBe(before.homeMonth);
  expect([before.walletPending, before.settlePending]).toEqual([before.minePending, before.minePending]);

  // A day's work: the order in service is finished, with a service photo.
  await page.goto(`/#/pages/order/detail?id=${IN_SERVICE}`);
  const income = await amountOf(termValue(page, '我的收入'));
  await actionBar(page).getByRole('button', { name: '完成服务' }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/order/photos\\?id=${IN_SERVICE}$`));
  await page.getByLabel('从相册选择').setInputFiles([{ name: 'towels.png', mimeType: 'image/png', buffer: png(64, 64, [230, 200, 160]) }]);
  // Its two saved photos and this one, uploaded.
  await expect(page.locator('.photo-tile--done')).toHaveCount(3);
  await actionBar(page).getByRole('button', { name: '提交并完成服务' }).click();
  await confirmStep(page, '服务时长未满，确认提前完成？');
  await expect(actionBar(page).getByRole('button')).toHaveText(['评价客户']);

  // Every screen, within the running app, comes to the figures moved by the order's income, and
  // they agree: today's and this month's by it, the money waiting for settlement by it.
  const today = before.homeToday + income;
  const month = before.homeMonth + income;
  const pending = before.minePending + income;
  const after = await moneyFigures(page, { homeToday: today, mineToday: today, statsToday: today, homeMonth: month, statsMonth: month, minePending: pending, walletPending: pending, settlePending: pending });
  expect(after).toEqual({ homeToday: today, mineToday: today, statsToday: today, homeMonth: month, statsMonth: month, minePending: pending, walletPending: pending, settlePending: pending });
  // 收入统计's month, where moneyFigures left it: its split by service item adds up to its figure,
  // its shares to 100.0 %, and the order heads the month's list with its income.
  const shares = page.getByRole('region', { name: '按服务项目' }).locator('.settle-share__head > span:last-child');
  await expect(shares.first()).toBeVisible();
  expect((await shares.allTextContents()).reduce((total, text) => total + cents(text), 0)).toBe(month);
  expect((await sharesShown(page)).reduce((a, b) => a + b, 0)).toBe(1000);
  await expect(page.getByRole('list', { name: /收入明细/ }).getByRole('listitem').first()).toContainText(yuan(income));

  // The running period's bill (the bills' first, as the settlement centre lists them) holds the
  // order among its lines: its total is the money waiting for settlement. Not first of them: the
  // examples' orders keep their clock times on the mock's day, so before 09:00 Beijing time one of
  // them sorts after a time still to come (a CI run at 00:30 found it first).
  await page.goto('/#/pages/user/settle/bill');
  const running = page.getByRole('list', { name: '结算账单列表' }).getByRole('button').first();
  await expect(running).toContainText(`实得 ${yuan(pending)}`);
  await running.click();
  await expect(termValue(page, '实得收入')).toHaveText(yuan(pending));
  await expect(page.getByRole('list', { name: '订单明细' }).getByRole('listitem').filter({ hasText: yuan(income) })).toHaveCount(1);

  // The week's settlement, one figure on the three screens, moved by the order; its shares add to 100.0 %.
  const week = { orders: weekBefore.settle.orders + 1, incomeCents: weekBefore.settle.incomeCents + income };
  expect(await weekFigures(page, week)).toEqual({ settle: week, income: week, stat: week });
  await page.goto('/#/pages/user/charts/total');
  await page.getByRole('tab', { name: '本周' }).click();
  await expect(page.getByRole('region', { name: '按服务项目' })).toBeVisible();
  expect((await sharesShown(page)).reduce((a, b) => a + b, 0)).toBe(1000);

  // Points, one figure on 个人信息, 我的积分 and the checkout.
  await page.goto('/#/pages/index/mys');
  const pointsBefore = await pointsShown(page);
  expect(pointsBefore.profile).toBe(pointsBefore.mine);

  // A purchase with points: one bottle of lavender oil (88.00), the points at most 20 % of it.
  await page.goto('/#/pages/index/cart');
  await page.getByRole('tab', { name: '购物车' }).click();
  const cart = page.getByRole('region', { name: '购物车' });
  await cart.getByRole('button', { name: '减少 天然植物按摩精油 500ml 薰衣草 500ml 的数量' }).click();
  await cart.getByRole('checkbox', { name: /选择 技师工作服/ }).uncheck();
  await cart.getByRole('button', { name: '去结算 (1)' }).click();
  await expect(page.getByText(/^应付/)).toContainText('¥99.00');
  expect(await checkoutPoints(page)).toBe(pointsBefore.mine);
  await page.getByRole('checkbox', { name: /使用积分抵扣/ }).check();
  const spent = Math.min(pointsBefore.mine, 1760);
  await expect(page.getByText(/^应付/)).toContainText(`¥${((9900 - spent) / 100).toFixed(2)}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('等待付款')).toBeVisible();
  // Paid from the shop balance on the keypad (the sixth digit pays).
  await page.getByRole('button', { name: /支付密码/ }).click();
  for (const digit of '802417') await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 }).getByText('等待商家发货')).toBeVisible();

  // The points it spent have left every screen, reached in the app as it holds them.
  const pointsAfter = await pointsShown(page, pointsBefore.mine - spent);
  expect(pointsAfter).toEqual({ profile: pointsBefore.mine - spent, mine: pointsBefore.mine - spent });
  await page.goto('/#/pages/index/cart');
  await page.getByRole('tab', { name: '购物车' }).click();
  await cart.getByRole('checkbox', { name: /选择 技师工作服/ }).check();
  await cart.getByRole('button', { name: /^去结算/ }).click();
  await expect(page.getByRole('checkbox', { name: /使用积分抵扣/ })).toBeVisible();
  // The checkout may open on the points it read before the purchase, then the read it makes on
  // opening brings the figure after it (a CI run read 1260 there, then 0).
  await expect.poll(() => checkoutPoints(page)).toBe(pointsAfter.mine);
});

test('the rating is one figure on Home, Mine and 我的评价, and the good reviews\' share is their count\'s, rounded to the nearest', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  const home = termValue(page.getByRole('region', { name: '本月', exact: true }), '评分');
  await expect(home).toHaveText(/^\d\.\d$/);
  const rating = await home.textContent();

  await page.goto('/#/pages/index/mys');
  await expect(termValue(page.getByRole('region', { name: '李师傅' }), '评分')).toHaveText(rating!);

  await page.goto('/#/pages/user/appraise');
  const summary = page.getByRole('region', { name: '评价概况' });
  await expect(summary.locator('.review-summary__score').first()).toHaveText(rating!);
  // 好评率 of the counts the filters show, among the reviews that count (issue 51: an upheld appeal
  // leaves its review out of the score, said under it; 2 good of the 3 that count: 67 %, not 66 %).
  const count = async (name: string) => Number(/(\d+)$/.exec((await page.getByRole('button', { name: new RegExp(`^${name} \\d+$`) }).textContent()) ?? '')?.[1]);
  const [all, good] = [await count('全部'), await count('好评')];
  const left = Number(/(\d+) 条评价经申诉不计入评分/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
  expect(all - left).toBeGreaterThan(0);
  await expect(summary.locator('.review-summary__score').nth(1)).toHaveText(`${Math.round((good * 100) / (all - left))}%`);
});

