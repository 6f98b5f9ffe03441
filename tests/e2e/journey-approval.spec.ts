import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAdmin, signInAs, signOutAdmin } from './support/sign-in';
import { columnIndexIn } from './support/table';

/*
 * Issue 41, acceptance journey 3 (approval): an applicant submits, the approver reads what is asked
 * (content, amount, reason, history) in the 审核 dialog and approves or rejects; 完成时间 follows
 * 申请时间 and 当前审批人 moves; only the applicant may withdraw (撤回). Every test starts in a fresh
 * browser context, so the mock store starts from its seed.
 */

const FLOWS = '/admin/bms/system/approvalFlow';
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const loaded = async (page: Page) => expect(table(page)).toHaveAttribute('aria-busy', 'false');
const columnIndex = (page: Page, title: string) => columnIndexIn(table(page), title);
const cell = async (page: Page, row: Locator, title: string) => row.locator('td').nth(await columnIndex(page, title));
const time = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** The applicant (李招生, the demo 招生顾问) submits a 费用报销 titled `title` from the 审批流程 screen. */
async function submit(page: Page, title: string) {
  await signInAs(page, 'zhaosheng');
  await page.goto(FLOWS);
  await loaded(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  const dialog = page.getByRole('dialog', { name: /提交申请/ });
  await dialog.getByRole('combobox', { name: '审批业务' }).click();
  await page.getByRole('option', { name: '费用报销' }).click();
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('申请内容').fill('11 月地推物料：易拉宝 2 个、宣传单 500 份');
  await dialog.getByLabel('金额（元）').fill('356.50');
  await dialog.getByLabel('申请理由').fill('天河校区周末招生咨询会');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** The flow's row, found by its title through the list's keyword filter. */
async function flowRow(page: Page, title: string): Promise<Locator> {
  await page.getByRole('search', { name: '筛选' }).getByRole('textbox', { name: '关键字' }).fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  await loaded(page);
  const row = table(page).getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  return row;
}

async function moreActions(page: Page, row: Locator): Promise<string[]> {
  await row.getByRole('button', { name: /更多操作/ }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('the approver reads the application in the 审核 dialog and approves it: times in order, 当前审批人 cleared; nobody but the applicant is offered 撤回', async ({ page }) => {
  const title = '11月地推物料报销';
  await submit(page, title);
  let row = await flowRow(page, title);
  await expect(await cell(page, row, '审核状态')).toHaveText('待审核');
  await expect(await cell(page, row, '申请人')).toHaveText('李招生');
  await expect(await cell(page, row, '当前审批人')).toHaveText('系统管理员');
  await expect(await cell(page, row, '完成时间')).toHaveText('-');
  const applied = (await (await cell(page, row, '申请时间')).textContent()) ?? '';
  // The applicant may withdraw their own; they are not its approver.
  expect(await moreActions(page, row)).toEqual(['撤回申请']);
  await signOutAdmin(page);

  await signInAdmin(page);
  await page.goto(FLOWS);
  await loaded(page);
  row = await flowRow(page, title);
  // Someone else's application: 审核 (the approver), never 撤回.
  const offered = await moreActions(page, row);
  expect(offered).toContain('审核');
  expect(offered).not.toContain('撤回申请');

  await row.getByRole('button', { name: /更多操作/ }).click();
  await page.getByRole('menuitem', { name: '审核', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`审核.*${title}`) });
  // What is asked, and its history, before deciding.
  await expect(dialog.getByText('11 月地推物料：易拉宝 2 个、宣传单 500 份')).toBeVisible();
  await expect(dialog.getByText('356.50')).toBeVisible();
  await expect(dialog.getByText('天河校区周末招生咨询会')).toBeVisible();
  await expect(dialog.getByText('李招生').first()).toBeVisible();
  const history = dialog.getByRole('list', { name: '审批记录' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('提交申请');
  await expect(history.getByRole('listitem').first()).toContainText('李招生');

  await dialog.getByRole('combobox', { name: '审核结果' }).click();
  await page.getByRole('option', { name: '通过' }).click();
  await dialog.getByLabel('审核意见').fill('同意，按实报销');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await loaded(page);
  row = await flowRow(page, title);
  await expect(await cell(page, row, '审核状态')).toHaveText('已通过');
  await expect(await cell(page, row, '当前审批人')).toHaveText('-');
  const finished = (await (await cell(page, row, '完成时间')).textContent()) ?? '';
  expect(finished).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(time(finished)).toBeGreaterThanOrEqual(time(applied));
  // Decided: nothing more to do on it.
  await expect(row.getByRole('button', { name: /更多操作/ })).toHaveCount(0);
});

test('a rejection reaches the applicant; the applicant may withdraw a pending one', async ({ page }) => {
  const rejected = '驳回测试：打印耗材报销';
  const withdrawn = '撤回测试：交通费报销';
  await submit(page, rejected);
  await page.getByRole('button', { name: '提交申请' }).click();
  const again = page.getByRole('dialog', { name: /提交申请/ });
  await again.getByRole('combobox', { name: '审批业务' }).click();
  await page.getByRole('option', { name: '费用报销' }).click();
  await again.getByLabel('标题').fill(withdrawn);
  await again.getByLabel('金额（元）').fill('48');
  await again.getByLabel('申请理由').fill('外出招生');
  await again.getByRole('button', { name: '确定' }).click();
  await expect(again).toBeHidden();

  // The applicant withdraws their own pending application.
  let row = await flowRow(page, withdrawn);
  await row.getByRole('button', { name: /更多操作/ }).click();
  await page.getByRole('menuitem', { name: '撤回申请' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.reload();
  await loaded(page);
  row = await flowRow(page, withdrawn);
  await expect(await cell(page, row, '审核状态')).toHaveText('已撤回');
  await expect(await cell(page, row, '当前审批人')).toHaveText('-');
  await signOutAdmin(page);

  await signInAdmin(page);
  await page.goto(FLOWS);
  await loaded(page);
  row = await flowRow(page, rejected);
  await row.getByRole('button', { name: /更多操作/ }).click();
  await page.getByRole('menuitem', { name: '审核', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`审核.*${rejected}`) });
  await dialog.getByRole('combobox', { name: '审核结果' }).click();
  await page.getByRole('option', { name: '驳回' }).click();
  await dialog.getByLabel('审核意见').fill('票据不全，请补齐后重新提交');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await signOutAdmin(page);

  await signInAs(page, 'zhaosheng');
  await page.goto(FLOWS);
  await loaded(page);
  row = await flowRow(page, rejected);
  await expect(await cell(page, row, '审核状态')).toHaveText('已驳回');
  await expect(await cell(page, row, '当前审批人')).toHaveText('-');
  await expect(await cell(page, row, '完成时间')).not.toHaveText('-');
  await expect(row.getByRole('button', { name: /更多操作/ })).toHaveCount(0);
});
