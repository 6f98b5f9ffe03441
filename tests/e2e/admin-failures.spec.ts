import { expect, test } from './support/fixtures';

test.use({ signedIn: 'admin' });

/** What a browser or library says in English when a call fails; none of it may reach the screen. */
const ENGLISH_ERROR = /Failed to fetch|NetworkError|Load failed|Bad Gateway|Internal Server Error|Service Unavailable|TypeError|Error:/;

for (const { scenario, message } of [
  { scenario: '502', message: '服务器正在部署中，请稍后再试' },
  { scenario: 'network', message: '网络连接失败，请检查网络后重试' },
]) {
  test(`with every call failing (${scenario}), the back office says what failed in zh-CN, once, and never claims there is nothing`, async ({ page }) => {
    // The fault is switched on by link, as testers share it; it holds for the tab.
    await page.goto(`/admin?mock-scenario=${scenario}`);
    const todos = page.getByRole('region', { name: '我的待办' });
    await expect(todos.getByRole('alert')).toContainText('待办数量加载失败');
    await expect(todos.getByRole('alert')).toContainText(message);
    await expect(todos.getByRole('button', { name: '重试' })).toBeVisible();
    // However many calls failed the same way, one toast says so.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toHaveCount(1);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_ERROR);

    await page.goto('/admin/bms/system/admin');
    const table = page.getByRole('table', { name: '管理员列表' });
    await expect(table.getByRole('alert')).toContainText('管理员列表加载失败');
    await expect(table.getByRole('alert')).toContainText(message);
    await expect(table).not.toContainText('暂无数据');
    await expect(page.getByRole('navigation', { name: '分页' })).not.toContainText('共 0 条');
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_ERROR);
  });
}
