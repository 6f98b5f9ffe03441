import { expect, test, type Page } from '@playwright/test';

/** Calls the app's own origin from inside the page, so the embedded MSW worker answers. */
async function api(page: Page, path: string, init?: { method: string; form?: Record<string, string> }) {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.init?.method ?? 'GET',
        headers: call.init?.form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        body: call.init?.form ? new URLSearchParams(call.init.form) : undefined,
      });
      return (await response.json()) as { code: number; msg: string; data?: { total?: number; pageList?: { name: string }[] } };
    },
    { path, init },
  );
}

const LIST = '/api/bms/system/admin/list?pageNum=1&pageSize=1000';

test('data changes survive a reload, and the reset control restores the seed', async ({ page }) => {
  await page.goto('/admin/login');
  // The testers' panel appears once the mock worker answers (the page itself renders before that).
  await expect(page.getByRole('button', { name: '模拟后端' })).toBeVisible();
  const seeded = (await api(page, LIST)).data?.total ?? 0;
  const saved = await api(page, '/api/bms/system/admin/save', {
    method: 'POST',
    form: { account: 'e2e.user', name: '测试员工', phone: '13911112222', departmentId: '2' },
  });
  expect(saved.code).toBe(0);
  expect((await api(page, LIST)).data?.total).toBe(seeded + 1);

  await page.reload();
  await expect(page.getByRole('button', { name: '模拟后端' })).toBeVisible();
  const afterReload = await api(page, LIST);
  expect(afterReload.data?.total).toBe(seeded + 1);
  expect(afterReload.data?.pageList?.[0]?.name).toBe('测试员工');

  // 重置模拟数据 wipes every change: it asks first, and 取消 keeps them.
  await page.getByRole('button', { name: '模拟后端' }).click();
  await page.getByRole('dialog', { name: '模拟后端' }).getByRole('button', { name: '重置模拟数据' }).click();
  const confirm = page.getByRole('alertdialog', { name: '重置模拟数据' });
  await expect(confirm).toContainText('所有新增、修改和删除都会丢失');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await api(page, LIST)).data?.total).toBe(seeded + 1);

  await page.getByRole('dialog', { name: '模拟后端' }).getByRole('button', { name: '重置模拟数据' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await page.waitForEvent('load');
  await expect(page.getByRole('button', { name: '模拟后端' })).toBeVisible();
  expect((await api(page, LIST)).data?.total).toBe(seeded);
});

const scenarios = [
  { scenario: '502', toast: '服务器正在部署中，请稍后再试' },
  { scenario: 'error', toast: '模拟的业务错误' },
  { scenario: 'network', toast: '网络连接失败' },
  { scenario: 'non-json', toast: '服务器返回了无法识别的数据' },
] as const;

for (const { scenario, toast } of scenarios) {
  test(`scenario ${scenario} from the URL: the §8 message, the typed input kept, no overlay left open`, async ({ page }) => {
    await page.goto(`/admin/login?mock-scenario=${scenario}&mock-endpoint=/api/bms/system/admin/signIn`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(toast).first()).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page.getByLabel('账号')).toHaveValue('admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
}

test('scenario expired (100000004) rejects without an error toast', async ({ page }) => {
  await page.goto('/admin/login?mock-scenario=expired&mock-endpoint=/api/bms/system/admin/signIn');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  const answer = page.waitForResponse((r) => r.url().includes('/signIn'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  expect(await (await answer).json()).toMatchObject({ code: 100000004 });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('scenario slow: the overlay shows while the call is pending and closes after', async ({ page }) => {
  await page.goto('/admin/login?mock-scenario=slow&mock-latency=1500&mock-endpoint=/api/bms/system/admin/signIn');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});

test('the testers panel switches a scenario for one endpoint', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '模拟后端' }).click();
  const dialog = page.getByRole('dialog', { name: '模拟后端' });
  await dialog.getByRole('combobox', { name: '故障场景' }).click();
  await page.getByRole('option', { name: 'HTTP 502（服务器部署中）' }).click();
  await dialog.getByLabel('仅限接口（留空为全部）').fill('/api/bms/system/admin/signIn');
  await dialog.getByRole('button', { name: '应用' }).click();
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('服务器正在部署中，请稍后再试').first()).toBeVisible();
  expect((await api(page, LIST)).code).toBe(0);
});
