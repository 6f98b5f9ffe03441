import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The operations screens on the built app and its mock backend, signed in as admin. Each test has a
 * fresh browser context, so the mock store starts from its seed: repeatable without a reset.
 */
test.use({ signedIn: 'admin' });

const cacheRow = (page: Page, name: string) => page.getByRole('table', { name: '统计数据缓存列表' }).getByRole('row', { name: new RegExp(`^${name}`) });

test('统计数据缓存: 全部刷新 shows its progress and ends with new times', async ({ page }) => {
  await page.goto('/admin/bms/statistics/dataCache');
  const enroll = cacheRow(page, '报名统计');
  await expect(enroll).toContainText('系统定时任务');
  const before = (await enroll.locator('td').first().textContent()) ?? '';
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await page.getByRole('button', { name: '全部刷新' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '10');
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByText('全部刷新完成')).toBeVisible();
  await expect(page.getByText('已完成 10 / 10')).toBeVisible();

  // Every report has a new time, taken by the one who asked.
  await expect(enroll).toContainText('系统管理员');
  expect(await enroll.locator('td').first().textContent()).not.toBe(before);
  await expect(page.getByRole('table', { name: '统计数据缓存列表' }).getByText('系统定时任务')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部刷新' })).toBeEnabled();
});

test('钉钉同步: the outcome shows after the run and is still there after a reload', async ({ page }) => {
  await page.goto('/admin/bms/extension/dingTalk');
  await expect(page.getByText('本机还没有同步记录。同步完成后，结果会显示在这里。')).toBeVisible();
  await page.getByRole('radio', { name: '员工' }).check();
  await page.getByRole('button', { name: '开始同步' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('将从钉钉拉取「员工」');
  await dialog.getByRole('button', { name: '确定' }).click();

  const results = page.getByRole('table', { name: '各同步内容的上次同步结果' });
  const row = results.getByRole('row', { name: /^员工/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('系统管理员');
  const text = (await row.textContent()) ?? '';
  expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: '开始同步' })).toBeEnabled();

  await page.reload();
  await expect(results.getByRole('row', { name: /^员工/ })).toHaveText(text);
});

test('看板缓存数据: the snapshot shows figures, and its parameters survive a reload', async ({ page }) => {
  await page.goto('/admin/bms/page');
  const params = page.getByRole('search', { name: '看板参数' });
  await expect(params.getByRole('radio', { name: '今日' })).toBeChecked();
  await params.getByText('本周').click();
  const department = params.getByRole('combobox', { name: '部门' });
  await department.click();
  await page.getByRole('searchbox', { name: '搜索部门' }).fill('招生一部');
  await page.getByRole('tree', { name: '部门' }).getByRole('treeitem', { name: '招生一部', exact: true }).click();
  await expect(page).toHaveURL(/range=2/);
  await expect(page).toHaveURL(/departmentId=2(&|$)/);

  const figures = async () => {
    await expect(page.getByText('报名人数', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^快照时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole('table', { name: '每日趋势' }).getByRole('row')).toHaveCount(8);
    await expect(page.getByRole('table', { name: '部门排行' })).toBeVisible();
  };
  await figures();

  await page.reload();
  await expect(params.getByRole('radio', { name: '本周' })).toBeChecked();
  await expect(department).toHaveText('招生一部');
  await figures();
});

test('BI 页面: a board opens in a sandboxed frame inside the back office, and stays open on reload', async ({ page }) => {
  // The BI host is not reachable from the test machine: it answers with a page of its own here.
  await page.route('https://bi.edu-services.cn/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>BI</title><h1>招生总览（BI）</h1>' }),
  );
  await page.goto('/admin/bms/statistics/biPage');
  const table = page.getByRole('table', { name: 'BI 页面列表' });
  const row = table.getByRole('row', { name: /招生总览/ });
  await row.getByRole('button', { name: '打开看板', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/bms\/statistics\/biPage\?board=\d+$/);
  const frame = page.getByTitle('招生总览（看板）');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(frame).toHaveAttribute('src', /^https:\/\/bi\.edu-services\.cn\//);
  await expect(page.frameLocator('iframe[title="招生总览（看板）"]').getByRole('heading', { name: '招生总览（BI）' })).toBeVisible();
  await expect(frame).toHaveAttribute('aria-busy', 'false');
  // Inside the back office: its sidebar and header are still there.
  await expect(page.getByRole('heading', { name: 'BI 页面', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByTitle('招生总览（看板）')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(table).toBeVisible();
});
