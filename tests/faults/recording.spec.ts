// Service proof under faults (issue 40), with Chromium's fake microphone: a recording cut by a reload
// keeps the parts saved before it (one a minute, on the app's clock); sent, its part's upload meets a
// 500 and then the recording's own call does: all of it stays on the phone and goes later by itself,
// the recording once (one key on every try, one recording at the mock).
import { expect, type Page, test } from '@playwright/test';
import { requireBrowser } from '../support/browser-requirements';
import { record } from './figures';
import { fail } from './network';
import { signedIn } from './session';
import { watch } from './watch';

const ORDER = 'so_202611220002'; // in service
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

test.use({ launchOptions: { executablePath: requireBrowser(), args: [...args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] } });
test.describe.configure({ timeout: 120_000 });

/** The parts of recordings kept on the phone (lib/media/recordings.ts's database). */
const partsOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('worker-recordings');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve((db.close(), 0));
          const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.filter((k) => String(k).startsWith('part:')).length);
            db.close();
          };
        };
      }),
  );

test('a recording cut by a reload keeps what was saved; a 500 on its upload and on its call keep it, and it goes once later', async ({ page }, testInfo) => {
  const watched = await watch(page);
  await page.clock.install();
  await signedIn(page);
  // The microphone was explained on an earlier day.
  await page.addInitScript(() => window.top === window && location.protocol === 'http:' && localStorage.setItem('worker_permission_explained_microphone', '1'));
  // What the mock holds is the backend's truth (the faults suite's own mock, playwright.faults.config.ts).
  const MOCK_URL = `http://127.0.0.1:${Number(process.env.E2E_MOCK_PORT ?? 4020)}`;

  await page.goto(`/#/pages/order/detail?id=${ORDER}`);
  const proof = page.getByRole('region', { name: '服务录音' });
  await proof.getByRole('button', { name: '开始录音' }).click();
  await expect(proof.getByRole('status').filter({ hasText: /^录音中/ })).toBeVisible();
  // A minute on (on the app's clock) a part is cut and kept; the encoder may have had nothing yet at
  // the first cut (an empty part is not kept): the next minute then.
  await expect
    .poll(async () => {
      await page.clock.fastForward('01:00');
      return partsOnPhone(page);
    })
    .toBeGreaterThan(0);

  // The page is gone mid-recording (a crash, a reload).
  await page.reload();
  const cut = page.getByRole('region', { name: '服务录音' }).getByRole('listitem').filter({ hasText: '录音被中断，已保存中断前的部分，未上传' });
  await expect(cut).toBeVisible();
  await expect(cut).toContainText(/\d\d:\d\d/);

  // Its part's upload, then the recording's call, each meet a 500 once.
  const failed = { upload: 0, attach: 0 };
  const attachKeys: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/order/recording' && attachKeys.push(r.headers()['idempotency-key'] ?? '(none)'));
  await page.route(
    (url) => url.pathname === '/v1/common/uploadToPath' || url.pathname === '/v1/order/recording',
    async (route) => {
      const which = new URL(route.request().url()).pathname === '/v1/order/recording' ? 'attach' : 'upload';
      if (failed[which] > 0) return route.fallback();
      failed[which] += 1;
      await fail(route, 'http500');
    },
  );
  await cut.getByRole('button', { name: '上传' }).click();
  const pending = page.getByRole('region', { name: '服务录音' }).getByText('录音上传中');
  await expect(pending).toBeVisible();
  await expect.poll(() => failed.upload).toBe(1);

  // Later, by itself: the outbox's next tries, on its own waits (5 s, then 15 s), the clock running.
  await expect(page.getByRole('region', { name: '服务录音' }).getByText('已上传到平台')).toBeVisible({ timeout: 60_000 });
  await expect(pending).toHaveCount(0);
  expect(failed).toEqual({ upload: 1, attach: 1 });
  // Tried again under its one key.
  expect(attachKeys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(attachKeys).size).toBe(1);

  const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
  const list = await fetch(`${MOCK_URL}/v1/order/recordings?orderId=${ORDER}`, { headers: { Authorization: `Bearer ${token}`, 'X-AppName': 'worker', 'X-ClientType': 'app' } });
  const rows = ((await list.json()) as { data: { rows: { durationSeconds: number }[] } }).data.rows;
  expect(rows).toHaveLength(1);
  expect(rows[0].durationSeconds).toBeGreaterThanOrEqual(60);
  expect(await partsOnPhone(page)).toBe(0);

  const duplicates = Math.max(0, rows.length - 1) + Math.max(0, new Set(attachKeys).size - 1);
  await record(testInfo, { uncaught: watched.uncaught.length, duplicateMutations: duplicates, faultsInjected: 3, recovered: 1, mutations: 1 });
  expect(watched.uncaught).toEqual([]);
});
