import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
});

const MD5_123456 = 'e10adc3949ba59abbe56e057f20f883e';

test('switching department updates the header and the stored session', async ({ page }) => {
  await page.getByRole('button', { name: /切换部门/ }).click();
  await page.getByRole('menuitemradio', { name: '财务部' }).click();
  await expect(page.getByText('已切换到财务部')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('财务部');
  await expect(page.getByRole('heading', { name: /欢迎回来/ }).locator('..')).toContainText('财务部');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('eduweb_userInfo_1') ?? '{}') as { departmentName?: string });
  expect(stored.departmentName).toBe('财务部');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('财务部');
  await page.getByRole('button', { name: /切换部门/ }).click();
  await expect(page.getByRole('menuitemradio', { name: '财务部' })).toHaveAttribute('aria-checked', 'true');
});

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: '系统管理员' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  return page.getByRole('dialog', { name: '修改密码' });
}

test('change password validates in Chinese and sends md5 hashes', async ({ page }) => {
  const dialog = await openChangePassword(page);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入新密码')).toBeVisible();

  await dialog.getByLabel('原密码').fill('123456');
  await dialog.getByLabel(/^新密码/).fill('abc');
  await dialog.getByLabel('确认新密码').fill('abc');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('新密码长度为 6–20 位')).toBeVisible();

  await dialog.getByLabel(/^新密码/).fill('abc12345');
  await dialog.getByLabel('确认新密码').fill('abc12346');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('两次输入的新密码不一致')).toBeVisible();

  await dialog.getByLabel('确认新密码').fill('abc12345');
  const sent = page.waitForRequest((request) => request.url().includes('/api/bms/system/admin/updatePassword'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = new URLSearchParams((await sent).postData() ?? '');
  expect(body.get('oldPassword')).toBe(MD5_123456);
  expect(body.get('newPassword')).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByText('密码修改成功，下次登录请使用新密码')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a wrong old password keeps the dialog as typed', async ({ page }) => {
  const dialog = await openChangePassword(page);
  await dialog.getByLabel('原密码').fill('654321');
  await dialog.getByLabel(/^新密码/).fill('abc12345');
  await dialog.getByLabel('确认新密码').fill('abc12345');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('原密码错误')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('原密码')).toHaveValue('654321');
});

test('areas fold and unfold, and sign-out still asks first', async ({ page }) => {
  const area = page.getByRole('navigation', { name: '后台菜单' }).getByRole('button', { name: '人事管理' });
  await expect(area).toHaveAttribute('aria-expanded', 'false');
  await area.click();
  await expect(area).toHaveAttribute('aria-expanded', 'true');
  await area.click();
  await expect(area).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
