// The built-in location pages against the development mock, at 360 px: choosing an address's point
// (the worker's position, then dragging the map) and coming back to the form with everything typed
// still there; an order's address opened in the map apps. The browser has no internet: the map's
// tiles are answered here with a plain picture, or refused to see the map without them.
import type { Page } from '@playwright/test';
import { expect as baseExpect, pickRegion, png, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// The worker stands at People's Square, Shanghai (WGS-84, as the phone reports it).
test.use({ viewport: { width: 360, height: 740 }, geolocation: { latitude: 31.2304, longitude: 121.4737 }, permissions: ['geolocation'] });

const TILE = png(256, 256, [226, 236, 232]);
const TILES = /\/appmaptile\?/;
const serveTiles = (page: Page) => page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
const point = (text: string | null) => text!.match(/(\d+\.\d{6}), (\d+\.\d{6})/)!.slice(1).map(Number);

test('chooses an address point on the map and comes back with the typed form intact, then saves it', async ({ page }) => {
  await signedIn(page);
  await serveTiles(page);
  await page.goto('/#/pages/user/address/list');
  await page.getByRole('button', { name: '新增地址' }).click();
  await expect(page.getByRole('heading', { name: '新增地址', level: 1 })).toBeVisible();
  await page.getByLabel('联系人').fill('王建国');
  await page.getByLabel('手机号').fill('139 1234 5678');
  await pickRegion(page, ['北京市', '北京市', '西城区']);
  await page.getByLabel('详细地址').fill('人民大道200号');
  await page.getByRole('switch', { name: '设为默认地址' }).click();
  await expect(page.getByText('未在地图上选择，将按填写的地址自动定位')).toBeVisible();

  await page.getByRole('button', { name: '在地图上选择' }).click();
  await expect(page.getByRole('heading', { name: '选择位置', level: 1 })).toBeVisible();
  const map = page.getByRole('region', { name: /^地图/ });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByText('尚未选择位置')).toBeVisible();

  // The current position: explained first, then the map moves there.
  await page.getByRole('button', { name: '使用我的当前位置' }).click();
  await page.getByRole('dialog', { name: '需要获取位置' }).getByRole('button', { name: '继续' }).click();
  const chosen = page.getByText(/^已选位置 /);
  await expect(chosen).toHaveText(/^已选位置 31\.2\d{5}, 121\.4\d{5}$/);
  const [lat1, lng1] = point(await chosen.textContent());
  // GCJ-02, not the phone's WGS-84: a few hundred metres off in Shanghai.
  expect(Math.abs(lat1 - 31.2304) + Math.abs(lng1 - 121.4737)).toBeGreaterThan(0.002);

  // Dragging the map moves the point under the fixed pin: to the left means east.
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => point(await chosen.textContent())[1]).toBeGreaterThan(lng1);
  // The map glides on a little after the finger lifts (inertia): read the point once it has settled.
  let before = '';
  await expect
    .poll(async () => {
      const now = (await chosen.textContent()) ?? '';
      const settled = now === before;
      before = now;
      return settled;
    }, { intervals: [400] })
    .toBe(true);
  const [lat2, lng2] = point(await chosen.textContent());
  await page.screenshot({ path: test.info().outputPath('choose.png') });
  expect(lat2).toBeGreaterThan(lat1);
  await page.getByRole('button', { name: '使用此位置' }).click();

  // Back on the form: everything typed is there, and the point is filled.
  await expect(page.getByRole('heading', { name: '新增地址', level: 1 })).toBeVisible();
  await expect(page.getByLabel('联系人')).toHaveValue('王建国');
  await expect(page.getByLabel('手机号')).toHaveValue('139 1234 5678');
  await expect(page.getByRole('button', { name: /^所在地区/ })).toContainText('北京市 北京市 西城区');
  await expect(page.getByLabel('详细地址')).toHaveValue('人民大道200号');
  await expect(page.getByRole('switch', { name: '设为默认地址' })).toHaveAttribute('aria-checked', 'true');
  // The point shows as chosen, not as raw coordinates.
  await expect(page.getByText('已在地图上选好位置')).toBeVisible();
  await expect(page.getByText(`${lat2.toFixed(6)}, ${lng2.toFixed(6)}`)).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();

  // Saved with its point: the address opens again with it.
  await expect(page.getByRole('heading', { name: '地址管理', level: 1 })).toBeVisible();
  const added = page.getByRole('list', { name: '我的地址' }).getByRole('article', { name: /人民大道200号/ });
  await added.getByRole('button', { name: /编辑/ }).click();
  await expect(page.getByLabel('详细地址')).toHaveValue('人民大道200号');
  await expect(page.getByText('已在地图上选好位置')).toBeVisible();
});

test('without map tiles says so, and the current position still chooses', async ({ page }) => {
  await signedIn(page);
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/#/pages/location/choose?key=e2e');
  await expect(page.getByRole('alert')).toContainText('地图图片加载失败');
  await page.getByRole('button', { name: '使用我的当前位置' }).click();
  await page.getByRole('dialog', { name: '需要获取位置' }).getByRole('button', { name: '继续' }).click();
  await expect(page.getByText(/^已选位置 31\.2\d{5}, 121\.4\d{5}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '使用此位置' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('choose-without-tiles.png') });
});

test("opens an order's address on a map and in the map apps", async ({ page }) => {
  await signedIn(page);
  await serveTiles(page);
  await page.goto('/#/pages/order/detail?id=so_202611220005');
  await page.getByRole('link', { name: '导航到这里' }).click();
  await expect(page.getByRole('heading', { name: '查看位置', level: 1 })).toBeVisible();
  const apps = page.getByRole('region', { name: '用地图应用打开' });
  await expect(apps.getByRole('link')).toHaveText(['高德地图', '百度地图', '腾讯地图']);
  const amap = new URL((await apps.getByRole('link', { name: '高德地图' }).getAttribute('href'))!);
  expect(amap.hostname).toBe('uri.amap.com');
  expect(amap.searchParams.get('position')).toMatch(/^\d+\.\d+,\d+\.\d+$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
  // The place on a map (its tiles drawn), not as raw coordinates.
  await expect(page.getByRole('group', { name: /^地图：/ }).locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByText(/坐标 \d/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('open.png') });
  // Back returns to the order.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('link', { name: '导航到这里' })).toBeVisible();
});

test('a location without coordinates says so', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/location/open?name=test');
  await expect(page.getByRole('alert')).toContainText('位置信息缺失或有误');
});
