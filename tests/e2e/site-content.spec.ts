import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

test('the pager loads page 2 with other items, 15 a page (SPEC.md §9), and keeps the page in the URL', async ({ page }) => {
  await page.goto('/company_news/201');
  const list = page.getByRole('list', { name: '内容列表' });
  const items = list.locator(':scope > li');
  await expect(list.getByRole('link', { name: /2026年秋季学历提升招生简章正式发布/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 23 条');
  await expect(items).toHaveCount(15);
  const firstOfPage1 = (await items.first().getByRole('heading').textContent()) ?? '';

  const reload = page.waitForRequest(
    (r) => r.url().includes('/siteContent/listForClient') && new URL(r.url()).searchParams.get('pageNum') === '2' && new URL(r.url()).searchParams.get('pageSize') === '15',
  );
  await page.getByRole('link', { name: '第 2 页' }).click();
  await reload;
  await expect(page).toHaveURL(/\/company_news\/201\?page=2$/);
  await expect(items).toHaveCount(8);
  await expect(list.getByRole('heading', { name: firstOfPage1 })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '第 3 页' })).toHaveCount(0);

  await page.reload();
  await expect(items).toHaveCount(8);
  await page.getByRole('link', { name: '第 1 页' }).click();
  await expect(page).toHaveURL(/\/company_news\/201$/);
  await expect(list.getByRole('heading', { name: firstOfPage1 })).toBeVisible();
});

test('CMS HTML is sanitised: no script runs, no handler attribute or javascript: URL survives', async ({ page }) => {
  await page.goto('/company_news/201');
  await page.getByRole('link', { name: /公司受邀参加2026中国国际教育年会/ }).click();
  await expect(page).toHaveURL(/\/company_news\/201\?id=20108$/);
  const article = page.getByRole('article');
  await expect(article.getByText('2026 中国国际教育年会在北京开幕', { exact: false })).toBeVisible();
  await expect(article.getByText('查看大会官网')).toBeVisible();

  await expect(article.locator('img')).toHaveCount(1);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: '大会报道（外部链接）' })).toHaveAttribute('rel', /noopener/);
  // The image has loaded or failed (its error event fired), so a surviving handler would have run.
  await article.locator('img').evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) {
      await new Promise((resolve) => {
        img.addEventListener('error', resolve, { once: true });
        img.addEventListener('load', resolve, { once: true });
      });
    }
    // An event queued as the image completed is delivered before the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
});

test('every navigation scrolls to the top and keeps the header', async ({ page }) => {
  await page.goto('/company_news/201');
  await expect(page.getByRole('link', { name: '第 2 页' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
