import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The testers' fault scenarios as a tester drives them in the back office: 登录失效 on for every
 * endpoint still lets them sign in again and go on; a count ("once") fails exactly that many calls;
 * the panel can be opened while a dialog is up.
 */
test.use({ signedIn: 'admin' });

const launcher = (page: Page) => page.getByRole('button', { name: /^模拟后端/ });
const relogin = (page: Page) => page.getByRole('dialog', { name: '登录已失效，请重新登录' });
const todoLink = (page: Page) => page.getByRole('region', { name: '我的待办' }).getByRole('link', { name: /^未处理\s*\d+$/ });

async function signInAgain(page: Page) {
  const dialog = relogin(page);
  await dialog.getByLabel('密码').fill('123456');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('登录失效 on for all endpoints: the re-login dialog signs in, the panel is reachable over it, and work goes on', async ({ page }) => {
  await page.goto('/admin?mock-scenario=expired');
  await expect(relogin(page)).toBeVisible();

  // The panel opens over the dialog and shows what is on.
  await launcher(page).click();
  const panel = page.getByRole('dialog', { name: '模拟后端' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: '故障场景' })).toHaveText(/登录失效/);
  await expect(panel.getByRole('combobox', { name: '生效次数' })).toHaveText('直到关闭');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await signInAgain(page);
  await expect(todoLink(page)).toBeVisible();
  // The new session goes on, the scenario still on: a list loads.
  await page.goto('/admin/bms/system/admin');
  await expect(page.getByRole('table', { name: '管理员列表' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('table', { name: '管理员列表' }).getByRole('alert')).toHaveCount(0);
  await expect(relogin(page)).toBeHidden();
});

test('登录失效 once: exactly one call expires; after signing in again, no more', async ({ page }) => {
  await page.goto('/admin');
  await expect(todoLink(page)).toBeVisible();
  const codes: number[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/bms/system/toDoMatter/count')) codes.push((await response.json()).code);
  });

  await launcher(page).click();
  const panel = page.getByRole('dialog', { name: '模拟后端' });
  await panel.getByRole('combobox', { name: '故障场景' }).click();
  await page.getByRole('option', { name: '登录失效（code 100000004）' }).click();
  await panel.getByRole('combobox', { name: '生效次数' }).click();
  await page.getByRole('option', { name: '仅一次' }).click();
  await expect(panel.getByRole('textbox', { name: '分享链接' })).toHaveValue(/mock-times=1/);
  await panel.getByRole('button', { name: '应用' }).click();
  await expect(launcher(page)).toHaveAccessibleName(/剩 1 次/);

  await page.getByRole('button', { name: '刷新待办' }).click();
  await expect(relogin(page)).toBeVisible();
  await signInAgain(page);
  await expect.poll(() => codes).toEqual([100000004, 0]);
  // Used up: the scenario is off and the next refresh is answered.
  await expect(launcher(page)).toHaveAccessibleName('模拟后端');
  await page.getByRole('button', { name: '刷新待办' }).click();
  await expect.poll(() => codes).toEqual([100000004, 0, 0]);
  await expect(relogin(page)).toBeHidden();
});
