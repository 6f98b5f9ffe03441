import { expect, test } from './support/fixtures';

/**
 * 工作台: each to-do count opens the 待办 list filtered to exactly what it counts, so the number on the
 * card is the list's total; the intake's headline figures lead to 统计看板.
 */
test.use({ signedIn: 'admin' });

for (const { label, filter } of [
  { label: '未处理', filter: /status=0/ },
  { label: '待审批', filter: /type=1.*status=0|status=0.*type=1/ },
  { label: '已逾期', filter: /overdue=true/ },
]) {
  test(`the ${label} count is a link to the 待办 list filtered to it, whose total is that count`, async ({ page }) => {
    await page.goto('/admin');
    const link = page.getByRole('region', { name: '我的待办' }).getByRole('link', { name: new RegExp(`^${label}\\s*\\d+$`) });
    await expect(link).toBeVisible();
    const count = Number((await link.textContent())?.replace(/\D/g, ''));
    await link.click();
    await expect(page).toHaveURL(filter);
    await expect(page.getByRole('heading', { name: '待办事项', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: '待办事项列表' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${count} 条`);
  });
}

test('the headline figures of the current intake lead to 统计看板 for that batch', async ({ page }) => {
  await page.goto('/admin');
  const headline = page.getByRole('region', { name: /招生概况$/ });
  await expect(headline.getByText('线索', { exact: true })).toBeVisible();
  await expect(headline.locator('dd').first()).toHaveText(/^[\d,]+$/);
  await headline.getByRole('link', { name: '查看统计看板' }).click();
  await expect(page).toHaveURL(/\/admin\/bms\/statistics\?batch=20\d{2}(03|09)/);
  await expect(page.getByRole('heading', { name: '统计看板', level: 1 })).toBeVisible();
});
