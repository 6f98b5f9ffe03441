import { expect, test } from '@playwright/test';

test('anonymous /admin goes to sign-in, and the demo account reaches the back-office shell', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /欢迎回来，系统管理员/ })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('总部');
});

test('a wrong password keeps what was typed and says why', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('wrong');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page.getByLabel('账号')).toHaveValue('admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('empty fields show the spec messages', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('sign-out asks for confirmation and returns to sign-in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('确定要退出登录吗？');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});
