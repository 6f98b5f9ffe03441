import { expect, test } from '@playwright/test';

test('npm start: the dev server serves the app on the mocks; sign-in reaches the shell and a list renders, with no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // React's development build reports misuse (a `use()` that suspended once and not again) as console errors.
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto('/admin/login');
  // The first visit compiles modules on demand: allow for it.
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toContainText('系统管理员');
  await page.goto('/admin/bms/system/admin');
  await expect(page.getByRole('table', { name: '管理员列表' }).locator('tbody tr').nth(3)).toBeVisible({ timeout: 60_000 });
  // A cold load of a refined screen (its refinement chunk loads beside the route) and of the workbench.
  await page.goto('/admin/bms/system/approvalFlow');
  await expect(page.getByRole('table', { name: /列表$/ })).toBeVisible({ timeout: 60_000 });
  await page.goto('/admin');
  await expect(page.getByRole('banner')).toContainText('系统管理员');
  expect(errors).toEqual([]);
});
