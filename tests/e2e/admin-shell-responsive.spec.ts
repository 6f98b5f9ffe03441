import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LIST = '/admin/bms/system/admin';
const MANY_ACTIONS = '/admin/ums/promote/admissionsClue';
const WIDTHS = [360, 768, 1440] as const;
type Box = { x: number; y: number; width: number; height: number };

test.use({ signedIn: 'admin' });

async function openWorkbench(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
}

const launcher = (page: Page) => page.getByRole('button', { name: /^模拟后端/ });
const dockMenu = (page: Page) => page.getByRole('button', { name: '移动或收起' });
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(table(page).locator('tbody tr').first()).not.toHaveText(/加载中/);
  // The testers' panel loads once the page is idle: overlap checks need it on screen.
  await expect(launcher(page)).toBeVisible();
}

async function expectNoPageOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClearOfLauncher(page: Page, target: Locator) {
  const panel = [await box(launcher(page)), await box(dockMenu(page))];
  const content = await box(target);
  for (const part of panel) expect(overlaps(part, content), `launcher ${JSON.stringify(part)} over ${JSON.stringify(content)}`).toBe(false);
}

for (const width of WIDTHS) {
  test(`no horizontal page overflow at ${width}px (workbench, list)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openWorkbench(page);
    await expect(launcher(page)).toBeVisible();
    await expectNoPageOverflow(page);
    await openList(page);
    await expectNoPageOverflow(page);
    // A list with four bulk actions and the column menu beside 刷新: that row wraps, not the page.
    await page.goto(MANY_ACTIONS);
    await expect(page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '列设置' })).toBeVisible();
    await expectNoPageOverflow(page);
  });

  test(`the testers' button leaves the pager and the last row clear at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openList(page);
    // Scrolled to the end of the table and of the page: where the last row and the pager end up.
    await table(page).evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== 'visible') node.scrollTop = node.scrollHeight;
      }
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastRow = table(page).locator('tbody tr:not([aria-hidden])').last();
    await expect(lastRow).toBeInViewport();
    await expectClearOfLauncher(page, lastRow.getByRole('cell').last());
    await expectClearOfLauncher(page, page.getByRole('textbox', { name: '前往' }));
  });
}

for (const width of [360, 768] as const) {
  test(`the menu is a drawer at ${width}px: opens from the header, closes on Esc and on navigation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openWorkbench(page);
    await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeHidden();
    const open = page.getByRole('button', { name: '打开菜单' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: '教务管理后台' });
    await expect(drawer.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('button', { name: '系统管理' }).click();
    await drawer.getByRole('link', { name: '管理员', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });
}

test('at 360px the title stays on one line and every account action is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openWorkbench(page);
  const title = page.getByRole('banner').getByText('教务管理后台');
  await expect(title).toBeVisible();
  expect((await box(title)).height).toBeLessThan(32);

  await page.getByRole('button', { name: /切换部门/ }).click();
  await expect(page.getByRole('menuitemradio').first()).toBeInViewport();
  await page.keyboard.press('Escape');
  // A closing menu still holds the page inert; the next press waits until it has gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: /系统管理员/ }).click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const signOut = page.getByRole('button', { name: '退出登录' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('from 1024px the sidebar stays beside the page and can be folded; the choice is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWorkbench(page);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden();
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(menu).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu).toBeVisible();
});

test("the testers' button docks to the other corner, folds to a tab, and remembers it", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openWorkbench(page);
  await expect(launcher(page)).toBeVisible();
  expect((await box(launcher(page))).x).toBeGreaterThan(384);

  await dockMenu(page).click();
  await page.getByRole('menuitemradio', { name: '停靠左下角' }).click();
  await expect.poll(async () => (await box(launcher(page))).x).toBeLessThan(384);
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  expect((await box(launcher(page))).x).toBeLessThan(384);

  await dockMenu(page).click();
  await page.getByRole('menuitem', { name: '收起到屏幕边缘' }).click();
  const tab = page.getByRole('button', { name: '展开测试工具' });
  await expect(tab).toBeFocused();
  await expect(launcher(page)).toBeHidden();
  expect(await box(tab)).toMatchObject({ x: 0 });
  await page.reload();
  await expect(tab).toBeVisible();
  await tab.click();
  await expect(launcher(page)).toBeVisible();
});

test('a drawer left open while the window widens past lg closes, and the page under it works again', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await openWorkbench(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '教务管理后台' });
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(drawer).toBeHidden();
  // The sidebar's own menu, no longer under an inert page.
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await menu.getByRole('button', { name: '系统管理' }).click();
  await menu.getByRole('link', { name: '管理员', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('a corrupt stored position falls back to the default corner', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openWorkbench(page);
  await page.evaluate(() => localStorage.setItem('eduweb_mockPanelDock', '{"side":'));
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  expect((await box(launcher(page))).x).toBeGreaterThan(384);
});

test("the testers' panel opens over a form dialog without closing it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openList(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增管理员' });
  await expect(form).toBeVisible();
  await launcher(page).click();
  const panel = page.getByRole('dialog', { name: '模拟后端' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(form).toBeVisible();
});
