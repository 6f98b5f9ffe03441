import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { columnIndexIn } from './support/table';

/**
 * Relations (x-ref) on a real screen, 管理员 under 系统管理: staff pick a department from the
 * department tree by typing part of its name (no id to know), the saved row shows the department's
 * name, and the list filters by a department picked the same way.
 */
test.use({ signedIn: 'admin' });

const ADMINS = '/admin/bms/system/admin';
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const loaded = async (page: Page) => {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
};
const rows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])');
const columnIndex = (page: Page, title: string) => columnIndexIn(table(page), title);

async function openAdmins(page: Page, search = '') {
  await page.goto(ADMINS + search);
  await loaded(page);
}

test('create: the department is picked by typing part of its name, and the new row shows its name', async ({ page }) => {
  await openAdmins(page);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增管理员' });
  await dialog.getByLabel('账号').fill('e2e.relation');
  await dialog.getByLabel('姓名').fill('关联测试员');
  await dialog.getByLabel('手机号').fill('13977776666');

  const department = dialog.getByRole('combobox', { name: '部门' });
  await expect(department).toHaveText('请选择部门');
  // No box to type an id in.
  await expect(dialog.getByRole('textbox', { name: '部门' })).toHaveCount(0);
  await department.click();
  await page.getByRole('searchbox', { name: '搜索部门' }).fill('二部一');
  const tree = page.getByRole('tree', { name: '部门' });
  // The match is shown where it sits: under 总部 › 招生二部.
  await expect(tree.getByRole('treeitem')).toHaveText(['总部', '招生二部', '招生二部一组']);
  await tree.getByRole('treeitem', { name: '招生二部', exact: true }).click();
  await expect(department).toHaveText('招生二部');

  // 岗位 is a list picker of the chosen department's positions: searched by the typed words, chosen by keyboard.
  await dialog.getByRole('combobox', { name: '岗位' }).click();
  await page.getByRole('combobox', { name: '搜索岗位' }).fill('部门经理');
  await expect(page.getByRole('listbox', { name: '岗位' }).getByRole('option')).toHaveText(['部门经理']);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: '岗位' })).toHaveText('部门经理');
  await dialog.getByLabel('初始密码').fill('Rel#2026');

  const saved = page.waitForRequest((request) => request.url().includes('/api/bms/system/admin/save'));
  await dialog.getByRole('button', { name: '确定' }).click();
  // The id goes, as a number box sent it.
  expect((await saved).postData()).toContain('departmentId=3');
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: '姓名' }).fill('关联测试员');
  await page.getByRole('button', { name: '查询' }).click();
  const row = table(page).getByRole('row', { name: /关联测试员/ });
  await expect(row).toHaveCount(1);
  const index = await columnIndex(page, '部门');
  expect(index).toBeGreaterThan(0);
  await expect(row.locator('td').nth(index)).toHaveText('招生二部');
  // The table shows the department by name; no column of department ids.
  expect(await table(page).getByRole('columnheader').allTextContents()).not.toContain('部门ID');
});

test('filter: the list is filtered by a department picked in the filter form, and a link keeps it', async ({ page }) => {
  await openAdmins(page);
  const filter = page.getByRole('search', { name: '筛选' }).getByRole('combobox', { name: '部门' });
  await filter.click();
  await page.getByRole('searchbox', { name: '搜索部门' }).fill('招生一部');
  await page.getByRole('tree', { name: '部门' }).getByRole('treeitem', { name: '招生一部', exact: true }).click();
  await expect(filter).toHaveText('招生一部');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/departmentId=2(&|$)/);
  await loaded(page);
  const index = await columnIndex(page, '部门');
  const cells = rows(page).locator(`td:nth-child(${index + 1})`);
  await expect(cells.first()).toHaveText('招生一部');
  expect(new Set(await cells.allTextContents())).toEqual(new Set(['招生一部']));

  // Opened from the link, the filter shows the department's name (looked up), not its id.
  await page.goto(page.url());
  await expect(page.getByRole('search', { name: '筛选' }).getByRole('combobox', { name: '部门' })).toHaveText('招生一部');
  await page.getByRole('button', { name: '清除部门' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).not.toHaveURL(/departmentId=/);
});
