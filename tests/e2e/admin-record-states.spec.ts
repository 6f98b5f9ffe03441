import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { columnIndexIn } from './support/table';

/**
 * Record states (x-states): row and bulk actions appear only on the records they apply to, and the
 * mock backend refuses a forbidden transition with 40009 and a zh-CN message.
 */
test.use({ signedIn: 'admin' });

const APPROVALS = '/admin/bms/system/approvalFlow';
const CALL_TASKS = '/admin/bms/extension/outboundCall';
const AUTO_COURSES = '/admin/bms/extension/autoCourse';

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])');
const moreOf = (row: Locator) => row.getByRole('button', { name: /^更多操作/ });

// Tall enough for a whole page of 15 rows: the table renders only the rows on screen, and a row
// scrolled out of the DOM would read as one without 更多.
test.use({ viewport: { width: 1440, height: 2400 } });

/** A row by its ID cell (indexes move when the table scrolls). */
async function rowById(page: Page, id: string): Promise<Locator> {
  const index = await columnIndex(page, 'ID');
  const row = bodyRows(page).filter({ has: page.locator(`td:nth-child(${index + 1})`).getByText(id, { exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
}

async function columnIndex(page: Page, title: string): Promise<number> {
  const index = await columnIndexIn(table(page), title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return index;
}

async function cellTexts(page: Page, title: string): Promise<string[]> {
  const index = await columnIndex(page, title);
  return (
    await bodyRows(page)
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((t) => t.trim());
}

/** The 更多 menu of a row, by item names (closed again); [] when the row has no 更多 at all. */
async function menuOf(page: Page, row: Locator): Promise<string[]> {
  if ((await moreOf(row).count()) === 0) return [];
  await moreOf(row).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

/** Calls the app's own origin from the page, so the embedded mock backend (MSW worker) answers. */
async function put(page: Page, path: string, form: Record<string, string>) {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, { method: 'PUT', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(call.form) });
      return (await response.json()) as { code: number; msg: string };
    },
    { path, form },
  );
}

test('approval flows offer 审核 and 撤回 only on pending records; a rejected one offers neither, and the backend refuses it', async ({ page }) => {
  await openList(page, APPROVALS);
  const statuses = await cellTexts(page, '审核状态');
  const ids = await cellTexts(page, 'ID');
  const approvers = await cellTexts(page, '当前审批人');
  const applicants = await cellTexts(page, '申请人');
  const pending = statuses.indexOf('待审核');
  expect(pending, `a pending record on page 1 (${statuses.join(' ')})`).toBeGreaterThanOrEqual(0);

  // Every row on the page: the pending ones offer exactly their actions, the others have no 更多. 审核 is
  // its current approver's, 撤回 its applicant's (x-effects actor); 越权审核 the super administrator's on any.
  for (const [index, status] of statuses.entries()) {
    const menu = await menuOf(page, await rowById(page, ids[index] ?? ''));
    const mine = (names: string[]) => names[index] === '系统管理员';
    const expected = [...(mine(approvers) ? ['审核'] : []), '越权审核', ...(mine(applicants) ? ['撤回申请'] : [])];
    expect(menu, `row ${ids[index]} (${status})`).toEqual(status === '待审核' ? expected : []);
  }

  // 越权审核 → 驳回: the record is 已驳回 and offers neither 审核 nor 撤回 any more.
  const id = ids[pending] ?? '';
  const row = await rowById(page, id);
  await moreOf(row).click();
  await page.getByRole('menuitem', { name: '越权审核', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '审核结果' }).click();
  await page.getByRole('option', { name: '驳回' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已驳回');
  await expect(moreOf(row)).toHaveCount(0);

  // A call straight to the backend is refused in zh-CN, and nothing changes.
  expect(await put(page, '/api/bms/system/approvalFlow/audit', { id, result: '1' })).toEqual({ code: 40009, msg: '当前状态为「已驳回」，不能执行「审核」' });
  expect(await put(page, '/api/bms/system/approvalFlow/withdraw', { id })).toEqual({ code: 40009, msg: '当前状态为「已驳回」，不能执行「撤回申请」' });
  await page.reload();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(await rowById(page, id)).toContainText('已驳回');
});

const TRANSITIONS: Record<string, string[]> = {
  未开始: ['开始外呼任务'],
  进行中: ['暂停外呼任务', '结束外呼任务'],
  已暂停: ['恢复外呼任务', '结束外呼任务'],
  已结束: [],
};

test('outbound-call tasks offer only the transitions their status allows; after 开始 a task offers 暂停/结束, not 开始', async ({ page }) => {
  await openList(page, CALL_TASKS);
  const statuses = await cellTexts(page, '任务状态');
  const ids = await cellTexts(page, 'ID');
  for (const [index, status] of statuses.entries()) {
    expect(Object.keys(TRANSITIONS), `row ${ids[index]}`).toContain(status);
    expect(await menuOf(page, await rowById(page, ids[index] ?? '')), `row ${ids[index]} (${status})`).toEqual(TRANSITIONS[status]);
  }

  const notStarted = statuses.indexOf('未开始');
  expect(notStarted, `a task not started on page 1 (${statuses.join(' ')})`).toBeGreaterThanOrEqual(0);
  const row = await rowById(page, ids[notStarted] ?? '');
  await moreOf(row).click();
  await page.getByRole('menuitem', { name: '开始外呼任务' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('进行中');
  expect(await menuOf(page, row)).toEqual(['暂停外呼任务', '结束外呼任务']);

  // Starting it again straight at the backend: refused, in zh-CN.
  expect(await put(page, '/api/bms/extension/outboundCall/start', { id: ids[notStarted] ?? '' })).toEqual({ code: 40009, msg: '当前状态为「进行中」，不能执行「开始外呼任务」' });
});

test('a bulk action is off, saying why, while a selected record is in another state', async ({ page }) => {
  await openList(page, AUTO_COURSES);
  const statuses = await cellTexts(page, '学习状态');
  const startable = statuses.indexOf('未开始');
  const other = statuses.findIndex((s) => s !== '未开始');
  expect(startable, statuses.join(' ')).toBeGreaterThanOrEqual(0);
  expect(other, statuses.join(' ')).toBeGreaterThanOrEqual(0);
  const bulk = page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '批量开始学课' });

  await table(page)
    .getByRole('checkbox', { name: `选择第 ${startable + 1} 行` })
    .check();
  await expect(bulk).toBeEnabled();
  await table(page)
    .getByRole('checkbox', { name: `选择第 ${other + 1} 行` })
    .check();
  await expect(bulk).toBeDisabled();
  await expect(bulk).toHaveAccessibleDescription('所选记录中有 1 条不是「未开始」状态');
  await table(page)
    .getByRole('checkbox', { name: `选择第 ${other + 1} 行` })
    .uncheck();
  await expect(bulk).toBeEnabled();
});
