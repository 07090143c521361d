// Service proof (issue 40), with Chromium's fake microphone: on an order in service the worker is
// told what to say to the customer, records (the microphone's explanation at the first tap, not
// before), stops, and sends; with no network the recording waits on the phone through a reload and
// goes by itself once the network returns: its parts up, then the recording, once for its key; the
// order then lists it. The notice and the explanation read whole at 360 px in each language, and a
// refusal says how to allow the microphone and records nothing.
import type { Page } from '@playwright/test';
import { requireBrowser } from '../support/browser-requirements';
import { appInstalled, mockCalls } from './network';
import { expect as baseExpect, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });
const ORDER = 'so_202611220002'; // in service
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

test.use({
  viewport: { width: 360, height: 780 },
  launchOptions: { executablePath: requireBrowser(), args: [...args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

const card = (page: Page) => page.getByRole('region', { name: /服务录音|服務錄音|Service recording/ });

async function recordingCalls(page: Page, testId: string) {
  const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
  return (await mockCalls(testId, token ?? undefined)).filter((c) => c.method === 'POST' && (c.path === '/v1/order/recording' || c.path === '/v1/common/uploadToPath'));
}

/** Whether anything of the page is wider than the phone (cut or scrolled sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a recording made in service waits on the phone through an offline reload and goes up once when the network returns; the order lists it', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await appInstalled(page);
    await signedIn(page);
    await page.goto(`/#/pages/order/detail?id=${ORDER}`);
    const proof = card(page);
    await expect(proof.getByText(/录音前请告知顾客/)).toBeVisible();

    // The first recording: the explanation now, at the tap.
    await proof.getByRole('button', { name: '开始录音' }).click();
    const explanation = page.getByRole('dialog', { name: '需要使用麦克风' });
    await expect(explanation).toContainText('用于录制服务凭证');
    await explanation.getByRole('button', { name: '继续' }).click();
    await expect(proof.getByRole('status').filter({ hasText: /^录音中 \d\d:\d\d$/ })).toBeVisible();
    await proof.getByRole('button', { name: '停止录音' }).click();

    // Stopped: on the phone, to listen back, delete or send.
    const draft = proof.getByRole('listitem').filter({ hasText: '已保存在手机上，未上传' });
    await expect(draft).toBeVisible();
    await draft.getByRole('button', { name: '试听' }).click();
    await expect(draft.getByLabel('录音播放')).toBeVisible();

    // Sent with no network: kept.
    await context.setOffline(true);
    await draft.getByRole('button', { name: '上传' }).click();
    await expect(proof.getByText('无网络，录音已保存在手机上，有网络时自动上传')).toBeVisible();

    // A reload, still offline: still on the phone, nothing reached the server.
    await page.reload();
    await expect(card(page).getByText('无网络，录音已保存在手机上，有网络时自动上传')).toBeVisible();
    expect(await recordingCalls(page, testInfo.testId)).toEqual([]);

    // The network returns: it goes by itself, once.
    await context.setOffline(false);
    await expect(card(page).getByText('已上传到平台')).toBeVisible({ timeout: 30_000 });
    await expect(card(page).getByText('无网络，录音已保存在手机上，有网络时自动上传')).toHaveCount(0);
    const calls = await recordingCalls(page, testInfo.testId);
    const attached = calls.filter((c) => c.path === '/v1/order/recording');
    expect(attached).toHaveLength(1);
    expect(attached[0].status).toBe(200);
    expect(attached[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attached[0].body).toMatchObject({ id: ORDER, mediaType: 'audio/webm', parts: [expect.stringMatching(/^https?:\/\//)] });
    expect(calls.filter((c) => c.path === '/v1/common/uploadToPath')).toHaveLength(1);
    // Off the phone once the server has it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('worker_outbox'))).toBeNull();
    await page.screenshot({ path: testInfo.outputPath('service-proof-sent.png') });
  });
});

const LANGUAGES = [
  { language: 'zh-Hans', start: '开始录音', notice: /录音前请告知顾客/, title: '需要使用麦克风', notNow: '暂不', refused: /未获得麦克风权限，没有录音/ },
  { language: 'zh-Hant', start: '開始錄音', notice: /錄音前請告知顧客/, title: '需要使用麥克風', notNow: '暫不', refused: /未獲得麥克風權限，沒有錄音/ },
  { language: 'en', start: 'Start recording', notice: /Before recording, tell the customer/, title: 'Microphone access', notNow: 'Not now', refused: /Microphone not allowed: nothing was recorded/ },
];

for (const words of LANGUAGES) {
  test(`${words.language}: the customer notice and the microphone's explanation read whole at 360 px; declined, nothing is recorded and the worker learns how to allow it`, async ({ page }, testInfo) => {
    await page.addInitScript((language) => localStorage.setItem('worker_language', language), words.language);
    await signedIn(page);
    await page.goto(`/#/pages/order/detail?id=${ORDER}`);
    const proof = card(page);
    await expect(proof.getByText(words.notice)).toBeVisible();
    // Nothing asked before the tap.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await proof.getByRole('button', { name: words.start }).click();
    const explanation = page.getByRole('dialog', { name: words.title });
    await expect(explanation).toBeVisible();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`explanation-${words.language}.png`) });
    await explanation.getByRole('button', { name: words.notNow }).click();
    await expect(proof.getByRole('alert')).toHaveText(words.refused);
    await expect(proof.getByRole('status')).toHaveCount(0);
    await expect(proof.getByRole('listitem')).toHaveCount(0);
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`notice-${words.language}.png`) });
  });
}
