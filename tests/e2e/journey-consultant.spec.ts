import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, signOutAdmin } from './support/sign-in';
import { columnIndexIn } from './support/table';

/*
 * Issue 41, acceptance journey 1 (consultant): a new lead, two follow-ups kept as history, an
 * appointment booked from the lead, the reception registered (the lead becomes 已到访); then the lead
 * given up to 公海 and drawn by another consultant: owner, pool and two circulation records right.
 * Every change is checked after a reload. Each test starts in a fresh browser context, so the mock store
 * starts from its seed.
 */

const CLUES = '/admin/ums/promote/admissionsClue';
const FOLLOWS = '/admin/ums/promote/clueFollow';
const APPOINTMENTS = '/admin/ums/promote/appointment';
const CIRCULATES = '/admin/ums/promote/circulate';
const NAME = '林知秋';
const PHONE = '19912340001';

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const loaded = async (page: Page) => expect(table(page)).toHaveAttribute('aria-busy', 'false');
const columnIndex = (page: Page, title: string) => columnIndexIn(table(page), title);
const cell = async (page: Page, row: Locator, title: string) => row.locator('td').nth(await columnIndex(page, title));

async function open(page: Page, path: string) {
  await page.goto(path);
  await loaded(page);
}

/** Narrows the screen's list to rows mentioning `text` (the keyword filter), optionally in one pool. */
async function search(page: Page, text: string, pool?: string) {
  const form = page.getByRole('search', { name: '筛选' });
  await form.getByRole('textbox', { name: '关键字' }).fill(text);
  if (pool) {
    await form.getByRole('combobox', { name: '所在池' }).click();
    await page.getByRole('option', { name: pool, exact: true }).click();
  }
  await page.getByRole('button', { name: '查询' }).click();
  await loaded(page);
}

async function leadRow(page: Page, pool?: string): Promise<Locator> {
  await search(page, NAME, pool);
  const row = table(page).getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toHaveCount(1);
  return row;
}

async function offered(page: Page, row: Locator): Promise<string[]> {
  await row.getByRole('button', { name: /更多操作/ }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

async function act(page: Page, row: Locator, action: string): Promise<Locator> {
  await row.getByRole('button', { name: /更多操作/ }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  return page.getByRole('dialog').or(page.getByRole('alertdialog'));
}

async function pick(page: Page, scope: Locator, label: string, option: string | number) {
  await scope.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await (typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()).click();
}

async function createLead(page: Page) {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增招生线索' });
  await dialog.getByLabel('姓名').fill(NAME);
  await dialog.getByLabel('手机号').fill(PHONE);
  await pick(page, dialog, '报读项目', '自学考试');
  await pick(page, dialog, '批次', 1);
  await dialog.getByRole('button', { name: '确定' }).click();
  return dialog;
}

async function followUp(page: Page, way: string, content: string) {
  const dialog = await act(page, await leadRow(page), '跟进招生线索');
  await pick(page, dialog, '跟进方式', way);
  await dialog.getByLabel('跟进内容').fill(content);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已跟进')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a consultant takes a new lead from two follow-ups to a registered reception; given up, another consultant draws it from 公海', async ({ page }) => {
  test.slow();
  await signInAs(page, 'zhaosheng');
  await open(page, CLUES);

  // A new lead is theirs; the same phone a second time is refused, naming it.
  await createLead(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  const again = await createLead(page);
  await expect(page.getByText(`手机号「${PHONE}」已存在`)).toBeVisible();
  await again.getByRole('button', { name: '取消' }).click();

  let row = await leadRow(page);
  await expect(await cell(page, row, '负责人')).toHaveText('李招生');
  await expect(await cell(page, row, '所在池')).toHaveText('个人');
  await expect(await cell(page, row, '线索状态')).toHaveText('待跟进');
  // A lead in someone's hands is not drawn from a pool.
  const actions = await offered(page, row);
  expect(actions).toContain('放弃招生线索');
  expect(actions).not.toContain('从公海领取');
  expect(actions).not.toContain('从部门线索池领取');

  // Two follow-ups: each a record of its own; the lead's 最近跟进时间 and status move.
  await followUp(page, '电话', '电话沟通：想报读自考本科，约周六到校');
  await followUp(page, '微信', '微信发送了招生简章和学费说明');
  await page.reload();
  row = await leadRow(page);
  await expect(await cell(page, row, '线索状态')).toHaveText('跟进中');
  await expect(await cell(page, row, '最近跟进时间')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await open(page, FOLLOWS);
  await search(page, NAME);
  await expect(table(page).getByRole('row', { name: /电话沟通：想报读自考本科/ })).toHaveCount(1);
  await expect(table(page).getByRole('row', { name: /微信发送了招生简章/ })).toHaveCount(1);

  // An appointment booked from the lead's row.
  await open(page, CLUES);
  const book = await act(page, await leadRow(page), '申请预约到访');
  await book.getByLabel('预约到访时间').fill('2026-12-05 10:00:00');
  await book.getByLabel('到访校区').fill('天河校区');
  await book.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('申请预约到访成功')).toBeVisible();
  await page.reload();
  row = await leadRow(page);
  await expect(await cell(page, row, '线索状态')).toHaveText('已预约');

  // The reception registered: the appointment 已接待 with its time and receptionist, the lead 已到访.
  await open(page, APPOINTMENTS);
  await search(page, NAME);
  const appointment = table(page).getByRole('row', { name: new RegExp(NAME) });
  await expect(appointment).toHaveCount(1);
  const reception = await act(page, appointment, '登记接待');
  await reception.getByLabel('接待时间').fill('2026-12-05 10:20:00');
  await reception.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('登记接待成功')).toBeVisible();
  await page.reload();
  await search(page, NAME);
  await expect(await cell(page, appointment, '预约状态')).toHaveText('已接待');
  await expect(await cell(page, appointment, '接待时间')).toHaveText('2026-12-05 10:20:00');
  await expect(await cell(page, appointment, '接待人')).toHaveText('李招生');
  await open(page, CLUES);
  row = await leadRow(page);
  await expect(await cell(page, row, '线索状态')).toHaveText('已到访');

  // Given up: to 公海, nobody's.
  const giveUp = await act(page, row, '放弃招生线索');
  await giveUp.getByLabel('放弃原因').fill('学员暂无报读计划');
  await giveUp.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已放弃')).toBeVisible();
  await page.reload();
  row = await leadRow(page, '公海');
  await expect(await cell(page, row, '所在池')).toHaveText('公海');
  await expect(await cell(page, row, '负责人')).toHaveText('-');
  await signOutAdmin(page);

  // Another consultant draws it from 公海: theirs, in their own pool.
  await signInAs(page, 'zhaosheng2');
  await open(page, CLUES);
  row = await leadRow(page, '公海');
  expect(await offered(page, row)).toContain('从公海领取');
  const draw = await act(page, row, '从公海领取');
  await draw.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('从公海领取成功')).toBeVisible();
  await page.reload();
  // The list kept its 公海 filter through the reload: the lead is in someone's hands now.
  row = await leadRow(page, '个人');
  await expect(await cell(page, row, '负责人')).toHaveText('陈顾问');
  await expect(await cell(page, row, '所在池')).toHaveText('个人');

  // Two circulation records: 放弃 (李招生 → nobody, 个人 → 公海) and 公海领取 (nobody → 陈顾问, 公海 → 个人).
  await open(page, CIRCULATES);
  await search(page, PHONE);
  const records = table(page).getByRole('row', { name: new RegExp(NAME) });
  await expect(records).toHaveCount(2);
  const given = records.filter({ hasText: '放弃' });
  const drawn = records.filter({ hasText: '公海领取' });
  await expect(await cell(page, given, '原负责人')).toHaveText('李招生');
  await expect(await cell(page, given, '新负责人')).toHaveText('-');
  await expect(await cell(page, given, '原所在池')).toHaveText('个人');
  await expect(await cell(page, given, '新所在池')).toHaveText('公海');
  await expect(await cell(page, given, '操作人')).toHaveText('李招生');
  await expect(await cell(page, drawn, '原负责人')).toHaveText('-');
  await expect(await cell(page, drawn, '新负责人')).toHaveText('陈顾问');
  await expect(await cell(page, drawn, '原所在池')).toHaveText('公海');
  await expect(await cell(page, drawn, '新所在池')).toHaveText('个人');
  await expect(await cell(page, drawn, '操作人')).toHaveText('陈顾问');
});
