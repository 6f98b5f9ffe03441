import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Wire formats and cross-field rules on a real screen (活动, cms-activity): a date-time saved from a
 * form reaches the request as `yyyy-MM-dd HH:mm:ss` and an export shows the same; an end before its
 * start is refused naming both fields, by the form and by the (mock) backend.
 */
test.use({ signedIn: 'admin' });

const ACTIVITIES = '/admin/cms/activity/activity';

// East of Greenwich: a UTC reading of the wall-clock time (the old ISO conversion) would shift it by 8 hours.
test.use({ timezoneId: 'Asia/Shanghai' });

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });

async function openList(page: Page) {
  await page.goto(ACTIVITIES);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
}

test('a new activity: the end before its start is refused naming both; saved times go and export as yyyy-MM-dd HH:mm:ss', async ({ page }) => {
  await openList(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cms/activity/activity/save')) saves.push(request.postData() ?? '');
  });

  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增活动' });
  await dialog.getByLabel('活动标题').fill('春季招生说明会（时间格式）');
  await dialog.getByRole('combobox', { name: '活动类型' }).click();
  await page.getByRole('option', { name: '招生宣讲会' }).click();
  const start = dialog.getByLabel('开始时间');
  const end = dialog.getByLabel('结束时间');
  // Typed as staff type it (the seconds left out); each box tidies into yyyy-MM-dd HH:mm:ss when left.
  await start.fill('2026-05-01 09:30');
  await end.fill('2026-05-01 08:00');
  await dialog.getByLabel('名额').fill('50');
  await dialog.getByLabel('活动详情').fill('<p>地点：<strong>学术报告厅</strong></p>');
  await dialog.getByLabel('排序').fill('1');
  await dialog.getByRole('button', { name: '确定' }).click();

  // Refused at the end field, naming both; the dialog stays with everything typed, nothing was sent.
  await expect(end).toHaveAccessibleDescription('结束时间不能早于开始时间');
  await expect(dialog).toBeVisible();
  await expect(start).toHaveValue('2026-05-01 09:30:00');
  await expect(end).toHaveValue('2026-05-01 08:00:00');
  await expect(dialog.getByLabel('活动标题')).toHaveValue('春季招生说明会（时间格式）');
  expect(saves).toEqual([]);

  await end.fill('2026-05-01 11:45:30');
  const saved = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cms/activity/activity/save'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = new URLSearchParams((await saved).postData() ?? '');
  expect(body.get('startTime')).toBe('2026-05-01 09:30:00');
  expect(body.get('endTime')).toBe('2026-05-01 11:45:30');
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows the same wall-clock times, and an export of the record carries them unchanged.
  const row = table(page).getByRole('row').filter({ hasText: '春季招生说明会（时间格式）' });
  await expect(row).toContainText('2026-05-01 09:30:00');
  await expect(row).toContainText('2026-05-01 11:45:30');
  await row.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '导出' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '导出选中（1 条）' }).click();
  const book = XLSX.read(await readFile(await (await download).path()), { type: 'buffer' });
  const [header = [], ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? '']!, { header: 1, raw: false });
  expect(rows).toHaveLength(1);
  const cell = (title: string) => String(rows[0]?.[header.indexOf(title)]);
  expect(cell('活动标题')).toBe('春季招生说明会（时间格式）');
  expect(cell('开始时间')).toBe('2026-05-01 09:30:00');
  expect(cell('结束时间')).toBe('2026-05-01 11:45:30');
});

test('the backend refuses an end before its start from any client, naming both fields', async ({ page }) => {
  await openList(page);
  // Another client than the form: a plain form post, as a script or an older app would send it.
  const answer = await page.evaluate(async () => {
    const body = new URLSearchParams({
      title: '直接提交',
      type: '1',
      startTime: '2026-05-01 10:00:00',
      endTime: '2026-05-01 09:00:00',
      quota: '10',
      content: '<p>说明</p>',
      sort: '1',
    });
    const response = await fetch('/api/cms/activity/activity/save', { method: 'POST', body, credentials: 'include' });
    return (await response.json()) as { code: number; msg: string };
  });
  expect(answer).toEqual({ code: 40000, msg: '结束时间不能早于开始时间' });
});
