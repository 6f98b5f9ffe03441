import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';

/**
 * zh-CN date pickers whatever the browser's language (issue 43): in a Chromium started in English a
 * native date input shows mm/dd/yyyy and AM/PM; ours show yyyy-MM-dd, a zh-CN calendar with weeks from
 * Monday, and range filters take quick ranges that fill both ends. The list is asked with the spec's
 * wire format (format: date) and the mock backend filters the rows by it.
 */
test.use({ signedIn: 'admin' });

test.use({ locale: 'en-US', launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--lang=en-US'] } });

const LIST = '/admin/bms/develop/feedback';
const API = '/api/bms/develop/feedback/list';
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const filters = (page: Page) => page.getByRole('search', { name: '筛选' });

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** yyyy-MM-dd of a local day, as the page's own clock and zone see it. */
async function pageDays(page: Page): Promise<{ today: string; monthStart: string; monthEnd: string; before29: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
    const [today = '', monthStart = '', monthEnd = '', before29 = ''] = [now, new Date(y, m, 1), new Date(y, m + 1, 0), new Date(y, m, d - 29)].map(
      (day) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
    );
    return { today, monthStart, monthEnd, before29 };
  });
}

test('an English browser still gets zh-CN: yyyy-MM-dd boxes, a zh-CN calendar from Monday', async ({ page }) => {
  await openList(page);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const start = filters(page).getByLabel('开始日期');
  await expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd');
  // No native picker: the browser's language would choose its pattern.
  await expect(filters(page).locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);

  await filters(page).getByRole('button', { name: '选择日期' }).first().click();
  const calendar = page.getByRole('dialog', { name: '选择日期' });
  const grid = calendar.getByRole('grid');
  await expect(grid).toBeVisible();
  // The weekday row is aria-hidden (each day's name says its weekday), so it is read as shown.
  const weekdays = (await grid.locator('thead th').allTextContents()).map((t) => t.trim());
  expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  await expect(calendar.getByRole('button', { name: /上个月|上一月/ })).toBeVisible();
  await expect(calendar.getByRole('button', { name: /下个月|下一月/ })).toBeVisible();
  // The day buttons speak zh-CN (2026年11月28日 星期六), never "Saturday, November 28th".
  const names = await grid.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
  expect(names.some((n) => /\d{4}年\d{1,2}月\d{1,2}日/.test(n))).toBe(true);
  expect(names.join(' ')).not.toMatch(/Monday|Sunday|January|November|AM|PM/);

  // A day picked in the calendar shows as yyyy-MM-dd.
  const { today } = await pageDays(page);
  await grid.getByRole('button', { name: /今天/ }).click();
  await expect(start).toHaveValue(today);
});

test('typed text: tidied into yyyy-MM-dd, an impossible date named in zh-CN and kept as typed', async ({ page }) => {
  await openList(page);
  const start = filters(page).getByLabel('开始日期');
  await start.fill('2026/3/1');
  await start.blur();
  await expect(start).toHaveValue('2026-03-01');

  const end = filters(page).getByLabel('结束日期');
  await end.fill('2026-02-30');
  await end.blur();
  await expect(end).toHaveValue('2026-02-30');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription(/请输入有效的日期，格式为 yyyy-MM-dd/);
});

test('a quick range fills both ends; the list is asked in the wire format and its rows are filtered', async ({ page }) => {
  await openList(page);
  const { today, before29, monthStart, monthEnd } = await pageDays(page);
  const start = filters(page).getByLabel('开始日期');
  const end = filters(page).getByLabel('结束日期');

  // Chosen from the end's calendar: both ends filled.
  await filters(page).getByRole('button', { name: '选择日期' }).last().click();
  await page.getByRole('group', { name: '快捷选择' }).getByRole('button', { name: '本月' }).click();
  // A quick range closes its calendar (waited for: a closing one still holds its buttons).
  await expect(page.getByRole('dialog', { name: '选择日期' })).toHaveCount(0);
  await expect(start).toHaveValue(monthStart);
  await expect(end).toHaveValue(monthEnd);

  await filters(page).getByRole('button', { name: '选择日期' }).first().click();
  await page.getByRole('group', { name: '快捷选择' }).getByRole('button', { name: '近 30 天' }).click();
  await expect(start).toHaveValue(before29);
  await expect(end).toHaveValue(today);

  const call = page.waitForRequest((r) => new URL(r.url()).pathname === API && new URL(r.url()).searchParams.has('startDate'));
  await filters(page).getByRole('button', { name: '查询' }).click();
  const asked = new URL((await call).url());
  expect(asked.searchParams.get('startDate')).toBe(before29);
  expect(asked.searchParams.get('endDate')).toBe(today);
  await expect(page).toHaveURL(new RegExp(`startDate=${before29}`));
  await expect(page).toHaveURL(new RegExp(`endDate=${today}`));

  // The rows are the backend's answer to that call, and every one was created within the range.
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const answer = await page.evaluate(
    async (url) => (await (await fetch(url, { credentials: 'include' })).json()) as { data: { total: number; pageList: { createTime?: string }[] } },
    asked.toString(),
  );
  const all = new URL(asked);
  all.searchParams.delete('startDate');
  all.searchParams.delete('endDate');
  const unfiltered = await page.evaluate(async (url) => (await (await fetch(url, { credentials: 'include' })).json()) as { data: { total: number } }, all.toString());
  for (const row of answer.data.pageList) {
    const day = String(row.createTime).slice(0, 10);
    expect(day >= before29 && day <= today, `${row.createTime} in ${before29}..${today}`).toBe(true);
  }
  // The range left records out: the filter reached the backend's rows, not only the URL.
  expect(answer.data.total).toBeLessThan(unfiltered.data.total);
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(Math.max(answer.data.pageList.length, 1) + 1);
});
