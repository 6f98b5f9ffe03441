import { expect, test } from '@playwright/test';
import { applyScenario } from './support/mock-panel';
import { signInAdmin } from './support/sign-in';

const ADMINS = '/admin/bms/system/admin';

// Where no service worker can run (the mock build served over plain http on a LAN address, some
// private windows), the embedded backend answers the app's calls inside the page (mocks/browser.ts).
test('without service workers the mock build still signs in, lists, searches and fails on cue', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.url());
  });

  await signInAdmin(page);
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  await page.goto(ADMINS);
  const table = page.getByRole('table', { name: '管理员列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(/共 \d+ 条/);

  // A search is a call of its own, answered in the page too.
  await page.getByLabel('姓名', { exact: true }).fill('查无此人');
  await page.getByRole('search', { name: '筛选' }).getByRole('button', { name: '查询' }).click();
  await expect(table.getByText('暂无数据')).toBeVisible();

  // The testers' panel works: its fault reaches the next call.
  await applyScenario(page, 'HTTP 502（服务器部署中）');
  await page.getByLabel('姓名', { exact: true }).fill('张');
  await page.getByRole('search', { name: '筛选' }).getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('alert')).toContainText('服务器正在部署中');

  // Nothing went to the network: there is no server behind a mock build.
  expect(sent).toEqual([]);
});
