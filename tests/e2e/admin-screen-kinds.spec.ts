import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { test as base, expect } from './support/fixtures';

/**
 * One full page load per kind of back-office screen, on the production mock build: the generic list
 * screen, a refinement's own screen and a group's landing page, each free of console errors and failed
 * requests. Every screen of the manifest is checked by src/app/every-screen.browser.test.tsx (the app
 * mounted per screen); this is what that cannot see: the built bundle, its chunks and the service worker.
 */
const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on('console', (m: ConsoleMessage) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    // Chromium re-checks the mock service worker script in the background now and then; a failed
    // re-check leaves the running worker in place and is not the screen's.
    page.on('pageerror', (e: Error) => !e.message.startsWith('Failed to update a ServiceWorker') && problems.push(`page error: ${e.message}`));
    // ERR_ABORTED is the browser cancelling the previous page's requests and preloads as it leaves.
    page.on('requestfailed', (r: Request) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r: Response) => r.url().includes('/api/') && r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    await provide(problems);
  },
});
test.use({ signedIn: 'admin' });

async function expectScreen(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('页面不存在')).toHaveCount(0);
  // Whatever it loads has arrived: nothing is left busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a generic list screen (管理员) loads its rows without console errors or failed requests', async ({ page, problems }) => {
  await page.goto('/admin/bms/system/admin');
  await expectScreen(page, '管理员');
  const table = page.getByRole('table', { name: '管理员列表' });
  // Rows arrived (the first one's checkbox names it), not the empty or the failed state.
  await expect(table.getByRole('row', { name: /^选择第 1 行/ })).toBeVisible();
  await expect(table.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a refinement's own screen (钉钉同步) opens without console errors or failed requests", async ({ page, problems }) => {
  await page.goto('/admin/bms/extension/dingTalk');
  await expectScreen(page, '钉钉同步');
  await expect(page.getByRole('button', { name: '开始同步' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a landing page (统计看板) draws its charts without console errors or failed requests', async ({ page, problems }) => {
  await page.goto('/admin/bms/statistics');
  await expectScreen(page, '统计看板');
  await expect(page.getByRole('img', { name: /^招生转化漏斗：/ })).toBeVisible();
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
