import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { columnTitles } from './support/table';

/**
 * A resource's refinement file (src/admin/refinements/<resourceKey>.tsx) reaches the built screen:
 * 审批流程 reads as staff read an approval; a resource without one keeps its spec order.
 */
test.use({ signedIn: 'admin' });

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const headers = async (page: Page) => (await columnTitles(table(page))).filter((t) => t !== '' && t !== '操作');

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
}

test('审批流程 shows the refined columns, status badges and filter order', async ({ page }) => {
  await open(page, '/admin/bms/system/approvalFlow');
  const shown = await headers(page);
  expect(shown.slice(0, 5)).toEqual(['标题', '审批业务', '申请人', '部门', '审核状态']);
  expect(shown).not.toContain('业务单据ID');
  expect(shown).not.toContain('当前层级');
  // The status is a badge (the refinement's cell), with the spec's label.
  const statusCell = table(page)
    .locator('tbody tr:not([aria-hidden])')
    .first()
    .locator('td')
    .nth(shown.indexOf('审核状态') + 1); // + the selection column
  await expect(statusCell.locator('span.rounded-full')).toHaveText(/^(待审核|已通过|已驳回|已撤回)$/);
  const filters = page.getByRole('search', { name: '筛选' });
  await expect(filters.locator('label').first()).toHaveText('审核状态');
  await expect(filters.locator('label').nth(1)).toHaveText('范围');
  // Gone from 列设置 too: a refinement's hidden column is not one staff can bring back by mistake.
  await page.getByRole('button', { name: /列设置/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: '标题' })).toBeVisible();
  await expect(page.getByRole('menuitemcheckbox', { name: '当前层级' })).toHaveCount(0);
});

test("a resource without a refinement keeps its spec's column order", async ({ page }) => {
  await open(page, '/admin/bms/system/admin');
  const shown = await headers(page);
  // The spec's order of the admin list (ID, 账号, 姓名, 手机号 …): nothing moved it.
  expect(shown.indexOf('账号')).toBeLessThan(shown.indexOf('姓名'));
  expect(shown.indexOf('姓名')).toBeLessThan(shown.indexOf('手机号'));
  expect(shown[0]).toBe('ID');
});
