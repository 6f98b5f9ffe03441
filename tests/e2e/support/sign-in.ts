import { expect, type Page } from '@playwright/test';

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
