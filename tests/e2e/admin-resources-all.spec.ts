import { test as base, expect, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test';
import { groups } from '../../generated/manifest/index';
import { signInAdmin as signIn } from './support/sign-in';

/** Every resource with a list screen, as the app derives its address (`/api/…` → `/admin/…`). */
const screens = groups.flatMap((g) => g.resources.filter((r) => r.kinds.includes('list')).map((r) => ({ name: r.name, href: r.basePath.replace(/^\/api\//, '/admin/') })));

/** Every resource without a list: its refinement file brings its own screen (spec:coverage checks one exists). */
const ownScreens = groups.flatMap((g) => g.resources.filter((r) => !r.kinds.includes('list')).map((r) => ({ name: r.name, href: r.basePath.replace(/^\/api\//, '/admin/') })));

/**
 * One signed-in page per worker, reused screen after screen: a fresh page for each of ~190 screens spent
 * most of the walk installing the mock service worker and signing in again. Each screen is still a full
 * load (`goto`), so nothing of the previous screen's state carries over, and each test watches its own
 * load for problems.
 */
const test = base.extend<{ walk: { page: Page; problems: string[] } }, { walkPage: Page }>({
  walkPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const page = await context.newPage();
      await signIn(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  walk: async ({ walkPage: page }, provide) => {
    const problems: string[] = [];
    const onConsole = (m: ConsoleMessage) => m.type() === 'error' && problems.push(`console: ${m.text()}`);
    // Chromium re-checks the mock service worker script in the background now and then; a failed
    // re-check leaves the running worker in place and is not the screen's.
    const onPageError = (e: Error) => !e.message.startsWith('Failed to update a ServiceWorker') && problems.push(`page error: ${e.message}`);
    // ERR_ABORTED is the browser cancelling the previous screen's requests and preloads as it leaves.
    const onFailed = (r: Request) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
    const onResponse = (r: Response) => r.url().includes('/api/') && r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('requestfailed', onFailed);
    page.on('response', onResponse);
    await provide({ page, problems });
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  },
});

test('the walk covers every resource screen of the manifest', () => {
  expect(ownScreens.length).toBeGreaterThanOrEqual(6);
  expect(screens.length).toBeGreaterThan(140);
});

for (const screen of [...ownScreens, { name: '统计看板', href: '/admin/bms/statistics' }]) {
  test(`${screen.name} (${screen.href}) opens its own screen without console errors or failed requests`, async ({ walk: { page, problems } }) => {
    await page.goto(screen.href);
    await expect(page.getByRole('heading', { name: screen.name, exact: true })).toBeVisible();
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await expect(page.getByText('Hello "/')).toHaveCount(0);
    // Whatever it loads has arrived: nothing is left busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

// One test per screen: a slow or failing screen is reported by name and hides none of the others.
for (const screen of screens) {
  test(`${screen.name} (${screen.href}) renders its table without console errors or failed requests`, async ({ walk: { page, problems } }) => {
    await page.goto(screen.href);
    await expect(page.getByRole('heading', { name: screen.name, exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: `${screen.name}列表` });
    await expect(table).toBeVisible();
    // Rows arrived, or the list is honestly empty; never stuck loading or failed.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('alert')).toHaveCount(0);
    // The router's generated placeholder never ships on any route.
    await expect(page.getByText('Hello "/')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
