import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';

/**
 * Issue 43: the back office in a light and a dark theme (following the system until the staff member
 * picks one in the user menu, kept in local storage), readable in both (axe, on a list, a form, the
 * statistics overview and a record page), and at phone width a filter form that folds to one row.
 */
const LIST = '/admin/ums/promote/admissionsClue';
const OVERVIEW = '/admin/bms/statistics';
const RECORD = '/admin/ums/promote/admissionsClue/1200';

const html = (page: Page) => page.locator('html');
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: '系统管理员' });

async function seriousViolations(page: Page): Promise<string[]> {
  // Text fading in would be measured mid-fade; endless animations (spinners) never settle.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

async function chooseTheme(page: Page, name: '跟随系统' | '浅色' | '深色') {
  await userMenu(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(table(page).locator('tbody tr').first().getByRole('cell').nth(1)).not.toBeEmpty();
  await expect(page.getByText('加载中…')).toBeHidden();
}

test('the theme follows the system until one is chosen in the user menu; the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/login');
  // The sign-in page is themed too; the public site keeps its light design.
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await signInAdmin(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await userMenu(page).click();
  await expect(page.getByRole('menuitemradio', { name: '跟随系统' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await chooseTheme(page, '深色');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  // Before the first frame: the entry sets the class while the page is still empty (the mock build
  // renders only once its worker runs), so no light frame shows first.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      sessionStorage.setItem('theme-at-dcl', `${document.documentElement.classList.contains('dark')}:${document.getElementById('root')?.childElementCount}`);
    }),
  );
  await page.reload();
  expect(await page.evaluate(() => sessionStorage.getItem('theme-at-dcl'))).toBe('true:0');
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveCSS('color-scheme', 'dark');

  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseTheme(page, '浅色');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, '跟随系统');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation in the ${colorScheme} theme: sign-in page, workbench, list, form, statistics overview, record page`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/admin/login');
    await expect(page.getByLabel('账号')).toBeVisible();
    expect(await seriousViolations(page), 'sign-in page').toEqual([]);
    await signInAdmin(page);
    await expect(html(page)).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    await expect(page.getByRole('main')).not.toContainText('加载中');
    expect(await seriousViolations(page), 'workbench').toEqual([]);

    await openList(page);
    expect(await seriousViolations(page), 'list').toEqual([]);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'create form').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { name: '统计看板', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /^招生转化漏斗：/ })).toBeVisible();
    await expect(page.locator('article[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page), 'statistics overview').toEqual([]);

    await page.goto(RECORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('陈晓雨');
    await expect(page.getByRole('region', { name: '跟进记录', exact: true }).getByText('共 2 条')).toBeVisible();
    expect(await seriousViolations(page), 'record page').toEqual([]);
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('at 390 px the filter form folds to one row; 展开 shows every filter, 收起 folds it again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page);
    const form = page.getByRole('search', { name: '筛选' });
    const toggle = form.getByRole('button', { name: '展开' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const inputs = form.getByRole('textbox').or(form.getByRole('combobox'));
    await expect(inputs.filter({ visible: true })).toHaveCount(1);
    // One row: the first filter, 查询, 重置 and 展开 side by side.
    const first = await box(inputs.filter({ visible: true }).first());
    for (const name of ['查询', '重置', '展开']) {
      const button = await box(form.getByRole('button', { name, exact: true }));
      expect(Math.abs(button.y + button.height - (first.y + first.height)), name).toBeLessThan(4);
    }
    expect((await box(form)).height).toBeLessThan(100);

    await toggle.click();
    const fold = form.getByRole('button', { name: '收起' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(await inputs.filter({ visible: true }).count()).toBeGreaterThan(2);
    await fold.click();
    await expect(form.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
    await expect(inputs.filter({ visible: true })).toHaveCount(1);

    // Searching works folded: 查询 keeps its name with its text hidden.
    await form.getByRole('button', { name: '查询' }).click();
    await expect(table(page)).toBeVisible();
  });

  test('at 1440 px the filter form shows every filter without a 展开 button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page);
    const form = page.getByRole('search', { name: '筛选' });
    await expect(form.getByRole('button', { name: '展开' })).toBeHidden();
    const inputs = form.getByRole('textbox').or(form.getByRole('combobox'));
    expect(await inputs.filter({ visible: true }).count()).toBeGreaterThan(2);
  });

  test('a filter in force that folding would hide opens the form unfolded at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page);
    const form = page.getByRole('search', { name: '筛选' });
    await form.getByRole('button', { name: '展开' }).click();
    await form.getByRole('combobox', { name: '线索状态' }).click();
    const option = page.getByRole('option').nth(1);
    const status = (await option.textContent())?.trim() ?? '';
    await option.click();
    await form.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\?.+=/);
    await page.reload();
    await expect(form.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('combobox', { name: '线索状态' })).toHaveText(status);
  });

  test("at 390 px the testers' button covers no content at the end of the statistics overview and of a record page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const launcher = page.getByRole('button', { name: /^模拟后端/ });
    // Not fixed over the rows at a phone's width: the page's last row, off screen above a long list's end.
    await openList(page);
    await expect(launcher).toBeAttached();
    await expect(launcher).not.toBeInViewport();
    for (const [path, ready] of [
      [OVERVIEW, page.locator('article').last()],
      [RECORD, page.getByRole('region', { name: '跟进记录', exact: true }).getByText('共 2 条')],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expect(launcher).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const main = page.getByRole('main');
      const last = await main.evaluate((element) => {
        // The lowest visible box inside main: what sits where the button is.
        let lowest: DOMRect | undefined;
        for (const node of element.querySelectorAll('*')) {
          const rect = node.getBoundingClientRect();
          if (rect.width > 0 && rect.height > 0 && (!lowest || rect.bottom > lowest.bottom)) lowest = rect;
        }
        return lowest ? { x: lowest.x, y: lowest.y, width: lowest.width, height: lowest.height } : undefined;
      });
      if (!last) throw new Error(`nothing drawn in main on ${path}`);
      expect(overlaps(await box(launcher), last), `${path}: launcher over ${JSON.stringify(last)}`).toBe(false);
    }
  });
});
