import { expect, test, type Page } from '@playwright/test';
import { applyScenario } from './support/mock-panel';
import { signInAs, signOutAdmin } from './support/sign-in';

/*
 * Data belongs to one identity (issue 39): what staff member A's tab fetched never reaches B, in the
 * same tab, through the re-login dialog, or from another tab of the same browser.
 */

const CLUES = '/admin/ums/promote/admissionsClue';
const banner = (page: Page) => page.getByRole('banner');
const rows = (page: Page) => page.getByRole('table').getByRole('row');

/** The 姓名 of the first data row of the clue list (row 0 is the header; cells: select, ID, type, name). */
async function firstClueName(page: Page): Promise<string> {
  await expect(rows(page).nth(1)).toBeVisible();
  return (await rows(page).nth(1).getByRole('cell').nth(3).innerText()).trim();
}

/** Opens the 新增 form and types into it: unsaved input of the signed-in staff member. */
async function editFirstRow(page: Page) {
  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
  await page.getByRole('dialog').getByLabel('姓名').fill('王填写');
}

test('after A signs out and B signs in in the same tab, B never sees A’s cached rows', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(CLUES);
  const seenByA = await firstClueName(page);
  expect(seenByA).not.toBe('');
  await signOutAdmin(page);

  // B's own list call is held far longer than the test waits: whatever rows show meanwhile came from a cache.
  // Everything below stays in the page (no reload), as a staff member handing over the desk does it.
  await applyScenario(page, '慢响应', { endpoint: '/promote/admissionsClue/list', latency: '600000' });
  await page.getByLabel('账号').fill('zhaosheng');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();

  const asked = page.waitForRequest((req) => req.url().includes('/api/ums/promote/admissionsClue/list'));
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  const link = menu.getByRole('link', { name: '招生线索', exact: true });
  const area = menu.getByRole('button', { name: '招生推广' });
  if ((await area.getAttribute('aria-expanded')) !== 'true') await area.click();
  await link.click();
  await expect(page.getByRole('heading', { name: '招生线索', exact: true })).toBeVisible();
  await asked;
  await expect(page.getByRole('status').filter({ hasText: '加载中' })).toBeVisible();
  await expect(page.getByRole('cell', { name: seenByA, exact: true })).toHaveCount(0);
});

test('a tab whose staff member changed in another tab says so and reloads as the new one, without writing', async ({ context }) => {
  const first = await context.newPage();
  await signInAs(first, 'admin');
  await first.goto(CLUES);
  await firstClueName(first);
  await editFirstRow(first);
  await expect(first.getByRole('dialog')).toBeVisible();
  const writes: string[] = [];
  first.on('request', (req) => void (req.method() !== 'GET' && req.url().includes('/api/') && writes.push(req.url())));

  const second = await context.newPage();
  await signInAs(second, 'zhaosheng');

  await expect(first.getByText('当前账号已在其他窗口切换为「李招生」，页面已按新账号重新加载')).toBeVisible();
  await expect(banner(first)).toContainText('李招生');
  await expect(first.getByRole('dialog')).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('a tab whose stored identity changed underneath it sends nothing more, says so and reloads', async ({ page, context, baseURL }) => {
  await signInAs(page, 'admin');
  await page.goto(CLUES);
  await firstClueName(page);

  // Another sign-in changed the browser's session without this tab hearing of it (no storage event here).
  await page.evaluate(() =>
    localStorage.setItem('eduweb_userInfo_2', JSON.stringify({ id: 2, account: 'zhaosheng', name: '李招生', departmentId: 2, departmentName: '招生一部', isSuper: false })),
  );
  await context.addCookies([{ name: 'eduweb_userInfo', value: encodeURIComponent('{"id":2}'), url: baseURL ?? '' }]);
  const sent: string[] = [];
  let reloaded = false;
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && (reloaded = true)));
  page.on('request', (req) => void (!reloaded && req.url().includes('/api/') && sent.push(req.url())));

  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '刷新' }).click();
  await expect(page.getByText('当前账号已在其他窗口切换为「李招生」，页面已按新账号重新加载')).toBeVisible();
  await expect(banner(page)).toContainText('李招生');
  expect(reloaded).toBe(true);
  expect(sent).toEqual([]);
});

test('another tab’s sign-out ends this tab’s session too', async ({ context }) => {
  const first = await context.newPage();
  await signInAs(first, 'admin');
  await first.goto(CLUES);
  await firstClueName(first);

  const second = await context.newPage();
  await second.goto('/admin');
  await expect(second.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await signOutAdmin(second);

  await expect(first).toHaveURL(/\/admin\/login/);
  await expect(first.getByText('已在其他窗口退出登录，请重新登录')).toBeVisible();
});

test('the re-login dialog signs in only the same account; another account ends the old session', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(CLUES);
  await firstClueName(page);
  await applyScenario(page, '登录失效（code 100000004）', { times: '仅一次' });
  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '刷新' }).click();
  const dialog = page.getByRole('dialog', { name: '登录已失效，请重新登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('账号')).toHaveValue('admin');
  await expect(dialog.getByLabel('账号')).not.toBeEditable();

  await dialog.getByRole('button', { name: '以其他账号登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByLabel('账号')).toHaveValue('');
  // The old session is gone: coming back needs a sign-in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});
