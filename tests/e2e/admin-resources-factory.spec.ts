import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { columnIndexIn } from './support/table';

const ADMINS = '/admin/bms/system/admin';

test.use({ signedIn: 'admin' });

async function openList(page: Page, path = ADMINS) {
  await page.goto(path);
  // Loaded: placeholder rows are gone and real ones are there.
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const column = (page: Page, title: string) => columnIndexIn(table(page), title);

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('server pagination: total, page size 1000 in the URL, virtualised rows', async ({ page }) => {
  await openList(page);
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText(/共 \d+ 条/);
  const total = Number(/共 (\d+) 条/.exec((await pager.textContent()) ?? '')?.[1]);
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/pageNum=2/);
  await pager.getByRole('combobox', { name: '每页条数' }).click();
  await page.getByRole('option', { name: '1000条/页' }).click();
  await expect(page).toHaveURL(/pageSize=1000/);
  await expect(page).not.toHaveURL(/pageNum=/);
  // Only the rows on screen are in the DOM, however many the page holds.
  const rendered = await table(page).locator('tbody tr:not([aria-hidden])').count();
  expect(total).toBeGreaterThan(60);
  expect(rendered).toBeLessThan(60);
  await page.reload();
  await expect(pager.getByRole('combobox', { name: '每页条数' })).toHaveText('1000条/页');
});

test('a page change shows at once and the URL follows; leaving right away does not bring the list back', async ({ page }) => {
  await openList(page);
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await pager.getByRole('button', { name: '第 3 页' }).click();
  await expect(pager.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/pageNum=3/);
  // A change, then another screen in the same moment (one task, before the URL could follow): the
  // change's pending URL update must not navigate back to the list.
  await page.evaluate(() => {
    const pageButton = document.querySelector<HTMLButtonElement>('nav[aria-label="分页"] button[aria-label="第 2 页"]');
    const home = document.querySelector<HTMLAnchorElement>('nav[aria-label="面包屑"] a');
    if (!pageButton || !home) throw new Error('pager or breadcrumb link missing');
    pageButton.click();
    home.click();
  });
  await expect(page).toHaveURL(/\/admin\/?$/);
  // The list writes its URL when the browser is next idle (capped): after two idle periods any such
  // write would have happened, and it must not have brought the list back.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), { timeout: 1000 })));
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('filters live in the URL and a link reproduces the view', async ({ page }) => {
  await openList(page);
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '禁用' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=0/);
  const statusIndex = await column(page, '状态');
  const cells = table(page).locator(`tbody tr:not([aria-hidden]) td:nth-child(${statusIndex + 1})`);
  await expect(cells.first()).toHaveText('禁用');
  expect(new Set(await cells.allTextContents())).toEqual(new Set(['禁用']));
  await page.goto(page.url());
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('禁用');
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page).not.toHaveURL(/status=/);
});

test('create validates with zh-CN messages, keeps input, then adds the row; edit and remove follow', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增管理员' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('账号不能为空')).toBeVisible();
  // A new account needs its initial password (it signs in with it).
  await expect(dialog.getByText('请输入初始密码')).toBeVisible();
  await dialog.getByLabel('账号').fill('e2e.factory');
  await dialog.getByLabel('姓名').fill('工厂测试');
  await dialog.getByLabel('手机号').fill('123');
  // 部门 is a reference (x-ref): picked from the department tree, not typed as an id.
  await dialog.getByRole('combobox', { name: '部门' }).click();
  await page.getByRole('tree', { name: '部门' }).getByRole('treeitem', { name: '招生二部', exact: true }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();
  await expect(dialog.getByLabel('姓名')).toHaveValue('工厂测试');
  await dialog.getByLabel('手机号').fill('13966668888');
  await dialog.getByLabel('初始密码').fill('Factory#1');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('姓名', { exact: true }).fill('工厂测试');
  await page.getByRole('button', { name: '查询' }).click();
  const row = table(page).getByRole('row', { name: /工厂测试/ });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑管理员' });
  await expect(edit.getByLabel('账号')).toHaveValue('e2e.factory');
  await edit.getByLabel('姓名').fill('工厂测试改');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(table(page).getByRole('row', { name: /工厂测试改/ })).toHaveCount(1);

  await table(page)
    .getByRole('row', { name: /工厂测试改/ })
    .getByRole('button', { name: '删除' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '删除管理员「工厂测试改」？' });
  await expect(confirm).toContainText('确定要删除吗？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已删除', { exact: true })).toBeVisible();
  await expect(table(page).getByRole('row', { name: /工厂测试改/ })).toHaveCount(0);
});

test('enable/disable toggles the status a row shows', async ({ page }) => {
  await openList(page);
  const first = table(page).locator('tbody tr:not([aria-hidden])').first();
  const statusIndex = await column(page, '状态');
  const before = await first.locator('td').nth(statusIndex).textContent();
  const id = await first.locator('td').nth(1).textContent();
  await first.getByRole('button', { name: before === '启用' ? '禁用' : '启用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const same = table(page).locator('tbody tr', { has: page.locator(`td:nth-child(2):text-is("${id}")`) });
  await expect(same.locator('td').nth(statusIndex)).toHaveText(before === '启用' ? '禁用' : '启用');
});

test('export and template download .xlsx files named by the server', async ({ page }) => {
  await openList(page);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await exported).suggestedFilename()).toBe('管理员.xlsx');
  const mould = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  expect((await mould).suggestedFilename()).toBe('管理员导入模板.xlsx');
});

test('upload checks the file type first, then shows the per-row result', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入管理员' });
  await dialog.getByLabel('导入文件').setInputFiles({ name: '名单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('x') });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('文件格式不正确')).toBeVisible();
  const rows = [
    ['账号', '姓名', '手机号', '部门', '岗位'],
    ['imp1', '导入一', '13900000011', 1, ''],
    ['imp2', '导入二', 'bad', 1, ''],
    ['imp3', '', '13900000013', 1, ''],
  ];
  await dialog.getByLabel('导入文件').setInputFiles({ name: '名单.xlsx', mimeType: 'application/octet-stream', buffer: workbook(rows) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  const result = dialog.getByRole('region', { name: '导入结果' });
  await expect(result).toContainText('共 3 行，成功 1 行，失败 2 行');
  await expect(result.getByRole('row')).toHaveCount(3);
  await expect(result).toContainText('手机号格式不正确');
  await expect(result).toContainText('姓名不能为空');
});

test('hidden columns are remembered per user', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('menuitemcheckbox', { name: '手机号' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('columnheader', { name: '手机号' })).toHaveCount(0);
  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: '账号' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: '手机号' })).toHaveCount(0);
});

test('a named action with its own form (approval audit) changes the status the list shows', async ({ page }) => {
  await openList(page, '/admin/bms/system/approvalFlow');
  // 审核 is offered on pending records only (x-states): take the first one.
  const statusIndex = await column(page, '审核状态');
  const statuses = (
    await table(page)
      .locator(`tbody tr:not([aria-hidden]) td:nth-child(${statusIndex + 1})`)
      .allTextContents()
  ).map((t) => t.trim());
  expect(statuses).toContain('待审核');
  const first = table(page).locator('tbody tr:not([aria-hidden])').nth(statuses.indexOf('待审核'));
  await first.getByRole('button', { name: /更多操作/ }).click();
  // 审核 where the super administrator is its current approver, else 越权审核 (x-effects actor).
  await page.getByRole('menuitem', { name: /审核$/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option', { name: '驳回' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/成功/).first()).toBeVisible();
  await expect(first).toContainText('已驳回');
});
