import { expect, test } from '@playwright/test';
import { serveWithStrictCsp } from './support/csp';
import { storeSuperAdmin } from './support/sign-in';

// The deployable build under `script-src 'self'` (no 'unsafe-inline'): no served page carries an
// inline script, so a host can send a strict policy. Every page kind, cold, and one navigation.
test("the deployable build runs under Content-Security-Policy script-src 'self' with 0 violations", async ({ page, context, baseURL }) => {
  const violations = await serveWithStrictCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);

  // /home arrives drawn, with its signed-in check as a script file of its own.
  await page.evaluate(() => localStorage.setItem('eduweb_siteUser', JSON.stringify({ id: 7, name: '王同学' })));
  await page.goto('/home');
  await expect(page.getByText('王同学')).toBeVisible();
  expect(await violations()).toEqual([]);

  await storeSuperAdmin(page, context, baseURL!);
  await page.goto('/admin/ums/promote/admissionsClue');
  await expect(page.getByRole('table', { name: '招生线索列表' })).toBeVisible();
  await page.getByRole('link', { name: '工作台' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await violations()).toEqual([]);
});

test('a planted inline script is refused and reported: the check above can fail', async ({ page }) => {
  const violations = await serveWithStrictCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.planted = true';
    document.head.append(script);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => 'planted' in window)).toBe(false);
});
