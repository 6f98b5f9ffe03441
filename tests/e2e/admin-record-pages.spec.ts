import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/sign-in';
import { columnIndexIn } from './support/table';

/**
 * Record pages (issue 42): every record has a page of its own under its resource's screen, with its
 * fields, 编辑 and its next steps, its history, and the records that point at it (the reverse x-ref
 * graph) as lists of their own; every reference label leads to the referenced record's page.
 */
const COURSE = '/admin/bms/cont/continueCourse/5';
/** The demo lead (mocks/backend/demo-data.ts DEMO_LEAD) and its story. */
const LEAD = '/admin/ums/promote/admissionsClue/1200';

const related = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test.use({ signedIn: 'admin' });

test('a lead’s page: its two follow-ups, its circulation records and its appointment; a follow-up added there is for this lead', async ({ page }) => {
  await page.goto(LEAD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('陈晓雨');

  const follows = related(page, '跟进记录');
  await expect(follows.getByRole('table', { name: '跟进记录' }).getByRole('row')).toHaveCount(3);
  await expect(follows).toContainText('约好周六上午到校咨询');
  await expect(follows).toContainText('微信发送了招生简章');
  await expect(follows.getByText('共 2 条')).toBeVisible();
  const circulation = related(page, '流转记录');
  await expect(circulation.getByRole('table', { name: '流转记录' })).toContainText('转移');
  await expect(circulation.getByText('共 2 条')).toBeVisible();
  await expect(related(page, '预约到访').getByRole('table', { name: '预约到访' })).toContainText('天河校区');
  // What happened to the lead, newest first: its circulation and status records are its history.
  const history = page.getByRole('list', { name: '历史记录（新的在前）' }).getByRole('listitem');
  await expect(history.first()).toContainText('预约到访');

  await follows.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增线索跟进记录' });
  // The lead is filled in: the follow-up is this lead's.
  await expect(dialog.getByRole('combobox', { name: '线索' })).toHaveText('陈晓雨');
  await dialog.getByRole('combobox', { name: '跟进方式' }).click();
  await page.getByRole('option', { name: '面谈' }).click();
  await dialog.getByLabel('跟进内容').fill('到校面谈，确认报读汉语言文学专业');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(follows.getByText('共 3 条')).toBeVisible();
  await expect(follows.getByRole('table', { name: '跟进记录' })).toContainText('到校面谈，确认报读汉语言文学专业');
});

test('a course’s page lists its chapters; a chapter’s page leads back to the course', async ({ page }) => {
  await page.goto(COURSE);
  const course = page.getByRole('heading', { level: 1 });
  await expect(course).not.toHaveText('课程');
  const name = (await course.textContent())?.trim() ?? '';
  // Its fields as the spec groups them, its references (讲师) as links to their records.
  await expect(page.getByRole('region', { name: '基本信息' })).toContainText('学时');
  await expect(page.getByRole('region', { name: '关联信息' }).getByRole('link').first()).toHaveAttribute('href', /^\/admin\/bms\/cont\/teacher\/\d+$/);

  // A chapter's name links to its page.
  const chapters = page.getByRole('table', { name: '章节' });
  await expect(chapters.getByRole('link', { name: '查看' }).first()).toBeVisible();
  const column = await columnIndexIn(chapters, '章节名称');
  const chapterName = chapters.getByRole('row').nth(1).getByRole('cell').nth(column).getByRole('link');
  const chapter = (await chapterName.textContent())?.trim() ?? '';
  await chapterName.click();
  await expect(page).toHaveURL(/\/admin\/bms\/cont\/chapter\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter);

  await page.getByRole('region', { name: '关联信息' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${COURSE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a list row opens its record (查看, by keyboard); the page survives a reload and opens in a new tab', async ({ page, context }) => {
  await page.goto('/admin/bms/cont/continueCourse');
  const first = page.getByRole('table', { name: '课程列表' }).getByRole('row').nth(1);
  // The name links to the record as well.
  const name = (await first.getByRole('link').first().textContent())?.trim() ?? '';
  await first.getByRole('link', { name: '查看' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/bms\/cont\/continueCourse\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '返回课程列表' }).click({ modifiers: ['Control'] })]);
  await expect(tab).toHaveURL(/\/admin\/bms\/cont\/continueCourse$/);
});

test('a to-do’s 关联单据 opens the record it names', async ({ page }) => {
  await page.goto('/admin/bms/system/toDoMatter');
  const table = page.getByRole('table', { name: '待办事项列表' });
  await expect(table.getByRole('columnheader', { name: '关联单据' })).toBeVisible();
  const column = await columnIndexIn(table, '关联单据');
  const link = table.getByRole('row').nth(1).getByRole('cell').nth(column).getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/admin\/bms\/system\/approvalFlow\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('Ctrl K over a screen finds its records by name and opens the record’s page', async ({ page }) => {
  await page.goto('/admin/ums/promote/admissionsClue');
  await expect(page.getByRole('table', { name: '招生线索列表' })).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索功能' }).fill('陈晓雨');
  await expect(page.getByRole('group', { name: '当前：招生线索' }).getByRole('option', { name: /陈晓雨/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LEAD}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('陈晓雨');
});

test('a record that does not exist: 记录不存在或无权查看, with the way back to the list', async ({ page }) => {
  await page.goto('/admin/ums/promote/clue/999999');
  await expect(page.getByRole('heading', { name: '记录不存在或无权查看' })).toBeVisible();
  await page.getByRole('link', { name: '返回线索列表' }).click();
  await expect(page).toHaveURL(/\/admin\/ums\/promote\/clue$/);
});

test('a record the position may not see reads the same: 记录不存在或无权查看, never a blank page', async ({ page }) => {
  await signInAs(page, 'zhaosheng');
  await page.goto('/admin/bms/system/admin/1');
  await expect(page.getByRole('heading', { name: '记录不存在或无权查看' })).toBeVisible();
});

test('a record page at 390 px: one column, nothing wider than the window, no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [href, lists] of [
    [COURSE, ['章节', '试卷']],
    [LEAD, ['跟进记录', '流转记录']],
  ] as const) {
    await page.goto(href);
    for (const title of lists) await expect(related(page, title).getByRole('table', { name: title }).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // The related lists stack: each as wide as the page's column, one under the other.
    const [first, second] = await Promise.all(lists.map(async (title) => related(page, title).boundingBox()));
    expect(first?.x).toBe(second?.x);
    expect(first?.width).toBe(second?.width);
    expect((first?.y ?? 0) < (second?.y ?? 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
