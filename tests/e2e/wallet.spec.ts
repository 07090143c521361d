// The wallet against the development mock: a withdrawal account added through its form shows in the
// list; a withdrawal with the payment password, sent by its sixth digit, where a hurried double tap
// on the confirm button and a retry after a lost answer are one intent (one Idempotency-Key, one
// withdrawal recorded); a wrong password's tries left, and the next six digits a new intent.
import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 } });

const isWithdrawal = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/wallet/withdraw';
/** The password step's confirm button, whatever it says while the sixth digit's request is in flight. */
const confirmButton = (page: Page) => page.getByRole('button', { name: /^(确认提现|提交中…)$/ });
const keypad = (page: Page) => page.locator('.adm-number-keyboard-popup');
/** A key of the keypad: the popup's own box is empty (its body is fixed), so it is the keys that show it up. */
const keypadKey = (page: Page, key: string) => keypad(page).getByRole('button', { name: key, exact: true });

/** Types the payment password on the keypad, as a finger would. */
async function typePassword(page: Page, password: string) {
  await page.getByRole('button', { name: '输入支付密码' }).click();
  for (const digit of password) await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
}

async function toPassword(page: Page, amount: string) {
  await page.getByLabel('提现金额（元）').fill(amount);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '输入支付密码' })).toBeVisible();
}

test('a withdrawal account added through its form is in the list', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/setting/account');
  const list = page.getByRole('list', { name: '提现账户列表' });
  await expect(list.getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: '添加提现账户' }).click();
  await expect(page.getByRole('heading', { name: '添加提现账户' })).toBeVisible();
  await page.getByRole('radio', { name: '支付宝' }).check();
  await page.getByLabel(/持有人姓名/).fill('李秀梅');
  await page.getByLabel(/支付宝账号/).fill('139 1234 5678');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.getByRole('heading', { name: '提现账户' })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(4);
  await expect(list.getByRole('article', { name: '支付宝 **** 5678' })).toContainText('持有人 李*梅');
  // It stays: the list asked again shows it.
  await page.reload();
  await expect(page.getByRole('list', { name: '提现账户列表' }).getByRole('article', { name: '支付宝 **** 5678' })).toBeVisible();
});

test('the sixth digit, a hurried double tap and a retry after a lost answer make one withdrawal, with one Idempotency-Key', async ({ page }) => {
  await signedIn(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isWithdrawal(request)) sent.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  // The first withdrawal waits until the worker's double tap is done, then reaches the mock, which
  // makes it; its answer is lost on the way back.
  let lost = 0;
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/v1/wallet/withdraw',
    async (route) => {
      if (lost++ === 0) {
        await tapped;
        await route.fetch();
        await route.abort('timedout');
      } else await route.continue();
    },
  );

  await page.goto('/#/pages/user/wallet/log');
  const records = page.getByRole('list', { name: '提现记录列表' });
  await expect(records.getByRole('listitem')).toHaveCount(4);

  await page.goto('/#/pages/user/wallet/withdrawal');
  await expect(page.getByRole('radio', { name: /招商银行 \*\*\*\* 8836/ })).toBeChecked();
  await toPassword(page, '321.45');
  await expect(page.getByText('提现 ¥321.45 到 招商银行 **** 8836')).toBeVisible();
  // The sixth digit sends it, no tap needed, and closes the keypad.
  await typePassword(page, '802417');
  await expect.poll(() => sent.length).toBe(1);
  await expect(keypad(page)).toBeHidden();
  // A hurried double tap on the confirm button meanwhile sends nothing more (force: a finger does
  // not wait for it to be enabled).
  await confirmButton(page).dblclick({ force: true });
  release();
  await expect(page.getByText(/没有收到提现结果/)).toBeVisible();
  expect(sent).toHaveLength(1);

  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '提现详情' })).toBeVisible();
  await expect(page.getByText('¥321.45')).toBeVisible();
  await expect(page.getByText('审核中').first()).toBeVisible();

  // Two requests in all (the sixth digit and the double tap sent one), with the same key: one intent.
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toBe(sent[0]);
  // And the mock recorded one withdrawal: the records gained exactly one, in review.
  await page.goto('/#/pages/user/wallet/log');
  await expect(records.getByRole('listitem')).toHaveCount(5);
  await expect(records.getByRole('listitem').first()).toContainText('¥321.45');
  await expect(records.getByRole('listitem').first()).toContainText('审核中');
  await expect(records.getByRole('listitem').filter({ hasText: '¥321.45' })).toHaveCount(1);
});

test('a wrong payment password says so and how many tries are left; the next six digits send again, a new intent', async ({ page }) => {
  await signedIn(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isWithdrawal(request)) sent.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  await page.route(
    (url) => url.pathname === '/v1/wallet/withdraw',
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=400, example=wrongPayPassword' } }),
  );
  await page.goto('/#/pages/user/wallet/withdrawal');
  await toPassword(page, '500');
  await expect(page.getByText('¥497.00')).toHaveCount(0);
  await typePassword(page, '802418');
  await expect(page.getByText('支付密码错误，还可尝试 2 次')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认提现' })).toBeDisabled();
  expect(sent).toHaveLength(1);
  // The keypad came back by itself for the next six digits (no guessing that the boxes open it),
  // with the error still said above it.
  await expect(keypadKey(page, '8')).toBeVisible();
  await keypadKey(page, '8').click();
  await expect(page.getByText('支付密码错误，还可尝试 2 次')).toBeHidden();
  // The screen with the keypad open passes axe and the touch-target check too.
  await expectAccessible(page);
  // Closes the keypad, as tapping outside it does.
  await page.getByRole('heading', { name: '输入支付密码' }).click();
  await expect(keypad(page)).toBeHidden();
  // The rest of the six digits: sent again, with a new key (the refusal ended the first intent).
  await typePassword(page, '02417');
  await expect.poll(() => sent.length).toBe(2);
  await expect(page.getByText('支付密码错误，还可尝试 2 次')).toBeVisible();
  expect(sent[1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).not.toBe(sent[0]);
});

test('忘记支付密码 under the keypad opens setting the payment password by SMS code, and back is the withdrawal', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/wallet/withdrawal');
  await toPassword(page, '500');
  await expect(keypadKey(page, '1')).toBeVisible();
  // Above the keypad, tappable while it is up.
  await page.getByRole('link', { name: '忘记支付密码' }).click();
  await expect(page.getByRole('heading', { name: '支付密码' })).toBeVisible();
  await expect(page.getByLabel(/^绑定的手机号/)).toBeVisible();
  await expect(page.getByLabel(/^原支付密码/)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: '提现', level: 1 })).toBeVisible();
});

test('the wallet shows the balances and each flow with the balance after it; a withdrawal row opens its detail with the reason of a rejection', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/wallet/list');
  const balances = page.getByRole('region', { name: '可提现收入' });
  await expect(balances).toContainText('¥3,645.80');
  await expect(balances).toContainText('¥48,599.80');
  const flows = page.getByRole('list', { name: '资金明细' });
  await expect(flows.getByRole('listitem').first()).toContainText('可提现收入 ¥3,645.80');
  await expectAccessible(page);

  await page.getByRole('link', { name: '提现记录' }).click();
  await page.getByRole('list', { name: '提现记录列表' }).getByRole('button').filter({ hasText: '已驳回' }).click();
  await expect(page.getByRole('heading', { name: '提现详情' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('支付宝账户实名信息与提现人不一致');
  await expect(page.getByRole('region', { name: '进度' }).getByRole('listitem')).toHaveCount(2);
});
