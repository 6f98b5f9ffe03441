import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import { group } from '@generated/manifest/bms-system';

/**
 * Imports on the embedded mock backend, whose MSW handlers run on the page's main thread: hostile
 * files are refused with a zh-CN message and nothing imported, a large file shows progress, 取消 works
 * while it is processed. Timings (time to refusal, longest main-thread task from a PerformanceObserver)
 * are recorded as annotations, not asserted: figures depend on the machine's load and belong in the
 * bench; a functional failure (hang, no message, rows half imported) still fails here.
 */

const ADMINS = '/admin/bms/system/admin';
const record = (type: string, value: number) => test.info().annotations.push({ type, description: `${Math.round(value)}` });
// The template's header: the save form's titles, from the manifest (they follow the spec).
const HEADERS = group.resources
  .find((r) => r.key === 'bmsSystemAdmin')!
  .operations.find((o) => o.kind === 'save')!
  .body.filter((f) => f.name !== 'id')
  .map((f) => f.title);

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    longTasks: number[];
    progressSeen: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(ADMINS);
  await expect(page.getByRole('table', { name: '管理员列表' })).toHaveAttribute('aria-busy', 'false');
});

const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });

async function listTotal(page: Page): Promise<number> {
  await expect(pager(page)).toContainText(/共 \d+ 条/);
  return Number(/共 (\d+) 条/.exec((await pager(page).textContent()) ?? '')?.[1]);
}

/** Opens 导入, chooses the file and resets the long-task record; returns the dialog. */
async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入管理员' });
  await dialog.getByLabel('导入文件').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.evaluate(() => (window.longTasks = []));
  return dialog;
}

const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...window.longTasks));

/**
 * Records every state the import progress bar shows (its value and text), from inside the page: a
 * state that lasts a few frames is seen even when Playwright's polling would miss it, and the test
 * asserts what the user was shown instead of racing it.
 */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="导入进度"]');
      if (!bar) return;
      const state = `${bar.getAttribute('value') ?? '-'}|${bar.getAttribute('aria-valuetext') ?? ''}`;
      if (window.progressSeen.at(-1) !== state) window.progressSeen.push(state);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => window.progressSeen);
}

/**
 * Milliseconds from the next click in the page until `text` shows, measured inside the page: on a
 * busy machine Playwright's own round trips would otherwise count as the app's time.
 */
function timeUntilShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (clickedAt && document.body.textContent?.includes(wanted)) {
            observer.disconnect();
            resolve(performance.now() - clickedAt);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A 6 KB-class workbook whose sheet declares `A1:XFD1048576` (patched XML: SheetJS's writer would walk it). */
function rangeBomb(): Buffer {
  const cfb = XLSX.CFB.read(workbook([HEADERS, ['bomb', '炸弹', '13900000000', 1, '']]), { type: 'buffer' });
  const entry = cfb.FileIndex[cfb.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'))]!;
  const xml = Buffer.from(entry.content as Uint8Array)
    .toString('utf8')
    .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>');
  entry.content = Buffer.from(xml, 'utf8');
  entry.size = entry.content.length;
  return XLSX.CFB.write(cfb, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer;
}

const people = (count: number, tag: string) => Array.from({ length: count }, (_, i) => [`${tag}${i}`, `${tag}用户${i}`, `137${String(i).padStart(8, '0')}`, 1, '']);

for (const [what, name, bytes, message] of [
  ['a sheet declaring A1:XFD1048576', '范围炸弹.xlsx', rangeBomb, '表格超过 5000 行，请拆分后导入（表格范围 A1:XFD1048576）'],
  ['2 MB of random bytes named .xlsx', '随机.xlsx', () => randomBytes(2 * 1024 * 1024), '文件内容不是有效的 Excel 表格'],
] as const) {
  test(`${what} is refused with a zh-CN message and nothing imported`, async ({ page }) => {
    const before = await listTotal(page);
    const dialog = await chooseFile(page, name, bytes());
    const shownAfter = timeUntilShown(page, message);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(page.getByText(message)).toBeVisible({ timeout: 10_000 });
    record('refused after (ms)', await shownAfter);
    record('longest task (ms)', await longestTask(page));
    // Refused, not half imported: the file can be replaced and the list is unchanged.
    await expect(dialog.getByRole('button', { name: '开始导入' })).toBeEnabled();
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await listTotal(page)).toBe(before);
  });
}

test('a valid 5,000-row import shows progress and adds every row', async ({ page }) => {
  const before = await listTotal(page);
  const dialog = await chooseFile(page, '五千行.xlsx', workbook([HEADERS, ...people(5000, 'big')]));
  const progressShown = await recordProgress(page);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByRole('status').getByText('正在导入…')).toBeVisible();
  await expect(dialog.getByRole('region', { name: '导入结果' })).toContainText('共 5000 行，成功 5000 行，失败 0 行', { timeout: 90_000 });
  // Shown on the way: the file being read (no count yet), then a percentage of the 5,000 rows checked.
  const shown = await progressShown();
  expect(shown.some((state) => state.startsWith('-|') && state.includes('正在读取文件'))).toBe(true);
  const counts = shown.flatMap((state) => /^\d+\|\d+%，已处理 (\d+) \/ 5000 行$/.exec(state)?.[1] ?? []).map(Number);
  expect(counts.length).toBeGreaterThan(0);
  // The bar only moves forward (checking and inserting are one count, not two that each start at 0).
  expect(counts).toEqual(counts.toSorted((a, b) => a - b));
  // The figure of issue 17's acceptance (≤ 200 ms per task) is recorded here and measured by `npm run bench`, not asserted.
  record('longest task (ms)', await longestTask(page));
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect.poll(() => listTotal(page), { timeout: 30_000 }).toBe(before + 5000);
});

test('取消 stays clickable while a 5,000-row import is processed, closes the dialog and imports nothing', async ({ page }) => {
  const before = await listTotal(page);
  const dialog = await chooseFile(page, '取消.xlsx', workbook([HEADERS, ...people(5000, 'cancel')]));
  await dialog.getByRole('button', { name: '开始导入' }).click();
  // At once, while the worker reads and checks the file (the longest part): 取消 must stop it there.
  // Waiting to see 正在读取文件 first raced the reading itself: on a fast moment the whole import had
  // finished between two polls of the text (CI, under load from other work).
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  record('longest task (ms)', await longestTask(page));
  // The mock stopped: neither now nor after a reload of the list do the rows appear.
  await page.reload();
  expect(await listTotal(page)).toBe(before);
});
