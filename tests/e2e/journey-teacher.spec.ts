import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyScenario } from './support/mock-panel';
import { signInAs } from './support/sign-in';
import { columnIndexIn } from './support/table';

/*
 * Issue 41, acceptance journey 4 (teacher): a course, its chapters (新增章节's 所属章 lists that
 * course's chapters; a refused or invalid 确定 always says why), and a resource uploaded as a file
 * (its URL and size come from the upload, not typed). The demo 教务专员 (jiaowu) works through it.
 * Every test starts in a fresh browser context, so the mock store starts from its seed.
 */

const COURSE = 'E2E 教学设计基础';
const table = (page: Page) => page.getByRole('table', { name: /列表$/ });
const loaded = async (page: Page) => expect(table(page)).toHaveAttribute('aria-busy', 'false');
const columnIndex = (page: Page, title: string) => columnIndexIn(table(page), title);
const cell = async (page: Page, row: Locator, title: string) => row.locator('td').nth(await columnIndex(page, title));

/** Picks a record in a searchable picker (a reference field) by typing its label. */
async function pick(page: Page, scope: Locator, title: string, label: string) {
  await scope.getByRole('combobox', { name: title }).click();
  await page.getByRole('combobox', { name: `搜索${title}` }).fill(label);
  await page.getByRole('listbox', { name: title }).getByRole('option', { name: label, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: title })).toHaveText(label);
}

/** The options a picker offers (all of them: it is opened without a keyword). */
async function optionsOf(page: Page, scope: Locator, title: string): Promise<Locator> {
  await scope.getByRole('combobox', { name: title }).click();
  return page.getByRole('listbox', { name: title }).getByRole('option');
}

async function addChapter(page: Page, name: string, parent?: string) {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增章节' });
  await pick(page, dialog, '课程', COURSE);
  if (parent) await pick(page, dialog, '所属章', parent);
  await dialog.getByLabel('章节名称').fill(name);
  await dialog.getByRole('button', { name: '确定' }).click();
  // Closed on success only (a refusal keeps it open and says why); the reload below shows what was stored.
  await expect(dialog).toBeHidden();
}

test('a teacher adds a course, its chapters (the 所属章 picker lists that course’s chapters) and a resource uploaded as a file', async ({ page }) => {
  await signInAs(page, 'jiaowu');

  // The course.
  await page.goto('/admin/bms/cont/continueCourse');
  await loaded(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const course = page.getByRole('dialog', { name: '新增课程' });
  await course.getByLabel('课程名称').fill(COURSE);
  await course.getByRole('combobox', { name: '课程分类' }).click();
  await page.getByRole('listbox', { name: '课程分类' }).getByRole('option').first().click();
  await course.getByLabel('学时').fill('32');
  await course.getByLabel('价格（元）').fill('199');
  await course.getByRole('button', { name: '确定' }).click();
  await expect(course).toBeHidden();

  // Its chapters. An invalid 确定 says why at the field; nothing is sent.
  await page.goto('/admin/bms/cont/chapter');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增章节' });
  // 所属章 waits for the course: its chapters are the only choices.
  await expect(dialog.getByRole('combobox', { name: '所属章' })).toBeDisabled();
  await expect(dialog.getByText('请先选择课程')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('课程不能为空')).toBeVisible();
  await expect(dialog.getByText('章节名称不能为空')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  // A chapter (no 所属章: a top-level 章), a second one, then a section under the first.
  await addChapter(page, '第一章 课程导论');
  await addChapter(page, '第二章 教学目标');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const section = page.getByRole('dialog', { name: '新增章节' });
  await pick(page, section, '课程', COURSE);
  const parents = await optionsOf(page, section, '所属章');
  await expect(parents).toHaveCount(2);
  expect((await parents.allTextContents()).toSorted()).toEqual(['第一章 课程导论', '第二章 教学目标'].toSorted());
  await parents.filter({ hasText: '第一章 课程导论' }).click();
  await section.getByLabel('章节名称').fill('1.1 为什么要做教学设计');
  await section.getByRole('button', { name: '确定' }).click();
  await expect(section).toBeHidden();

  // Seen after a reload, through the list's course filter.
  await page.reload();
  const filters = page.getByRole('search', { name: '筛选' });
  await pick(page, filters, '课程', COURSE);
  await page.getByRole('button', { name: '查询' }).click();
  await loaded(page);
  await expect(page.getByText('共 3 条')).toBeVisible();
  const sectionRow = table(page).getByRole('row', { name: /1\.1 为什么要做教学设计/ });
  await expect(await cell(page, sectionRow, '所属章')).toHaveText('第一章 课程导论');

  // A resource uploaded as a file: URL and size come from the upload.
  await page.goto('/admin/bms/cont/resource');
  await loaded(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const resource = page.getByRole('dialog', { name: '新增课程资源' });
  await resource.getByLabel('资源名称').fill('1.1 课程视频');
  await resource.getByRole('combobox', { name: '资源类型' }).click();
  await page.getByRole('option', { name: '视频' }).click();
  const size = resource.getByLabel('文件大小（字节）');
  await expect(size).toHaveAttribute('readonly', '');
  await resource.getByLabel('资源地址').setInputFiles({ name: 'lesson-1-1.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096, 7) });
  await expect(size).toHaveValue('4096');
  await expect(resource.getByText('lesson-1-1.mp4')).toBeVisible();
  await pick(page, resource, '课程', COURSE);
  const chapters = await optionsOf(page, resource, '章节');
  await expect(chapters).toHaveCount(3);
  expect((await chapters.allTextContents()).toSorted()).toEqual(['第一章 课程导论', '第二章 教学目标', '1.1 为什么要做教学设计'].toSorted());
  await chapters.filter({ hasText: '1.1 为什么要做教学设计' }).click();
  await resource.getByRole('button', { name: '确定' }).click();
  await expect(resource).toBeHidden();

  await page.reload();
  await page.getByRole('search', { name: '筛选' }).getByRole('textbox', { name: '关键字' }).fill('1.1 课程视频');
  await page.getByRole('button', { name: '查询' }).click();
  await loaded(page);
  const row = table(page).getByRole('row', { name: /1\.1 课程视频/ });
  await expect(row).toHaveCount(1);
  await expect(await cell(page, row, '文件大小（字节）')).toHaveText(/^4,?096$/);
  await expect(await cell(page, row, '资源地址')).toContainText('lesson-1-1.mp4');
  await expect(await cell(page, row, '课程')).toHaveText(COURSE);
  await expect(await cell(page, row, '章节')).toHaveText('1.1 为什么要做教学设计');
});

test('a chapter the backend refuses says why, and the dialog keeps what was typed', async ({ page }) => {
  await signInAs(page, 'jiaowu');
  await page.goto('/admin/bms/cont/chapter');
  await applyScenario(page, '业务错误（code ≠ 0）', { endpoint: '/cont/chapter/save' });
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增章节' });
  await dialog.getByRole('combobox', { name: '课程' }).click();
  await page.getByRole('listbox', { name: '课程' }).getByRole('option').first().click();
  await dialog.getByLabel('章节名称').fill('第九章 复习');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('模拟的业务错误：数据已被他人修改，请刷新后重试')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('章节名称')).toHaveValue('第九章 复习');
});
