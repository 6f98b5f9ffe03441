import { SITE_ROUTES } from './support/site-routes';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp';
import { storeSuperAdmin } from './support/sign-in';

/*
 * The deployable build under the Content-Security-Policy nginx sends with the shipped configuration
 * (deploy/nginx/security-headers.conf: scripts from this origin only, no inline or eval'd script):
 * every site route and a sample of back-office screens load with no violation and no console error.
 */

/** Console errors and uncaught exceptions of every page the tab loads. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(`${message.text()} (${message.location().url})`)));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Loads `path` and waits until it has drawn its `ready` element and the page is idle. The walk is
 * also the suite's visit of every site route: each renders a page of its own, never the router's
 * generated placeholder (every back-office screen: src/app/every-screen.browser.test.tsx).
 */
async function visit(page: Page, path: string, ready = page.getByRole('heading', { level: 1 })) {
  const response = await page.goto(path);
  // Under the real policy: nginx sent it with the page.
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self';");
  await expect(ready.first(), path).toBeVisible();
  await expect(page.locator('body'), path).not.toContainText('Hello "/');
  await page.waitForLoadState('networkidle');
}

test('every site route and a sample of back-office screens run under the served policy with 0 violations and 0 console errors', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const violations = await recordCspViolations(page);
  const errors = recordConsoleErrors(page);

  await visit(page, '/login', page.getByRole('button', { name: '登录', exact: true }));
  await visit(page, '/downLoad');
  await visit(page, '/admin/login', page.getByRole('button', { name: '登录', exact: true }));

  // Signed in on the site: /home arrives drawn, with its signed-in check as a script file of its own.
  await page.evaluate(() => localStorage.setItem('eduweb_siteUser', JSON.stringify({ id: 7, name: '王同学' })));
  for (const path of SITE_ROUTES) await visit(page, path);
  await visit(page, '/', page.getByText('王同学'));

  await storeSuperAdmin(page, context, baseURL!);
  await visit(page, '/admin', page.getByRole('heading', { name: /欢迎回来/ }));
  await visit(page, '/admin/ums/promote/admissionsClue', page.getByRole('table', { name: '招生线索列表' }));
  await visit(page, '/admin/bms/statistics', page.getByRole('heading', { name: '统计看板' }));
  await visit(page, '/admin/bms/system/admin', page.getByRole('table', { name: '管理员列表' }));
  // A form (react-hook-form and the spec's zod schema, a Radix dialog), and a client-side navigation.
  await page.getByRole('button', { name: '新增' }).first().click();
  const form = page.getByRole('dialog', { name: '新增管理员' });
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '账号不能为空' })).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('link', { name: '工作台' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForLoadState('networkidle');

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a planted inline script is refused and reported: the check above can fail', async ({ page }) => {
  const violations = await recordCspViolations(page);
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
