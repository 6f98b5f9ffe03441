import { expect, test, type Page } from '@playwright/test';

/**
 * SPEC.md §8 code 100000004 on the site (ARCHITECTURE.md: read as session expiry): the visitor is sent
 * to /login, signed out, and returns to the page they were opening once signed in again.
 */

const SITE_KEY = 'eduweb_siteUser';

async function fillSignIn(page: Page) {
  await page.getByLabel('账号').fill('13900000000');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function signIn(page: Page) {
  await page.goto('/login');
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/home$/);
}

/** The mock backend reads its scenario when a page loads: reloading /login with `off` ends the fault. */
async function switchScenarioOff(page: Page) {
  const url = new URL(page.url());
  url.searchParams.set('mock-scenario', 'off');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
}

for (const { path, heading } of [
  { path: '/recruit', heading: '招贤纳士' },
  { path: '/home', heading: undefined },
]) {
  test(`an expired session on ${path} sends the visitor to /login, and back to ${path} after signing in`, async ({ page }) => {
    await signIn(page);
    await page.goto(`${path}?mock-scenario=expired`);

    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace('/', '\\/')}`));
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SITE_KEY)).toBeNull();
    await switchScenarioOff(page);
    await fillSignIn(page);

    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}\\?`), { timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('王同学');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toHaveCount(0);
  });
}

test('a redirect to another origin or to the back office after signing in lands on /home', async ({ page }) => {
  for (const target of ['//evil.example', 'https://evil.example/home', '/admin', '/login']) {
    // Signed out from a page that shows nobody (the download page is outside the site's layout): removed
    // under /home, the site would rightly take it for a sign-out in another tab and go to /login itself.
    await page.goto('/downLoad');
    await page.evaluate((key) => localStorage.removeItem(key), SITE_KEY);
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await fillSignIn(page);
    await expect(page).toHaveURL(/\/home$/);
  }
});
