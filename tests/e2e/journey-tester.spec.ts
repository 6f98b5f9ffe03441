import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';

/*
 * Issue 41, acceptance journey 5 (tester): a state prepared in one browser (a record created), saved
 * from the testers' panel as a file, the data reset (confirmed), and the file loaded in ANOTHER
 * browser context, which then shows exactly the same records. A bad or foreign file is refused with
 * a message that says why, and changes nothing.
 */

const SCREEN = '/admin/bms/develop/requirementConfig';
const LIST = '/api/bms/develop/requirementConfig/list?pageNum=1&pageSize=1000';
const NAME = 'E2E 状态保存分类';

/** A list as the app's origin answers it (the embedded mock backend), read from inside the page. */
async function listOf(page: Page): Promise<{ code: number; data?: { total: number; pageList: { name?: string }[] } }> {
  return page.evaluate(async (path) => (await fetch(path)).json(), LIST);
}

const table = (page: Page) => page.getByRole('table', { name: /列表$/ });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^模拟后端/ }).click();
  return page.getByRole('dialog', { name: '模拟后端' });
}

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('a tester prepares a state, saves it, resets, and another browser loads the same records', async ({ page, browser }) => {
    await page.goto(SCREEN);
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增需求分类' });
    await form.getByLabel('分类名称').fill(NAME);
    await form.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: NAME })).toHaveCount(1);
    const prepared = await listOf(page);
    expect(prepared.data?.pageList[0]?.name).toBe(NAME);

    // 保存状态: a JSON file named after when it was saved.
    const panel = await openPanel(page);
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: '保存状态' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^模拟数据状态-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    const file = await download.path();
    await expect(page.getByText(/^已保存模拟数据状态/)).toBeVisible();

    // 重置模拟数据, confirmed: the record is gone.
    await panel.getByRole('button', { name: '重置模拟数据' }).click();
    await page.getByRole('alertdialog', { name: '重置模拟数据' }).getByRole('button', { name: '确定' }).click();
    await page.waitForEvent('load');
    await expect(page.getByRole('button', { name: /^模拟后端/ })).toBeVisible();
    expect((await listOf(page)).data?.pageList.some((row) => row.name === NAME)).toBe(false);

    // Another browser (its own storage, its own mock backend) loads the file before anyone signs in.
    // Signed out: a context made in a test otherwise starts from the test's own session (storageState).
    const other = await browser.newContext({ storageState: undefined });
    try {
      const second = await other.newPage();
      await second.goto('/admin/login');
      const otherPanel = await openPanel(second);
      const choosing = second.waitForEvent('filechooser');
      await otherPanel.getByRole('button', { name: '载入状态' }).click();
      await (await choosing).setFiles(file);
      const confirm = second.getByRole('alertdialog', { name: '载入模拟数据状态' });
      await expect(confirm).toContainText(/张表、[\d,]+ 条记录/);
      await confirm.getByRole('button', { name: '确定' }).click();
      await second.waitForEvent('load');

      await signInAdmin(second);
      await second.goto(SCREEN);
      await expect(table(second).getByRole('row').filter({ hasText: NAME })).toHaveCount(1);
      // Exactly the same records, not only the one created.
      expect(await listOf(second)).toEqual(prepared);
    } finally {
      await other.close();
    }
  });
});

test('a file that is not a saved state is refused with a message that says why, and nothing changes', async ({ page }) => {
  await page.goto('/admin/login');
  const before = await (async () => {
    await expect(page.getByRole('button', { name: /^模拟后端/ })).toBeVisible();
    return listOf(page);
  })();
  const panel = await openPanel(page);
  const load = async (name: string, text: string) => {
    const choosing = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: '载入状态' }).click();
    await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  };

  await load('notes.json', '这不是 JSON');
  await expect(panel.getByRole('alert')).toHaveText('「notes.json」无法载入：该文件不是 JSON 格式，不是“保存状态”导出的模拟数据文件。');
  await load('package.json', '{"name":"edu-services-web","version":"0.1.0"}');
  await expect(panel.getByRole('alert')).toHaveText('「package.json」无法载入：该文件不是“保存状态”导出的模拟数据文件。');
  await load('old.json', JSON.stringify({ format: 'eduweb-mock-state', formatVersion: 1, specHash: '0000000000000000', seed: 1, savedAt: '2026-01-01 09:00:00', tables: {} }));
  await expect(panel.getByRole('alert')).toContainText('该文件保存于另一版本的接口定义（0000000000000000）');

  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await listOf(page)).toEqual(before);
});
