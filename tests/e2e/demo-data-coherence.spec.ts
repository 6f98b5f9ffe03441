import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 41, coherent demo data as staff meet it: the workbench, the 统计看板's trend and the 招生线索
 * list count the same enrolments of the current intake; ID-card numbers are masked in lists and
 * exports and shown one at a time on demand to a super administrator; images show as images.
 */
test.use({ signedIn: 'admin' });

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });

test('the workbench, the enrolment trend and the 招生线索 list count the same enrolments of the current intake', async ({ page }) => {
  await page.goto('/admin');
  const headline = page.getByRole('region', { name: /招生概况$/ });
  const title = (await headline.getByRole('heading').textContent()) ?? '';
  const season = title.replace('招生概况', '').trim();
  const figure = headline
    .locator('div')
    .filter({ has: page.getByText('报名', { exact: true }) })
    .locator('dd');
  await expect(figure).toHaveText(/^[\d,]+$/);
  const enrolled = Number((await figure.textContent())?.replace(/\D/g, ''));
  expect(enrolled).toBeGreaterThan(0);

  await headline.getByRole('link', { name: '查看统计看板' }).click();
  await expect(page).toHaveURL(/batch=(20\d{2}(03|09))/);
  const batch = /batch=(\d{6})/.exec(page.url())?.[1];
  await page.getByRole('button', { name: '查看数据：各批次报名趋势' }).click();
  const trend = page.getByRole('dialog', { name: '各批次报名趋势' });
  await expect(
    trend
      .getByRole('row', { name: new RegExp(`^${season}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText(`${enrolled.toLocaleString('zh-CN')} 人`);
  await page.keyboard.press('Escape');

  await page.goto(`/admin/ums/promote/admissionsClue?batch=${batch}&status=5`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${enrolled} 条`);
});

test('images show as images, never as base64 text: 实名认证’s ID-card photos, 意见反馈’s screenshots, 班主任’s QR code', async ({ page }) => {
  for (const { screen, image } of [
    { screen: '/admin/ums/user/realName', image: '身份证人像面' },
    { screen: '/admin/bms/develop/feedback', image: /^截图/ },
    { screen: '/admin/bms/cont/headTeacher', image: '微信二维码' },
  ]) {
    await page.goto(screen);
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    await expect(table(page).getByRole('img', { name: image }).first()).toBeVisible();
    await expect(table(page)).not.toContainText('base64');
  }
});

test('ID-card numbers are masked in a list and its export; a super administrator shows one on demand', async ({ page }) => {
  await page.goto('/admin/ums/user/realName');
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const row = table(page).getByRole('row').nth(1);
  const masked = row.getByText(/^\d{6}\*{8}[\dX]{4}$/);
  await expect(masked).toBeVisible();
  const shown = (await masked.textContent()) ?? '';
  await expect(table(page)).not.toContainText(/\d{17}[\dX]/);

  // 显示, by keyboard: the number whole, in this row only; 隐藏 masks it again.
  await row.getByRole('button', { name: '显示身份证号' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText(new RegExp(`^${shown.slice(0, 6)}\\d{8}${shown.slice(-4)}$`))).toBeVisible();
  await expect(table(page).getByText(/^\d{17}[\dX]$/)).toHaveCount(1);
  await row.getByRole('button', { name: '隐藏身份证号' }).click();
  await expect(row.getByText(shown)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^导出/ }).first().click();
  const book = XLSX.read(readFileSync(await (await downloading).path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
  const column = rows[0]?.indexOf('身份证号') ?? -1;
  expect(column).toBeGreaterThanOrEqual(0);
  expect(rows.length).toBeGreaterThan(1);
  for (const cells of rows.slice(1)) expect(String(cells[column])).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
});
