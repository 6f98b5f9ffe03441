import { expect, test, type Page } from '@playwright/test';

/**
 * /home arrives drawn (build/prerender-plugin.ts): the deployable build writes its first screen into
 * home.html, which `vite preview` serves for /home. Only in this build: the mock build has none.
 */

const HERO = '让每一次学习都算数';
const VISITOR = { id: 7, name: '王同学' };

async function signIn(page: Page) {
  await page.goto('/404-for-storage');
  await page.evaluate((visitor) => localStorage.setItem('eduweb_siteUser', JSON.stringify(visitor)), VISITOR);
}

/** Every change to #root's children while the page loads: how many elements it holds after each. */
const recordRootChildren = (page: Page) =>
  page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { rootCounts: number[] }).rootCounts = counts;
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (root && counts.length === 0) {
        counts.push(root.childElementCount);
        new MutationObserver(() => counts.push(root.childElementCount)).observe(root, { childList: true });
      }
    });
  });
const rootChildren = (page: Page) => page.evaluate(() => (window as unknown as { rootCounts: number[] }).rootCounts);

/** The drawn page was there from the start, and was replaced without #root ever being empty. */
function expectOneCommit(counts: number[]) {
  expect(counts[0]).toBe(1);
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).not.toContain(0);
}

/** No script of the app's loads (the drawn page's gate aside): what shows is the HTML alone. */
const withoutScripts = (page: Page) => page.route(/\/assets\/(?!drawn-page-gate)[^/]*\.js$/, (route) => route.abort());

test('a signed-in visitor sees /home before any of its scripts has loaded', async ({ page, request }) => {
  const html = await (await request.get('/home')).text();
  expect(html).toContain(HERO);
  await signIn(page);
  await withoutScripts(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('link', { name: '免费听直播课' })).toHaveAttribute('href', '/broast');
});

test('a visitor with no session never sees the drawn page: it stays hidden, and the app sends them to sign in', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/home');
  const hero = page.getByRole('heading', { level: 1, name: HERO, includeHidden: true });
  await expect(hero).toHaveCount(1);
  await expect(hero).toBeHidden();

  await page.unrouteAll();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test("the app takes the drawn page over in one commit: never an empty screen, then live, with the visitor's name", async ({ page }) => {
  await signIn(page);
  // Every change to #root's children while the page loads: how many elements it holds after each.
  await recordRootChildren(page);
  await page.goto('/home');
  await expect(page.getByText(VISITOR.name)).toBeVisible();
  // The drawn page is gone, replaced by the live one: one hero.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expectOneCommit(await rootChildren(page));

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('alertdialog', { name: '退出登录' })).toBeVisible();
});

test('where the visitor has scrolled the drawn page stays when the app takes over; the next page opens at its top', async ({ page }) => {
  await signIn(page);
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  // The app's entry waits until the visitor has scrolled.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await loaded;
    await route.continue();
  });
  // Not until `load`: the held entry module is what the load event waits for.
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(300);
  release();
  await expect(page.getByText(VISITOR.name)).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await page.evaluate(() => scrollY)).toBe(300);

  await page.getByRole('link', { name: '下载学考通 App', exact: true }).click();
  await expect(page).toHaveURL(/\/down$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('no signed-in screen is drawn at build time: a back-office list is the app alone, whatever the width', async ({ request }) => {
  for (const path of ['/admin/ums/promote/admissionsClue', '/admin']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  }
});
