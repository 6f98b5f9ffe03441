import { expect, test, type Page } from '@playwright/test';
import { storeSuperAdmin } from './support/sign-in';

/**
 * /home and the back-office lists arrive drawn (build/prerender-plugin.ts): the deployable build writes
 * their first screen into home.html, admin/ums/promote/admissionsClue.html…, which `vite preview`
 * serves for their paths. Only in this build: the mock build has none.
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

/** No script of the app's loads: what shows is the HTML alone. */
const withoutScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

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
  await page.goto('/home');
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

const LIST = '/admin/ums/promote/admissionsClue';
const PHONE = { width: 360, height: 800 };

test('at phone width a signed-in staff member sees a list screen before any of its scripts has loaded', async ({ page, context, baseURL, request }) => {
  expect(await (await request.get(LIST)).text()).toContain('招生线索列表');
  await page.setViewportSize(PHONE);
  await storeSuperAdmin(page, context, baseURL!);
  await withoutScripts(page);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: '招生线索' })).toBeVisible();
  await expect(page.getByLabel('负责人')).toBeVisible();
  await expect(page.getByRole('table', { name: '招生线索列表' }).getByRole('columnheader', { name: '姓名' })).toBeVisible();
  // Drawn for a staff member not known yet: what their position grants appears with the app.
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  // Its fields take nothing the app's page would then drop: they cannot even be focused.
  expect(await page.locator('#filter-keyword').evaluate((input) => (input.focus(), document.activeElement === input))).toBe(false);
});

/** The list's page, read without scripts, holds the drawn screen hidden; then the list is opened with them. */
async function expectDrawnListHidden(page: Page) {
  const title = page.getByRole('heading', { level: 1, name: '招生线索', includeHidden: true });
  await withoutScripts(page);
  await page.goto(LIST);
  await expect(title).toHaveCount(1);
  await expect(title).toBeHidden();
  await page.unrouteAll();
  await page.goto(LIST);
}

test('the drawn list stays hidden on a wider screen and without a session; the app then starts as on any page', async ({ page, context, baseURL }) => {
  await page.setViewportSize(PHONE);
  await expectDrawnListHidden(page);
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSuperAdmin(page, context, baseURL!);
  await expectDrawnListHidden(page);
  await expect(page.getByRole('table', { name: '招生线索列表' })).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});

test('the app takes a drawn list over in one commit, whole, with what the position grants', async ({ page, context, baseURL }) => {
  await page.setViewportSize(PHONE);
  await storeSuperAdmin(page, context, baseURL!);
  await recordRootChildren(page);
  // Whether the screen's outline alone (its section busy, the screen not built) is ever on the page.
  await page.addInitScript(() => {
    const seen = { outline: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      seen.outline ||= document.querySelector('section[aria-busy="true"]') !== null;
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  await page.goto(LIST);
  await expect(page.getByRole('button', { name: '新增' })).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The live screen replaced the drawn one whole: never its outline alone.
  expect(await page.evaluate(() => (window as unknown as { seen: { outline: boolean } }).seen.outline)).toBe(false);
  expectOneCommit(await rootChildren(page));
});
