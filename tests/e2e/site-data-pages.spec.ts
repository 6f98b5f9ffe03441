import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

test('/detail shows an exam-news article; an unknown id shows the server message', async ({ page }) => {
  await page.goto('/home');
  const first = page.getByRole('list', { name: '考试资讯列表' }).getByRole('link').first();
  const linkText = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/detail\?id=\d+$/);
  // The article's own title comes first; its body may hold h2 sections of its own.
  const title = page.getByRole('article').getByRole('heading', { level: 2 }).first();
  await expect(title).toBeVisible();
  expect(linkText).toContain(await title.textContent());

  await page.goto('/detail?id=999999');
  const alert = page.getByRole('alert').filter({ hasText: '考试资讯加载失败' });
  await expect(alert).toContainText('内容不存在或已下架');
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);

  await page.goto('/detail');
  await expect(page.getByText(/未指定资讯/)).toBeVisible();
});

test('/recruit lists open positions, 15 a page, each opening its duties', async ({ page }) => {
  await page.goto('/recruit');
  await expect(page.getByRole('heading', { level: 1, name: '招贤纳士' })).toBeVisible();
  const jobs = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(jobs.first()).toBeVisible();
  expect(await jobs.count()).toBeLessThanOrEqual(15);
  await jobs.first().click();
  await expect(page.getByRole('heading', { level: 3, name: '岗位职责' }).first()).toBeVisible();
});

/** What the mock backend answers for a paper-list query, read through the page (the mocks live in its service worker). */
async function papers(page: Page, status: 0 | 1) {
  return page.evaluate(async (wanted) => {
    const response = await fetch(`/api/cms/resource/paper/list?pageNum=1&pageSize=100&status=${wanted}`);
    const body = (await response.json()) as { data: { pageList: { name: string }[]; total: number } };
    return body.data;
  }, status);
}

test('/paper_detail lists the enabled papers from the resource library, 15 a page', async ({ page }) => {
  await page.goto('/paper_detail');
  await expect(page.getByRole('heading', { level: 1, name: '模拟考试' })).toBeVisible();
  const enabled = await papers(page, 1);
  const disabled = await papers(page, 0);
  expect(enabled.total).toBeGreaterThan(15);
  expect(disabled.total).toBeGreaterThan(0);

  const list = page.getByRole('list', { name: '试卷列表' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(15);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(enabled.pageList.slice(0, 15).map((p) => p.name));
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${enabled.total} 条`);
  await page.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/paper_detail\?page=2$/);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(enabled.pageList.slice(15, 30).map((p) => p.name));
  for (const paper of disabled.pageList) await expect(page.getByText(paper.name)).toHaveCount(0);
});

test('the exam news follows the chosen province: it is sent as province, 全部省份 sends none', async ({ page }) => {
  await page.goto('/home');
  const province = page.getByLabel('省份');
  await expect(province).toHaveValue('');
  const forHebei = page.waitForRequest((r) => r.url().includes('/listPublicityForClient') && new URL(r.url()).searchParams.get('province') === '河北');
  await province.selectOption('河北');
  await forHebei;
  const news = page.getByRole('list', { name: '考试资讯列表' });
  await expect(news.getByRole('link').first()).toBeVisible();
  await expect(news).not.toContainText('2026年全国成人高考成绩公布');

  // Remembered for the next visit.
  await page.reload();
  await expect(page.getByLabel('省份')).toHaveValue('河北');

  const forAll = page.waitForRequest((r) => r.url().includes('/listPublicityForClient') && !new URL(r.url()).searchParams.has('province'));
  await page.getByLabel('省份').selectOption('');
  await forAll;
  await expect(news).toContainText('2026年全国成人高考成绩公布');
});
