import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';

/**
 * zh-CN date pickers (issue 43) in a browser whose language is English, on a fixed day so every
 * range and row is known: the filters show and take yyyy-MM-dd, the calendar is zh-CN with weeks
 * from Monday, a quick range fills both ends, and the list is asked in the spec's wire format
 * (`format: date`, yyyy-MM-dd) and answers only rows of those days. (admin-date-pickers.spec.ts
 * covers the same on the machine's own day.)
 */
test.use({ signedIn: 'admin' });

test.use({ locale: 'en-US', launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--lang=en-US'] } });

const LIST = '/admin/ums/promote/clueFollow';
const API = '/api/ums/promote/clueFollow/list';
// A Wednesday in the demo data's busy weeks (mocks/backend/values.ts REFERENCE_DATE), so the ranges hold rows.
const NOW = new Date('2026-10-21T10:00:00+08:00');

interface ListAnswer {
  data: { total: number; pageList: { createTime?: string }[] };
}

const filters = (page: Page) => page.getByRole('search', { name: '筛选' });
/** A date box's own calendar button: the one beside it (each is named 选择日期). */
const pickerOf = (page: Page, label: string) => filters(page).getByLabel(label, { exact: true }).locator('xpath=..').getByRole('button', { name: '选择日期' });

async function answerOf(page: Page, url: URL): Promise<ListAnswer> {
  return page.evaluate(async (href) => (await (await fetch(href, { credentials: 'include' })).json()) as ListAnswer, url.toString());
}

test('on a known day: zh-CN calendar, 本周 and 近 30 天 fill both ends, the list is asked yyyy-MM-dd and filtered', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const firstCall = page.waitForRequest((r) => new URL(r.url()).pathname === API);
  await page.goto(LIST);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const unfiltered = await answerOf(page, new URL((await firstCall).url()));

  const start = filters(page).getByLabel('开始日期', { exact: true });
  const end = filters(page).getByLabel('结束日期', { exact: true });
  // Text boxes in the spec's pattern, not the browser's mm/dd/yyyy pickers.
  await expect(filters(page).locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
  await expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd');

  // The calendar: zh-CN names and labels, weeks from Monday, today's month.
  await pickerOf(page, '结束日期').click();
  const calendar = page.getByRole('dialog', { name: '选择日期' });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('thead th')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
  await expect(calendar.getByRole('combobox', { name: '选择年份' })).toHaveValue('2026');
  await expect(calendar.getByRole('combobox', { name: '选择月份' }).locator('option:checked')).toHaveText('十月');
  await expect(calendar.getByRole('button', { name: '前往上个月' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: /^今天，2026年10月21日 星期三/ })).toBeVisible();
  await expect(calendar.getByRole('group', { name: '快捷选择' }).getByRole('button')).toHaveText(['今天', '本周', '本月', '近 7 天', '近 30 天']);

  // 本周 (Monday to Sunday) fills both ends.
  await calendar.getByRole('button', { name: '本周' }).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue('2026-10-19');
  await expect(end).toHaveValue('2026-10-25');

  // 近 30 天 from the start's calendar replaces both, and the list is asked with them.
  await pickerOf(page, '开始日期').click();
  await page.getByRole('dialog', { name: '选择日期' }).getByRole('button', { name: '近 30 天' }).click();
  await expect(start).toHaveValue('2026-09-22');
  await expect(end).toHaveValue('2026-10-21');
  const call = page.waitForRequest((r) => new URL(r.url()).pathname === API && new URL(r.url()).searchParams.has('startDate'));
  await filters(page).getByRole('button', { name: '查询' }).click();
  const asked = new URL((await call).url());
  expect(asked.searchParams.get('startDate')).toBe('2026-09-22');
  expect(asked.searchParams.get('endDate')).toBe('2026-10-21');
  await expect(page).toHaveURL(/startDate=2026-09-22/);

  // The rows are the backend's for those days, fewer than without the filter.
  const answer = await answerOf(page, asked);
  expect(answer.data.pageList.length).toBeGreaterThan(0);
  expect(answer.data.total).toBeLessThan(unfiltered.data.total);
  for (const row of answer.data.pageList) {
    const day = String(row.createTime).slice(0, 10);
    expect(day >= '2026-09-22' && day <= '2026-10-21', day).toBe(true);
  }
  await expect(page.getByText(`共 ${answer.data.total} 条`)).toBeVisible();

  // Typed entry: another pattern is tidied and searched in the wire format.
  await start.fill('2026/10/1');
  await start.press('Tab');
  await expect(start).toHaveValue('2026-10-01');
  const typed = page.waitForRequest((r) => new URL(r.url()).pathname === API && new URL(r.url()).searchParams.get('startDate') === '2026-10-01');
  await start.press('Enter');
  expect(new URL((await typed).url()).searchParams.get('endDate')).toBe('2026-10-21');
});

test('a date-time in a form: picked in the zh-CN calendar with a 24-hour time, shown yyyy-MM-dd HH:mm:ss', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/admin/cms/activity/activity');
  await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增活动' });
  const start = dialog.getByLabel('开始时间');
  await expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm:ss');

  await start.locator('xpath=..').getByRole('button', { name: '选择日期时间' }).click();
  const calendar = page.getByRole('dialog', { name: '选择日期时间' });
  // Keyboard: focus starts on today; the arrow keys move by day and week (Monday-first rows).
  await expect(calendar.getByRole('button', { name: /^今天，2026年10月21日/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: /^2026年10月23日 星期五/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(start).toHaveValue('2026-10-23 00:00:00');
  await calendar.getByLabel('时间').fill('14:30');
  await expect(start).toHaveValue('2026-10-23 14:30:00');
  await calendar.getByRole('button', { name: '确定' }).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue('2026-10-23 14:30:00');
});
