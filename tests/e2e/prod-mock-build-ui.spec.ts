import { expect, test } from '@playwright/test';

// The counterpart of real-api-no-mock-ui.spec.ts: the mock build (a production build in mode mock,
// what testers use) keeps the demo-account hints and the testers' panel that the deployed build drops.
test('the mock build shows the demo accounts and the testers’ panel', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByText(/演示环境：账号 admin（超级管理员）、zhaosheng、zhaosheng2（招生顾问）或 jiaowu（教务专员），密码均为 123456/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^模拟后端/ })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByText('演示账号 13900000000 / 123456')).toBeVisible();
});
