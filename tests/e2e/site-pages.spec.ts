import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

test('an unknown path shows the 404 page, whose home button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the 404 back button returns to the page before', async ({ page }) => {
  await page.goto('/down');
  await page.goto('/not-a-section/12');
  await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeVisible();
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/down$/);
});

test('a content route outside the table or with a bad menu id is a 404, /admin/… is not', async ({ page }) => {
  for (const path of ['/news_center/201', '/company_news/abc']) {
    await page.goto(path);
    await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeVisible();
  }
  await page.goto('/admin/some/screen');
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeHidden();
});

test.describe(() => {
  // No session: what this test is about.
  test.use({ signedIn: undefined });

  test('/downLoad opens without sign-in and without the site header', async ({ page }) => {
    await page.goto('/downLoad');
    await expect(page).toHaveURL(/\/downLoad$/);
    await expect(page.getByRole('heading', { level: 1, name: '学考通' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'iPhone 版下载' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test('/down shows the app title, slogan and a QR code of the download page', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '客户端下载' }).click();
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByRole('heading', { level: 1, name: '学考通 App' })).toBeVisible();
  await expect(page.getByText('随时随地，高效备考')).toBeVisible();
  await expect(page.getByRole('img', { name: /下载二维码/ })).toBeVisible();
});

test('hidden top-level menus are absent; the others are shown in their order', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button')).toHaveText(['关于我们', '新闻中心', '业务板块', '合作案例']);
  for (const hidden of ['配置', 'bottom menu', '隐藏菜单', '首页轮播', '隐私政策', '内部测试页']) {
    await expect(page.getByText(hidden, { exact: true })).toHaveCount(0);
  }
});

test('a c-0 menu links to the first content of its menu', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '新闻中心' }).click();
  const link = nav.getByRole('link', { name: '媒体报道' });
  await expect(link).toHaveAttribute('href', '/article_details/203');
  await link.click();
  await expect(page).toHaveURL(/\/article_details\/203$/);
  await expect(page.getByRole('heading', { level: 1, name: '媒体报道' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '《中国教育报》：数字化让成人学习更有温度' })).toBeVisible();
  await expect(nav.getByRole('button', { name: '新闻中心' })).toHaveClass(/font-semibold/);
});

test('a c-1 menu adds pType=one and opens a single page', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '关于我们' }).click();
  const link = nav.getByRole('link', { name: '公司简介' });
  await expect(link).toHaveAttribute('href', '/introduce/101?pType=one');
  await link.click();
  await expect(page).toHaveURL(/\/introduce\/101\?pType=one$/);
  await expect(page.getByRole('heading', { name: '专注成人教育十余年，陪伴每一位求学者' })).toBeVisible();
});

test('an s-0-2 menu opens its page in a new window', async ({ page, context }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '业务板块' }).click();
  const link = nav.getByRole('link', { name: '在线学习平台' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const popup = context.waitForEvent('page');
  await link.click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/online\/303$/);
  await expect(opened.getByRole('heading', { level: 1, name: '在线学习平台' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

/** The band the home page reveals around its news section. */
const newsBand = (page: Page) => page.getByRole('region', { name: '资讯动态' }).locator('xpath=..');
const animation = (band: Locator) => band.evaluate((el) => getComputedStyle(el).animationName);

test.describe('the home page sections enter as they scroll into view (SPEC.md §4, §9)', () => {
  // The suite asks for reduced motion (playwright.config.ts); these tests ask for both.

  test.describe(() => {
    test.use({ reducedMotion: 'no-preference' });
    test('with motion allowed, a section below the fold slides in once it scrolls into view, not before', async ({ page }) => {
      await page.goto('/home');
      const band = newsBand(page);
      await expect(band.getByRole('list', { name: '考试资讯列表' }).getByRole('link').first()).toBeAttached();
      expect(await animation(band)).toBe('none');
      await band.scrollIntoViewIfNeeded();
      await expect.poll(() => animation(band)).toBe('enter');
    });
  });

  test('with reduced motion asked for, nothing moves: the sections stand in place', async ({ page }) => {
    await page.goto('/home');
    const band = newsBand(page);
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('list', { name: '考试资讯列表' }).getByRole('link').first()).toBeVisible();
    expect(await animation(band)).toBe('none');
  });
});
