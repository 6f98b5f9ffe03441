import { expect, test } from '@playwright/test';

// The production build as deployed (mocks off): neither the demo accounts nor the testers' panel, on
// screen or in any script the page loads (`npm run check:bundle` proves the same of dist/ as a whole).
test('the sign-in pages show no demo account and load no testers’ panel', async ({ page }) => {
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || (res.status() >= 300 && res.status() < 400)) return;
    scripts.push(res.url());
    bodies.push(res.text());
  });

  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // The panel would load once the first page is on screen and the page is idle: wait for that too.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/演示环境/)).toHaveCount(0);
  await expect(page.getByText('zhaosheng')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^模拟后端/ })).toHaveCount(0);
  // Bodies are read before the next navigation (and awaited at the end, as real-api.spec.ts explains).
  await Promise.all(bodies);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/演示账号/)).toHaveCount(0);

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/mock-panel/.test(url))).toEqual([]);
  const texts = await Promise.all(bodies);
  expect(texts.filter((text) => /演示环境|演示账号|模拟后端/.test(text))).toEqual([]);
});
