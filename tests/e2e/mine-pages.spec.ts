// Mine's own pages against the development mock, at 360 px: what a worker saves there stays saved
// for the session (an address added then deleted, feedback sent, the album reordered, the service
// hours after a reload), and the real-name status shows in each of its states.
import { expect as baseExpect, expectAccessible, pickRegion, prefer, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 740 } });

test('adds an address and sees it listed, then deletes it after confirming', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/address/list');
  const list = page.getByRole('list', { name: '我的地址' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: '新增地址' }).click();
  await expect(page.getByRole('heading', { name: '新增地址', level: 1 })).toBeVisible();
  // Checked before sending: each problem under its field.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写联系人')).toBeVisible();
  await page.getByLabel('联系人').fill('王建国');
  await page.getByLabel('手机号').fill('1391234');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByLabel('手机号').fill('139 1234 5678');
  // The region is picked from the list, on the real wheels.
  await expect(page.getByText('请选择所在地区')).toBeVisible();
  await pickRegion(page, ['天津市', '天津市', '河西区']);
  await page.getByLabel('详细地址').fill('世纪大道100号环球金融中心');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.getByRole('heading', { name: '地址管理', level: 1 })).toBeVisible();
  const added = list.getByRole('article', { name: /世纪大道100号环球金融中心/ });
  await expect(added).toContainText('王建国');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await added.getByRole('button', { name: /删除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(added).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Gone on the server too, not only on screen.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('世纪大道100号环球金融中心')).toHaveCount(0);
});

test('sends feedback with text and sees it at the top of my feedback, awaiting a reply', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/feedback');
  const history = page.getByRole('list', { name: '我的反馈' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await page.getByText('订单问题').click();
  await page.getByLabel('问题描述').fill('太短');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByLabel('问题描述')).toHaveValue('太短');

  const text = '今天下午的订单客户地址定位偏差较大，导航到了隔壁小区，希望能优化定位。';
  await page.getByLabel('问题描述').fill(text);
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText(text);
  await expect(history.getByRole('listitem').first()).toContainText('待回复');
  await expect(page.getByLabel('问题描述')).toHaveValue('');
});

test('reorders the album with the move buttons, and the new order is kept', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/album');
  const album = page.getByRole('list', { name: '相册照片' });
  await expect(album.getByRole('listitem')).toHaveCount(4);
  const sources = () => album.getByRole('img').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname.split('/').pop()));
  const before = await sources();

  await page.getByRole('button', { name: '第1张照片后移' }).click();
  await expect.poll(sources).toEqual([before[1], before[0], before[2], before[3]]);
  await page.getByRole('button', { name: '保存顺序' }).click();
  await expect(page.getByRole('button', { name: '保存顺序' })).toHaveCount(0);

  await page.reload();
  await expect(album.getByRole('listitem')).toHaveCount(4);
  await expect.poll(sources).toEqual([before[1], before[0], before[2], before[3]]);
});

test('changes the service hours for Sunday and finds them kept after a reload', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/service-time');
  const sunday = page.getByTestId('work-day-7');
  await expect(sunday).toHaveText('休息');
  await page.getByText('周日', { exact: true }).click();
  await page.getByRole('button', { name: '周日 10:00至10:30' }).click();
  await page.getByRole('button', { name: '周日 10:30至11:00' }).click();
  await expect(sunday).toHaveText('10:00–11:00');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('服务时间已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('work-day-7')).toHaveText('10:00–11:00');
  await expect(page.getByTestId('work-day-1')).toHaveText('10:00–14:00、16:00–23:00');
});

test('shows the real-name status: approved with the masked data, rejected with the reason and the form', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/real-name');
  await expect(page.getByRole('heading', { name: '已实名认证' })).toBeVisible();
  await expect(page.getByText('3101**********0427')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);

  await prefer(page, '/v1/worker/getRealApply', 'example=rejected');
  await page.reload();
  await expect(page.getByRole('heading', { name: '认证未通过' })).toBeVisible();
  await expect(page.getByText(/手持身份证照片模糊/)).toBeVisible();
  await page.getByLabel('身份证号').fill('330106199507120047');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('身份证号校验不通过，请核对')).toBeVisible();
});

test('every Mine page, with content and empty, passes axe and the touch-target check at 360 px', async ({ page }, testInfo) => {
  await signedIn(page);
  const pages: [string, string][] = [
    ['/#/pages/user/follow', '关注我的人'],
    ['/#/pages/user/appraise', '我的评价'],
    ['/#/pages/user/album', '我的相册'],
    ['/#/pages/user/feedback', '意见反馈'],
    ['/#/pages/user/address/list', '地址管理'],
    ['/#/pages/user/address/edit?id=addr_6188', '编辑地址'],
    ['/#/pages/user/service-time', '服务时间'],
    ['/#/pages/user/real-name', '实名认证'],
  ];
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    if (url.includes('address/edit')) await expect(page.getByLabel('详细地址')).toHaveValue('南京西路1266号恒隆广场附近 威海路590弄12号');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`${url.split('/pages/user/')[1].replace(/[/?=]/g, '-')}.png`), fullPage: true });
  }
  // The empty states.
  for (const [part, url, text] of [
    ['/v1/worker/followers', '/#/pages/user/follow', '还没有人关注您'],
    ['/v1/worker/reviews', '/#/pages/user/appraise', '还没有收到评价'],
    ['/v1/worker/myAlbum', '/#/pages/user/album', '相册还是空的，添加几张工作照吧'],
    ['/v1/worker/feedback/list', '/#/pages/user/feedback', '还没有提交过反馈'],
    ['/v1/worker/address/list', '/#/pages/user/address/list', '还没有地址，添加一个常用出发地址吧'],
  ]) {
    await prefer(page, part, 'example=empty');
    await page.goto(url);
    // A fresh start: the list is not in memory from the first round.
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    await expectAccessible(page);
  }
});
