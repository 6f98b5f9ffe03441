import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { groups } from '../../generated/manifest/index';

/**
 * Every screen a super administrator has: each resource with a list, each one whose refinement file
 * brings its own screen, and the statistics group's landing page (统计看板).
 */
const SCREENS = groups.flatMap((g) => g.resources).filter((r) => r.kinds.includes('list') || existsSync(`src/admin/refinements/${r.key}.tsx`)).length + 1;

test.use({ signedIn: 'admin' });

test.beforeEach(async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
});

const palette = (page: Page) => page.getByRole('dialog', { name: '搜索功能' });

test('Ctrl+K finds a screen by its Chinese name and Enter opens it', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox', { name: '搜索功能' }).fill('岗位');
  await expect(palette(page).getByRole('option').first()).toContainText('岗位');
  await page.keyboard.press('Enter');

  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/bms\/system\/position$/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/工作台.*系统管理.*岗位/);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: '岗位', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the header button opens it, and pinyin initials find 管理员 first', async ({ page }) => {
  await page.getByRole('button', { name: '搜索功能' }).click();
  await palette(page).getByRole('combobox').fill('gly');
  const options = palette(page).getByRole('option');
  await expect(options.first()).toContainText('管理员');
  await expect(options).toContainText(['管理员', '部门临时管理员']);
  await options.first().click();
  await expect(page).toHaveURL(/\/admin\/bms\/system\/admin$/);
});

test('pinyin initials find 统计看板, the statistics group’s landing page, which leads its group in the menu', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('tjkb');
  await expect(palette(page).getByRole('option').first()).toContainText('统计看板');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin\/bms\/statistics$/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/工作台.*统计与目标.*统计看板/);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  const area = menu.getByRole('button', { name: '统计与目标' });
  await expect(area).toHaveAttribute('aria-expanded', 'true');
  const links = menu.locator(`#${await area.getAttribute('aria-controls')}`).getByRole('link');
  await expect(links.first()).toHaveText('统计看板');
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
});

test('full pinyin works too, and Escape closes without navigating', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('zhaoshengxiansuo');
  await expect(palette(page).getByRole('option').first()).toContainText('招生线索');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
});

test('without a query it lists every screen by area', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toContainText(`共 ${SCREENS} 个功能`);
  await expect(palette(page).getByRole('option', { name: '工作台' })).toBeVisible();
  await palette(page).getByRole('combobox').press('ArrowDown');
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('待办事项');
});

test('its code loads on the first press when the page has not fetched it yet, and closing gives focus back to the search button', async ({ page }) => {
  // A fresh tab on a screen, pressed at once: the idle-time fetch of the palette may not have run.
  await page.goto('/admin/bms/system/position');
  const search = page.getByRole('button', { name: '搜索功能' });
  await search.click();
  await expect(palette(page).getByRole('combobox', { name: '搜索功能' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(search).toBeFocused();
  // Ctrl+K toggles it: open, then closed again from inside the field.
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeHidden();
});
