// Bad input: the mock's answers bent the four ways a backend gets them wrong (a field of the wrong
// type, a required field missing, a list of 5000 items, 10 KB strings). Each screen says what
// happened with a retry, or shows what it can: no crash, no uncaught error, no white screen.
import { expect, test } from '@playwright/test';
import { record } from './figures';
import { inFlight } from './network';
import { signedIn } from './session';
import { settledVerdict, watch } from './watch';

test.describe.configure({ timeout: 90_000 });

type Bend = 'wrongType' | 'missingField' | 'hugeList' | 'longStrings';
const BENDS: Bend[] = ['wrongType', 'missingField', 'hugeList', 'longStrings'];

const TARGETS = [
  { name: 'orders', hash: '/#/pages/index/category', api: '/v1/order/list' },
  { name: 'order detail', hash: '/#/pages/order/detail?id=so_202611220005', api: '/v1/order/detail' },
  { name: 'messages', hash: '/#/pages/index/message', api: '/v1/message/list' },
  { name: 'withdraw log', hash: '/#/pages/user/wallet/log', api: '/v1/wallet/withdraw/list' },
];

const LONG = '长'.repeat(10 * 1024);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The body bent the way `bend` says (at `data`, or the first row of `data.rows`). */
function bent(body: { data?: Json }, bend: Bend): { data?: Json } {
  const data = body.data as { [key: string]: Json } | undefined;
  if (!data || typeof data !== 'object') return body;
  const rows = Array.isArray(data.rows) ? (data.rows as { [key: string]: Json }[]) : null;
  const target = rows?.[0] ?? data;
  switch (bend) {
    case 'wrongType': {
      for (const [key, value] of Object.entries(target)) {
        if (typeof value === 'string') {
          target[key] = 12345;
          break;
        }
        if (typeof value === 'number') {
          target[key] = 'not a number';
          break;
        }
      }
      return body;
    }
    case 'missingField':
      delete target[Object.keys(target)[0]!];
      return body;
    case 'hugeList': {
      if (!rows?.length) return body;
      data.rows = Array.from({ length: 5000 }, (_, i) => ({ ...rows[i % rows.length]!, id: `${String(rows[i % rows.length]!.id)}_${i}` }));
      if (typeof data.total === 'number') data.total = 5000;
      return body;
    }
    case 'longStrings': {
      const walk = (value: Json): Json => {
        if (typeof value === 'string') return /[\u4e00-\u9fff]/.test(value) ? LONG : value;
        if (Array.isArray(value)) return value.map(walk);
        if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
        return value;
      };
      return { ...body, data: walk(body.data as Json) };
    }
  }
}

for (const target of TARGETS) {
  test(`${target.name}: wrong types, missing fields, 5000 items and 10 KB strings break nothing`, async ({ page }, testInfo) => {
    const watched = await watch(page);
    const flight = inFlight(page);
    await signedIn(page);
    let bend: Bend = BENDS[0]!;
    let served = 0;
    await page.route(
      (url) => url.pathname === target.api,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: Json };
        served += 1;
        await route.fulfill({ response, json: bent(body, bend) });
      },
    );
    const notes: string[] = [];
    let white = 0;
    let crashes = 0;
    for (const b of BENDS) {
      bend = b;
      await page.goto('about:blank');
      await page.goto(target.hash);
      const verdict = await settledVerdict(page, () => flight.settle());
      if (verdict.white) {
        white += 1;
        notes.push(`${b}: white screen (${verdict.white})`);
      }
      if (verdict.crash) {
        crashes += 1;
        notes.push(`${b}: the crash page`);
      }
      // Text that runs off a 360 px screen makes the page scroll sideways: it must wrap.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) notes.push(`${b}: the page is ${overflow}px wider than the screen`);
    }
    if (!served) notes.push(`${target.api} was never called`);
    notes.push(...watched.uncaught.map((m) => `uncaught: ${m}`));
    await record(testInfo, { badAnswers: BENDS.length, uncaught: watched.uncaught.length, crashes, whiteScreens: white }, notes);
    expect(notes).toEqual([]);
  });
}
