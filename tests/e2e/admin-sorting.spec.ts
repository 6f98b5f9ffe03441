import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { group } from '../../generated/manifest/ums-promote';

/**
 * Sorting where the backend can sort (issue 43): a header of an `x-sortable` column cycles
 * 升序 → 降序 → 不排序 with `aria-sort`; the URL, the list call, the rows and the export agree.
 */
test.use({ signedIn: 'admin' });

const LIST = '/admin/ums/promote/opxChannel';
const API = '/api/ums/promote/opxChannel';
const declared = (group.resources.find((r) => r.key === 'umsPromoteOpxChannel')?.operations.find((o) => o.kind === 'list') as { sortable?: string[] } | undefined)?.sortable ?? [];

const table = (page: Page) => page.getByRole('table', { name: '推广渠道列表' });

/** The 创建时间 texts of the rows as shown (yyyy-MM-dd HH:mm:ss sorts as text). */
async function shownTimes(page: Page): Promise<string[]> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const column = await table(page).getByRole('columnheader').allTextContents();
  const index = column.findIndex((t) => t.startsWith('创建时间'));
  const rows = table(page).getByRole('row');
  const count = await rows.count();
  const out: string[] = [];
  for (let i = 1; i < count; i += 1) {
    const cells = await rows.nth(i).getByRole('cell').allTextContents();
    if (cells[index]) out.push(cells[index]!.trim());
  }
  return out.filter((t) => /^\d{4}-/.test(t));
}

test('sort a list by 创建时间 both ways: URL, list call, rows and export agree', async ({ page }) => {
  expect(declared).toContain('createTime');
  await page.goto(LIST);
  const header = table(page).getByRole('columnheader', { name: /创建时间/ });
  await expect(header).toHaveAttribute('aria-sort', 'none');

  for (const [dir, aria] of [
    ['asc', 'ascending'],
    ['desc', 'descending'],
  ] as const) {
    const call = page.waitForRequest((r) => new URL(r.url()).pathname === `${API}/list` && new URL(r.url()).searchParams.get('isAsc') === dir);
    await header.getByRole('button').click();
    const asked = new URL((await call).url());
    expect(asked.searchParams.get('orderByColumn')).toBe('createTime');
    await expect(header).toHaveAttribute('aria-sort', aria);
    await expect(page).toHaveURL(new RegExp(`orderByColumn=createTime.*isAsc=${dir}|isAsc=${dir}.*orderByColumn=createTime`));
    await expect
      .poll(async () => {
        const times = await shownTimes(page);
        const sorted = times.toSorted();
        return times.length > 1 && JSON.stringify(times) === JSON.stringify(dir === 'asc' ? sorted : sorted.toReversed());
      })
      .toBe(true);

    // The rows are the backend's own order: the same call answered outside the page gives the same page.
    const answer = await page.evaluate(
      async (url) => (await (await fetch(url, { credentials: 'include' })).json()) as { data: { pageList: { createTime?: string }[] } },
      asked.toString(),
    );
    const shown = await shownTimes(page);
    // (The table draws the rows in view: what it shows is the head of the page.)
    expect(answer.data.pageList.map((r) => r.createTime).slice(0, shown.length)).toEqual(shown);

    const exported = page.waitForRequest((r) => new URL(r.url()).pathname === `${API}/export`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const exportUrl = new URL((await exported).url());
    expect(exportUrl.searchParams.get('orderByColumn')).toBe('createTime');
    expect(exportUrl.searchParams.get('isAsc')).toBe(dir);
    // The sheet reads in the list's order: its 创建时间 column starts with the rows shown.
    const book = XLSX.read(await readFile(await (await download).path()), { type: 'buffer' });
    const [head = [], ...sheetRows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? '']!, { header: 1, raw: false });
    const column = head.indexOf('创建时间');
    expect(column).toBeGreaterThanOrEqual(0);
    const sheetTimes = sheetRows.map((r) => String(r[column] ?? '')).filter((t) => /^\d{4}-/.test(t));
    expect(sheetTimes.slice(0, shown.length)).toEqual(shown);
  }

  // A third click: no sort, nothing in the URL; an undeclared column in a link is dropped.
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect(page).not.toHaveURL(/orderByColumn/);
  await page.goto(`${LIST}?orderByColumn=password&isAsc=desc`);
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect(page).not.toHaveURL(/orderByColumn/);
});
