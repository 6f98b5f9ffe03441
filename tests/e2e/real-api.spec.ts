import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API } from './support/hostile-api';

test('a production build with mocks off calls VITE_API_BASE_URL on another origin, with credentials', async ({ page, request }) => {
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) apiCalls.push(req.url());
  });
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('real');
  await page.getByLabel('密码').fill('secret');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /真实接口用户/ })).toBeVisible();
  expect(apiCalls[0]).toBe(`${API}/api/bms/system/admin/signIn`);
  expect(apiCalls.every((url) => url.startsWith(`${API}/api/`))).toBe(true);

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  const seen = (await (await request.get(`${API}/__seen`)).json()) as { path: string; cookie?: string; body: string }[];
  const signIn = seen.find((s) => s.path === '/api/bms/system/admin/signIn');
  expect(new URLSearchParams(signIn?.body).get('password')).toMatch(/^[0-9a-f]{32}$/);
  // The cookie the API set at sign-in came back cross-origin: credentials: 'include' at work.
  expect(seen.find((s) => s.path.startsWith('/api/bms/system/admin/signOut'))?.cookie).toContain('SESSION=real-api-session');
});

test('no service worker and no mock code are loaded when mocks are off', async ({ page }) => {
  // Bodies are read as they arrive and awaited at the end: a listener still reading one after the test
  // has ended fails it ("response.text: Test ended"), which code loaded when the page is idle can cause.
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text());
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // Code the page loads when idle (the sign-in client, the toaster) counts too.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((s) => s.includes('[MSW]'))).toBe(false);
});

/**
 * Holds the group's field metadata (the only script with `"dataFields":` in its data) until the
 * returned function is called. Tests end with `page.unrouteAll({ behavior: 'ignoreErrors' })`.
 */
async function holdGroupCode(page: Page): Promise<() => void> {
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"dataFields":')) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

test.describe(() => {
  test.use({ signedIn: 'stored-super-admin' });

  test("a cold list asks for its first rows once, beside its group's code rather than after it", async ({ page, request }) => {
    const path = '/api/ums/promote/admissionsClue/list?pageNum=1&pageSize=15';
    const asked = async () => ((await (await request.get(`${API}/__seen`)).json()) as { path: string }[]).filter((s) => s.path === path).length;
    const before = await asked();
    // The group's code is held until the list has been asked: the route loader asks it from the
    // resource's summary, not after that code.
    const release = await holdGroupCode(page);
    page.on('request', (r) => void (r.url().endsWith(path) && release()));
    await page.goto('/admin/ums/promote/admissionsClue');
    await expect(page.getByRole('heading', { name: '招生线索' })).toBeVisible();
    await expect(page.getByText('暂无数据')).toBeVisible();
    // The screen took the loader's answer instead of asking again.
    expect(await asked()).toBe(before + 1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('at phone width a list whose code is slow shows the shell and its outline meanwhile, then the list', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // A slow load never leaves the page empty: the route's pending outline shows. The group's code is
    // held until the outline has been seen.
    const release = await holdGroupCode(page);
    // Not the list the test above counts the calls of: the two run side by side.
    await page.goto('/admin/bms/system/admin');
    await expect(page.getByRole('banner').getByText('教务管理后台')).toBeVisible();
    const outline = page.locator('section[aria-busy="true"]', { has: page.getByRole('heading', { name: '管理员' }) });
    await expect(outline).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: '管理员列表' })).toBeVisible();
    await expect(outline).toHaveCount(0);
    // Code the page fetches when idle may still be in the handler as the test ends, and reading a body
    // after that throws ("Response has been disposed") and fails the run: stop routing, ignore those.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
