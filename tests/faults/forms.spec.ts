// Nothing typed is lost: each form, filled as a worker would, submitted while its call fails with
// an HTTP 500, with a network error and with a timeout, still holds every input after each
// failure; a reload of a half-filled apply form restores its draft.
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './session';
import { record } from './figures';
import { fail, type FaultKind, inFlight } from './network';
import { settledVerdict, watch } from './watch';

test.describe.configure({ timeout: 90_000 });

type Form = { name: string; hash: string; submit: RegExp; signedOut?: boolean; before?: (page: Page) => Promise<void> };

const FORMS: Form[] = [
  { name: 'sign-in', hash: '/#/pages/login/login', submit: /^登录$/, signedOut: true, before: (p) => p.getByText('我已阅读并同意').click() },
  { name: 'register', hash: '/#/pages/login/register', submit: /^(注册|提交|下一步)$/, signedOut: true },
  { name: 'forget', hash: '/#/pages/login/forget', submit: /^(重置密码|提交|确定|确认)$/, signedOut: true },
  // The photos page has no text: what the worker picked is its photos (the snapshot keeps their pictures).
  { name: 'order photos', hash: '/#/pages/order/photos?id=so_202611220002', submit: /^提交并完成服务$/ },
  { name: 'order review', hash: '/#/pages/order/appraise?id=so_202611190011', submit: /^提交评价$/ },
  { name: 'feedback', hash: '/#/pages/user/feedback', submit: /^提交/ },
  { name: 'update mobile', hash: '/#/pages/user/setting/update-mobile', submit: /^(保存|提交|确定|确认)/ },
  { name: 'update password', hash: '/#/pages/user/setting/update-password', submit: /^(保存|提交|确定|确认)/ },
  { name: 'update payword', hash: '/#/pages/user/setting/update-payword', submit: /^(保存|提交|确定|确认)/ },
  { name: 'update email', hash: '/#/pages/user/setting/update-email', submit: /^(保存|提交|确定|确认|绑定)/ },
  { name: 'user info', hash: '/#/pages/user/user-info', submit: /^(保存|提交)/ },
  { name: 'address edit', hash: '/#/pages/user/address/edit?id=addr_6101', submit: /^(保存|提交)/ },
  { name: 'withdraw account', hash: '/#/pages/user/setting/update-account', submit: /^(保存|提交|确定)/ },
  { name: 'apply account', hash: '/#/pages/apply/account', submit: /^(保存|提交|下一步)/ },
  { name: 'apply simple', hash: '/#/pages/apply/simple', submit: /^(保存|提交|下一步)/ },
  { name: 'apply contract form', hash: '/#/pages/apply/contract-form?id=ct_2001', submit: /^(保存|提交|下一步)/ },
];

/** A value that passes the form's rules, chosen by what the field is for. */
const VALUES: [RegExp, string][] = [
  [/邮箱|email/i, 'li.shifu@example.cn'],
  [/支付密码|交易密码|pay/i, '802417'],
  [/密码|password/i, 'abc_123456'],
  [/验证码|code/i, '123456'],
  [/手机|电话|mobile|phone/i, '13912345678'],
  [/身份证|证件号|idcard|id number/i, '110101199003077578'],
  [/卡号|账号|account/i, '6222021001112223334'],
  [/金额|amount/i, '100'],
  [/姓名|名字|name|户名|持卡人/i, '张三丰'],
  [/年龄|age/i, '30'],
];

/** Fills every empty text field the worker can type in, and answers what it filled. */
async function fillAll(page: Page) {
  return page.evaluate((values) => {
    const rules = values.map(([re, v]) => [new RegExp(re.slice(1, re.lastIndexOf('/')), re.slice(re.lastIndexOf('/') + 1)), v] as const);
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea')].filter((el) => {
      const r = el.getBoundingClientRect();
      const type = el.getAttribute('type') ?? 'text';
      return r.width > 0 && !el.disabled && !el.readOnly && !['hidden', 'checkbox', 'radio', 'file', 'range'].includes(type);
    });
    const setter = (el: HTMLInputElement | HTMLTextAreaElement) =>
      Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')!.set!;
    let filled = 0;
    for (const el of fields) {
      if (el.value) continue;
      const label = [el.labels?.[0]?.textContent, el.getAttribute('aria-label'), el.placeholder, el.name, el.id, el.closest('.adm-list-item, .adm-form-item, .form-group, label')?.textContent]
        .filter(Boolean)
        .join(' ');
      const type = el.getAttribute('type');
      const value =
        type === 'number' ? '30' : type === 'email' ? 'li.shifu@example.cn' : type === 'tel' ? '13912345678' : (rules.find(([re]) => re.test(label))?.[1] ?? (el instanceof HTMLTextAreaElement ? '师傅服务很专业，手法到位，准时到达。' : '测试内容'));
      const max = el.maxLength > 0 ? el.maxLength : 1000;
      setter(el).call(el, value.slice(0, max));
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      filled += 1;
    }
    return filled;
  }, VALUES.map(([re, v]) => [String(re), v] as [string, string]));
}

/** What the form holds: every field's value, and every box's check. */
const snapshot = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea, #root select')]
      .filter((el) => el.getAttribute('type') !== 'hidden' && el.getAttribute('type') !== 'file')
      .map((el) => `${el.name || el.id || el.getAttribute('aria-label') || el.placeholder}=${el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value}`),
    // Pictures the worker picked (a list of photos with their delete buttons).
    ...[...document.querySelectorAll<HTMLImageElement>('#root li img')].filter((img) => img.closest('li')?.querySelector('button')).map((img) => `picture=${img.src}`),
  ]);

const isMutation = (method: string) => method !== 'GET' && method !== 'OPTIONS';

for (const form of FORMS) {
  test(`${form.name}: a failed submit keeps every input`, async ({ page }, testInfo) => {
    const watched = await watch(page);
    const flight = inFlight(page);
    if (!form.signedOut) await signedIn(page);
    let kind: FaultKind = 'http500';
    // Off while the form loads (the cloud router reads with POST too); on for the submits.
    let failing = false;
    const tried: string[] = [];
    // Every call that changes something fails, the way the round asks; the rest goes through.
    await page.route(
      (url) => /^\/(v1|router)\//.test(url.pathname),
      async (route) => {
        const request = route.request();
        if (!failing || !isMutation(request.method()) || /sms|code|captcha|upload|storage/i.test(new URL(request.url()).pathname)) return route.fallback();
        tried.push(`${kind} ${new URL(request.url()).pathname}`);
        await fail(route, kind);
      },
    );
    await page.goto(form.hash);
    await settledVerdict(page, () => flight.settle());
    const button = page.getByRole('button', { name: form.submit }).filter({ visible: true }).last();
    const hasButton = await button.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    // A schema form's fields come after its renderer: the button may be drawn first.
    await page.waitForTimeout(500);
    await fillAll(page);
    await form.before?.(page);
    const filled = await snapshot(page);
    const notes: string[] = [];
    let lost = 0;
    if (!hasButton) notes.push(`no submit button (${form.submit}) on ${form.hash}`);
    for (const k of ['http500', 'reset', 'hang'] as FaultKind[]) {
      if (!hasButton) break;
      kind = k;
      failing = true;
      await button.click();
      // A confirmation first (closing, some account changes): confirm it.
      const confirm = page.getByRole('dialog').getByRole('button', { name: /^(确定|确认|提交)/ });
      if (await confirm.count().catch(() => 0)) await confirm.first().click().catch(() => undefined);
      await flight.settle();
      await page.waitForTimeout(300);
      // The error's dialog, if any, is closed as a worker would.
      const ok = page.getByRole('dialog').getByRole('button', { name: /^(确定|知道了|好的|我知道了)$/ });
      if (await ok.count().catch(() => 0)) await ok.first().click().catch(() => undefined);
      const now = await snapshot(page);
      const gone = filled.filter((f) => !now.includes(f));
      if (gone.length) {
        lost += gone.length;
        notes.push(`after a ${k}: lost ${gone.join(', ')}`);
      }
    }
    failing = false;
    const reached = tried.length > 0;
    if (hasButton && !reached) notes.push('the submit never reached the network (the form refused the filled values)');
    await record(testInfo, { forms: reached ? 1 : 0, lostInputs: lost, uncaught: watched.uncaught.length }, notes);
    expect(watched.uncaught).toEqual([]);
    expect(hasButton, `the submit button ${form.submit} on ${form.hash}`).toBe(true);
    expect(filled.filter((f) => !/=(false)?$/.test(f)).length, 'the form was filled').toBeGreaterThan(0);
    expect(lost, notes.join('\n')).toBe(0);
  });
}

test('a reload of a half-filled apply form restores its draft', async ({ page }, testInfo) => {
  const watched = await watch(page);
  const flight = inFlight(page);
  await signedIn(page);
  const notes: string[] = [];
  let lost = 0;
  for (const hash of ['/#/pages/apply/simple', '/#/pages/apply/account', '/#/pages/apply/real-name']) {
    await page.goto(hash);
    await flight.settle();
    await page.waitForTimeout(300);
    await fillAll(page);
    const filled = await snapshot(page);
    // The draft is written as the worker types (debounced): give it its moment, then reload.
    await page.waitForTimeout(1_200);
    await page.reload();
    await flight.settle();
    await page.waitForTimeout(500);
    const now = await snapshot(page);
    const gone = filled.filter((f) => !now.includes(f));
    if (gone.length) {
      lost += gone.length;
      notes.push(`${hash}: the reload lost ${gone.join(', ')}`);
    }
  }
  await record(testInfo, { lostInputs: lost, uncaught: watched.uncaught.length }, notes);
  expect(lost, notes.join('\n')).toBe(0);
});
