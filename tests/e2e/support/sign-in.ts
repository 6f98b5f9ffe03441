import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Signs in on the public site with the demo visitor (README) and waits for /home. */
export async function signInSite(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号').fill('13900000000');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in to the back office as the super administrator (README) and waits for the workbench. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A super administrator's stored session (SPEC.md §3: the cookie names the id, storage holds the record).
 * `origin`: a server other than the project's baseURL (a test's own).
 */
export async function storeSuperAdmin(page: Page, context: BrowserContext, baseURL: string, origin = ''): Promise<void> {
  await context.addCookies([{ name: 'eduweb_userInfo', value: encodeURIComponent(JSON.stringify({ id: 1 })), url: baseURL }]);
  await page.goto(`${origin}/404-for-storage`);
  await page.evaluate(() =>
    localStorage.setItem('eduweb_userInfo_1', JSON.stringify({ id: 1, account: 'admin', name: '超级管理员', departmentId: 1, departmentName: '总部', isSuper: true })),
  );
}

/** Signs in to the back office as `account` (demo password, README) and waits for the workbench's greeting. */
export async function signInAs(page: Page, account: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
}

/** Signs out of the back office through the header's confirmation. */
export async function signOutAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}
