import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs, signOutAdmin } from './support/sign-in';

/**
 * Tabs of open pages (issue 43): every screen opened becomes a tab under the header; going back to a
 * tab brings back its list state (the URL), its scroll position and its unsaved form input; tabs
 * close one by one, the others, to the right; they survive a reload and belong to one staff member.
 */
const CHANNELS = '/admin/ums/promote/opxChannel';
const ADMINS = '/admin/bms/system/admin';
const CLUES = '/admin/ums/promote/clue';

const bar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabLink = (page: Page, name: string) => bar(page).getByRole('link', { name, exact: true });
const tabNames = (page: Page) => bar(page).getByRole('link');
const heading = (page: Page) => page.getByRole('main').getByRole('table', { name: /列表$/ });
/** Opens `path` by its address and waits until its tab is the one shown. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(tabLink(page, title)).toHaveAttribute('aria-current', 'page');
}

test('three screens keep their filter, form input and scroll; close others; reload brings the tabs back; another account sees none', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(tabNames(page)).toHaveText(['工作台']);
  await expect(tabLink(page, '工作台')).toHaveAttribute('aria-current', 'page');

  // 1. 推广渠道, filtered.
  await page.goto(CHANNELS);
  const keyword = page.getByRole('search', { name: '筛选' }).getByLabel('关键字');
  await keyword.fill('渠道');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);

  // 2. 管理员, with a half-typed 新增 form.
  await page.goto(ADMINS);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增管理员' });
  await form.getByLabel('账号').fill('draft.tabs');
  await form.getByLabel('姓名').fill('草稿未保存');

  // 3. 线索, its list box scrolled down (the browser's address bar took the staff member here: the form was
  // still open, so it is kept open).
  await page.goto(`${CLUES}?pageSize=100`);
  const rows = heading(page);
  await expect(rows.getByRole('row').nth(5)).toBeVisible();
  const box = page.locator('main [data-tab-scroll]');
  // A hundred rows (virtualised: only those in view are drawn) make a box far taller than its view.
  await expect.poll(() => box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(900);
  await box.evaluate((el) => el.scrollTo(0, 900));
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(800);
  const scrolled = await box.evaluate((el) => el.scrollTop);
  await expect(tabNames(page)).toHaveText(['工作台', '推广渠道', '管理员', '线索']);

  // Back to 推广渠道: its filter is in the URL and the form.
  await tabLink(page, '推广渠道').click();
  await expect(page).toHaveURL(/opxChannel\?.*keyword=/);
  await expect(keyword).toHaveValue('渠道');
  await expect(tabLink(page, '推广渠道')).toHaveAttribute('aria-current', 'page');

  // Back to 管理员: the 新增 form left open is open again with what was typed.
  await tabLink(page, '管理员').click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('账号')).toHaveValue('draft.tabs');
  await expect(form.getByLabel('姓名')).toHaveValue('草稿未保存');
  await expect(form).toContainText('已恢复上次未保存的输入');

  // Esc puts the form away (a modal form covers the tab bar) and keeps what was typed.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // Back to 线索: its page size and the list's scroll position kept.
  await tabLink(page, '线索').click();
  await expect(page).toHaveURL(/clue\?pageSize=100/);
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBe(scrolled);

  // And once more round: 推广渠道 still filtered; 管理员's 新增 starts from what was typed.
  await tabLink(page, '推广渠道').click();
  await expect(keyword).toHaveValue('渠道');
  await tabLink(page, '管理员').click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(form.getByLabel('姓名')).toHaveValue('草稿未保存');

  // Reload with the form open: it opens again.
  await page.reload();
  await expect(form.getByLabel('姓名')).toHaveValue('草稿未保存');
  await page.keyboard.press('Escape');

  // 关闭其他 from 管理员's own menu (right click): only the workbench and 管理员 stay.
  await tabLink(page, '管理员').click({ button: 'right' });
  await page.getByRole('menu', { name: '「管理员」标签页操作' }).getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabNames(page)).toHaveText(['工作台', '管理员']);
  await expect(page).toHaveURL(new RegExp(`${ADMINS}$`));

  // Reload: the tabs come back.
  await page.reload();
  await expect(tabNames(page)).toHaveText(['工作台', '管理员']);

  // 取消 discards what was typed: the next 新增 starts empty.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(form.getByLabel('姓名')).toHaveValue('草稿未保存');
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(form.getByLabel('姓名')).toHaveValue('');
  await form.getByRole('button', { name: '取消' }).click();

  // The tab's own close button closes it and shows the workbench.
  await bar(page).getByRole('button', { name: '关闭「管理员」' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(tabNames(page)).toHaveText(['工作台']);
  // The workbench cannot close.
  await expect(bar(page).getByRole('button', { name: /关闭「工作台」/ })).toHaveCount(0);

  // Another account on this browser sees none of the first one's tabs.
  await open(page, CHANNELS, '推广渠道');
  await expect(tabNames(page)).toHaveText(['工作台', '推广渠道']);
  await signOutAdmin(page);
  await signInAs(page, 'zhaosheng');
  await expect(tabNames(page)).toHaveText(['工作台']);
});

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('a record page is a tab named after its record; the tab menu closes to the right and refreshes, by keyboard', async ({ page }) => {
    await page.goto(CLUES);
    const first = heading(page).getByRole('row').nth(1).getByRole('link').first();
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tabLink(page, `线索 · ${name}`)).toHaveAttribute('aria-current', 'page');

    await open(page, CHANNELS, '推广渠道');
    await open(page, ADMINS, '管理员');
    await expect(tabNames(page)).toHaveText(['工作台', '线索', `线索 · ${name}`, '推广渠道', '管理员']);

    // From the keyboard: focus a tab, open 标签页操作 for the page shown.
    await tabLink(page, `线索 · ${name}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const actions = bar(page).getByRole('button', { name: '标签页操作' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect(tabNames(page)).toHaveText(['工作台', '线索', `线索 · ${name}`]);

    await actions.click();
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tabNames(page)).toHaveText(['工作台', '线索', `线索 · ${name}`]);
  });

  test('a hostile stored tab list is ignored', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem(
        'eduweb_tabs_1',
        '[{"path":"javascript:alert(1)","search":"","title":"x"},{"path":"/admin/ums/promote/opxChannel","search":"?keyword=a","title":"<img src=x onerror=alert(1)>"}',
      );
    });
    await page.reload();
    await expect(tabNames(page)).toHaveText(['工作台']);
  });

  test('at phone width the bar scrolls sideways and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screens = { [CHANNELS]: '推广渠道', [ADMINS]: '管理员', [CLUES]: '线索', '/admin/bms/statistics': '统计看板', '/admin/ums/promote/clueOrigin': '线索来源' };
    for (const [path, title] of Object.entries(screens)) await open(page, path, title);
    await expect(tabNames(page)).toHaveCount(6);
    const list = bar(page).getByRole('list');
    const widths = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The tab shown is scrolled into the bar's view.
    await expect(tabLink(page, '线索来源')).toBeInViewport();
    await page.screenshot({ path: 'test-results/admin-tabs-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: 'test-results/admin-tabs-1440.png' });
  });
});
