import { expect, test, type Page } from '@playwright/test';
import { groups } from '../../generated/manifest/index';

/** Every resource with a list screen, as the app derives its address (`/api/…` → `/admin/…`). */
const screens = groups.flatMap((g) =>
  g.resources.filter((r) => r.kinds.includes('list')).map((r) => ({ name: r.name, href: r.basePath.replace(/^\/api\//, '/admin/') })),
);

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

// Two halves so the two workers share the ~150 screens.
for (const half of [0, 1]) {
  test(`every resource screen renders its table without console errors or failed requests (part ${half + 1})`, async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    // Chromium re-checks the mock service worker script in the background now and then; a failed
    // re-check (seen once in ~150 navigations) leaves the running worker in place and is not the screen's.
    page.on('pageerror', (e) => !e.message.startsWith('Failed to update a ServiceWorker') && problems.push(`page error: ${e.message}`));
    // ERR_ABORTED is the browser cancelling the previous screen's preloads when the test navigates on.
    page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    await signIn(page);
    for (const screen of screens.filter((_, i) => i % 2 === half)) {
      await page.goto(screen.href);
      await expect(page.getByRole('heading', { name: screen.name, exact: true }), screen.href).toBeVisible();
      const table = page.getByRole('table', { name: `${screen.name}列表` });
      await expect(table, screen.href).toBeVisible();
      // Rows arrived, or the list is honestly empty; never stuck loading or failed.
      await expect(table, screen.href).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
      await expect(table.getByText(/加载失败/), screen.href).toHaveCount(0);
      expect(problems, screen.href).toEqual([]);
    }
    expect(screens.length).toBeGreaterThan(140);
  });
}
