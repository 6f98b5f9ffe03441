import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { applyScenario } from './support/mock-panel';
import { expect, test, type Page } from '@playwright/test';
import { columnIndexIn } from './support/table';

const ADMINS = '/admin/bms/system/admin';
const LIST_API = '/bms/system/admin/list';

/**
 * Signs in; `scenario` is a mock fault for the admin list (`502`, `slow`), kept for the tab. `slow`
 * holds the list's call (an hour) until the test turns it off in the testers' panel: the loading
 * state is on screen for as long as the test looks, however busy the machine.
 */
async function signIn(page: Page, scenario?: string) {
  const fault = scenario ? `?mock-scenario=${scenario}&mock-endpoint=${LIST_API}${scenario === 'slow' ? '&mock-latency=3600000' : ''}` : '';
  await page.goto(`/admin/login${fault}`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const table = (page: Page) => page.getByRole('table', { name: '管理员列表' });
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const dataRow = (page: Page, n: number) => table(page).locator('tbody tr:not([aria-hidden])').nth(n);

async function loaded(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
}

async function columnIndex(page: Page, title: string): Promise<number> {
  return await columnIndexIn(table(page), title);
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('a failed list says so with 重试 and claims no 共 0 条; filters and typed input stay; 重试 recovers', async ({ page }) => {
  await signIn(page, '502');
  await page.goto(`${ADMINS}?status=1`);
  const failed = table(page).getByRole('alert');
  await expect(failed).toContainText('管理员列表加载失败');
  await expect(failed).toContainText('服务器正在部署中');
  await expect(table(page)).not.toContainText('暂无数据');
  await expect(pager(page)).toBeVisible();
  await expect(pager(page)).not.toContainText(/共 \d+ 条/);
  // What the user typed but did not search yet, and the filter in the URL.
  await page.getByLabel('姓名', { exact: true }).fill('张');
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('启用');

  // The backend is back.
  await applyScenario(page, '正常');

  await failed.getByRole('button', { name: '重试' }).click();
  await loaded(page);
  await expect(pager(page)).toContainText(/共 \d+ 条/);
  await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('张');
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('启用');
  await expect(page).toHaveURL(/status=1/);
});

test('loading shows the screen outline and 加载中, never 暂无数据; 暂无数据 is a successful empty answer', async ({ page }) => {
  await signIn(page, 'slow');
  await page.goto(ADMINS);
  // A slow first page: the route shows the screen's outline (title, placeholder rows) until it is in.
  await expect(page.locator('section[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('output', { hasText: '加载中…' })).toBeAttached();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
  await expect(page.getByText(/共 \d+ 条/)).toHaveCount(0);
  // The tester turns the fault off: the held call is answered now.
  await applyScenario(page, '正常');
  await loaded(page);
  await expect(page.locator('output', { hasText: '加载中…' })).toHaveCount(0);

  await page.goto(`${ADMINS}?name=查无此人`);
  await expect(table(page).getByText('暂无数据')).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(pager(page)).toContainText('共 0 条');
});

test('the pinned 操作 column casts an edge shadow while columns scroll under it; the header stays on top', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  await page.goto(ADMINS);
  await loaded(page);
  const box = table(page).locator('xpath=..');
  const actions = table(page).getByRole('columnheader', { name: '操作' });
  const shadow = () => actions.evaluate((el) => getComputedStyle(el).boxShadow);
  // Columns are at their readable widths, so the table is wider than its box and scrolls.
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(box).toHaveAttribute('data-pinned-shadow', '');
  expect(await shadow()).not.toBe('none');

  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: 300 }));
  await expect(box).not.toHaveAttribute('data-pinned-shadow');
  await expect.poll(shadow).toBe('none');
  await expect(table(page).getByRole('columnheader', { name: '创建时间' })).toBeInViewport();
  // Sticky header: still at the top of the box after scrolling down.
  const [boxTop, headTop] = await Promise.all([box.evaluate((el) => el.getBoundingClientRect().top), actions.evaluate((el) => el.getBoundingClientRect().top)]);
  expect(Math.abs(headTop - boxTop)).toBeLessThan(3);

  await box.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(box).toHaveAttribute('data-pinned-shadow', '');
});

test('the page-size box shows 1000条/页 whole', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMINS}?pageSize=1000`);
  const size = pager(page).getByRole('combobox', { name: '每页条数' });
  await expect(size).toHaveText('1000条/页');
  const text = size.locator('[data-slot="select-value"]');
  const fits = await text.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
});

test('导出选中 exports just the selected rows (by ids); 导出全部 the current filters', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMINS}?status=1`);
  await loaded(page);
  const ids = [await dataRow(page, 0).locator('td').nth(1).textContent(), await dataRow(page, 2).locator('td').nth(1).textContent()];
  await table(page).getByRole('checkbox', { name: '选择第 1 行' }).check();
  await table(page).getByRole('checkbox', { name: '选择第 3 行' }).check();

  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.getByRole('menuitem', { name: '导出全部（按当前筛选）' })).toBeVisible();
  const request = page.waitForRequest((r) => r.url().includes('/api/bms/system/admin/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '导出选中（2 条）' }).click();
  const sent = new URL((await request).url());
  expect(sent.searchParams.getAll('ids')).toEqual(ids);
  expect(sent.searchParams.has('status')).toBe(false);
  const book = XLSX.read(await readFile(await (await download).path()), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? '']!, { header: 1 });
  expect(sheet.slice(1).map((r) => String(r[0]))).toEqual(ids);

  await page.getByRole('button', { name: '导出' }).click();
  const all = page.waitForRequest((r) => r.url().includes('/api/bms/system/admin/export'));
  await page.getByRole('menuitem', { name: '导出全部（按当前筛选）' }).click();
  const allUrl = new URL((await all).url());
  expect(allUrl.searchParams.get('status')).toBe('1');
  expect(allUrl.searchParams.has('ids')).toBe(false);
});

test('action dialogs name the record and toasts say what happened', async ({ page }) => {
  await signIn(page);
  await page.goto(ADMINS);
  await loaded(page);
  const nameIndex = await columnIndex(page, '姓名');
  const statusIndex = await columnIndex(page, '状态');
  const first = dataRow(page, 0);
  const id = (await first.locator('td').nth(1).textContent()) ?? '';
  const name = (await first.locator('td').nth(nameIndex).textContent()) ?? '';
  const verb = (await first.locator('td').nth(statusIndex).textContent()) === '启用' ? '禁用' : '启用';

  await first.getByRole('button', { name: verb, exact: true }).click();
  const toggle = page.getByRole('alertdialog', { name: `${verb}管理员「${name}」？` });
  await expect(toggle).toContainText(`确定要${verb}吗？`);
  await toggle.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已${verb}`, { exact: true })).toBeVisible();

  await first.getByRole('button', { name: '删除', exact: true }).click();
  const remove = page.getByRole('alertdialog', { name: `删除管理员「${name}」？` });
  await expect(remove).toContainText('确定要删除吗？');
  await remove.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已删除', { exact: true })).toBeVisible();
  await expect(table(page).locator('tbody tr td:nth-child(2)').getByText(id, { exact: true })).toHaveCount(0);
});

test('开始导入 is off once the file is imported, until another file is chosen; the dialog offers 完成', async ({ page }) => {
  await signIn(page);
  await page.goto(ADMINS);
  await loaded(page);
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入管理员' });
  const start = dialog.getByRole('button', { name: '开始导入' });
  const rows = [
    ['账号', '姓名', '手机号', '部门', '岗位'],
    ['imp.once', '导入一次', '13900000021', 1, ''],
  ];
  await dialog.getByLabel('导入文件').setInputFiles({ name: '名单.xlsx', mimeType: 'application/octet-stream', buffer: workbook(rows) });
  await start.click();
  await expect(dialog.getByRole('region', { name: '导入结果' })).toContainText('共 1 行，成功 1 行，失败 0 行');
  await expect(start).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible();

  await dialog.getByLabel('导入文件').setInputFiles({ name: '名单二.xlsx', mimeType: 'application/octet-stream', buffer: workbook(rows) });
  await expect(start).toBeEnabled();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
});
