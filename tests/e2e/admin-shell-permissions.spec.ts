import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, account: string) {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: '后台菜单' });

test('an admissions consultant sees only the promote area (and the approvals everyone has) in the sidebar', async ({ page }) => {
  await signIn(page, 'zhaosheng');
  await expect(page.getByRole('banner')).toContainText('李招生');
  await expect(page.getByRole('banner')).toContainText('招生一部');
  // The areas are the collapsible buttons; personal screens (own to-dos) are plain links.
  await expect(menu(page).getByRole('button')).toHaveText(['招生推广', '系统管理']);
  await menu(page).getByRole('button', { name: '招生推广' }).click();
  await expect(menu(page).getByRole('link', { name: '招生线索' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '管理员' })).toHaveCount(0);
  await menu(page).getByRole('button', { name: '系统管理' }).click();
  // Of 系统管理, only one's approvals (every position submits and answers them).
  await expect(menu(page).getByRole('link', { name: '审批流程' })).toBeVisible();
  const links = await menu(page).getByRole('link').allTextContents();
  expect(links.slice(0, 2)).toEqual(['工作台', '待办事项']);
  // 工作台, 待办事项, the 24 promote screens and 审批流程.
  expect(links.length).toBe(2 + 24 + 1);
});

test('the command palette offers an admissions consultant only what they may open', async ({ page }) => {
  await signIn(page, 'zhaosheng');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: '搜索功能' });
  const input = palette.getByRole('combobox', { name: '搜索功能' });
  await input.fill('gly');
  await expect(palette.getByText('未找到匹配的功能')).toBeVisible();
  await input.fill('系统管理');
  await expect(palette.getByRole('option')).toHaveText([/审批流程/]);
  await input.fill('线索');
  await expect(palette.getByRole('option').first()).toContainText('线索');
  for (const option of await palette.getByRole('option').allTextContents()) expect(option).toContain('招生推广');
});

test('buttons follow the position: no import or delete without those keys', async ({ page }) => {
  await signIn(page, 'zhaosheng');
  await page.goto('/admin/ums/promote/feeRecord');
  await expect(page.getByRole('button', { name: '新增' })).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  await expect(page.getByRole('button', { name: '导入' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
});

test('a deep link to a screen the position does not grant is refused, not shown', async ({ page }) => {
  await signIn(page, 'zhaosheng');
  await page.goto('/admin/bms/system/admin');
  await expect(page.getByRole('heading', { name: '无权访问“管理员”' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: '返回工作台' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('统计看板 is refused to a position that may read none of its reports', async ({ page }) => {
  await signIn(page, 'zhaosheng');
  await page.goto('/admin/bms/statistics');
  await expect(page.getByRole('heading', { name: '无权访问“统计看板”' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '统计看板', exact: true })).toHaveCount(0);
});

test('a super administrator sees every area', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(menu(page).getByRole('button')).toHaveText([
    '招生推广',
    '招生活动',
    '继续教育',
    '人事管理',
    '统计与目标',
    '企业客户',
    '用户中心',
    '内容管理',
    '资产管理',
    '心理测评',
    '扩展功能',
    '开发工具',
    '系统管理',
  ]);
});

test('signing in as someone else never shows the previous grants', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await signIn(page, 'zhaosheng');
  await expect(menu(page).getByRole('button')).toHaveText(['招生推广', '系统管理']);
});
