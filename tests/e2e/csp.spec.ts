import { expect, test } from '@playwright/test';
import { serveWithStrictCsp } from './support/csp';
import { signInAdmin } from './support/sign-in';

// The mock build (testers) under `script-src 'self'` too: its mock backend is a same-origin service worker.
test("the mock build runs under Content-Security-Policy script-src 'self' with 0 violations", async ({ page }) => {
  const violations = await serveWithStrictCsp(page);
  await signInAdmin(page);
  await page.goto('/admin/bms/system/admin');
  await expect(page.getByRole('table', { name: '管理员列表' }).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
