import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

/**
 * The mock CMS serves an article made of overlay payloads (mocks/site-fixtures.ts,
 * OVERLAY_ARTICLE_HTML: fixed/absolute/sticky boxes, z-index, transforms, style sheets, the site's
 * own `fixed inset-0` classes), each with a fake sign-in link. The article is fetched by id, so it
 * opens under any menu; it sits in a hidden menu so no list shows it.
 */
const OVERLAY_ARTICLE = '/company_news/201?id=92102';

/** True when the topmost element at the centre of the site header belongs to the header. */
function headerOnTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return false;
    const box = header.getBoundingClientRect();
    return header.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

/**
 * Samples the viewport on a grid: any point whose topmost element is part of the article body
 * must lie inside the article body's own box. Returns the points that break this.
 */
function articleHitsOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.querySelector('[data-cms-html]');
    if (!body) return ['no article body'];
    const box = body.getBoundingClientRect();
    const outside: string[] = [];
    for (let x = 5; x < window.innerWidth; x += 40) {
      for (let y = 5; y < window.innerHeight; y += 40) {
        const hit = document.elementFromPoint(x, y);
        const inBox = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        if (hit && body.contains(hit) && !inBox) outside.push(`${x},${y} <${hit.localName}>`);
      }
    }
    return outside;
  });
}

test('a CMS article cannot cover the site header or place anything over the page', async ({ page }) => {
  await page.goto(OVERLAY_ARTICLE);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: '样式覆盖测试' })).toBeVisible();
  const body = article.locator('[data-cms-html]');
  await expect(body).toContainText('本文用于验证');
  // The fake sign-in links are there, as harmless text links inside the article.
  await expect(body.getByRole('link', { name: '登录已过期，请点此重新登录' }).first()).toBeVisible();

  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  expect(await headerOnTop(page)).toBe(true);
  // Playwright's hit-target check: the click would reach the header link, not something over it.
  await banner.getByRole('link', { name: '首页' }).first().click({ trial: true });

  const positioned = await body.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .map((element) => ({ tag: element.localName, style: getComputedStyle(element) }))
      .filter(({ style }) => !['static', 'relative'].includes(style.position) || style.transform !== 'none')
      .map(({ tag, style }) => `<${tag}> ${style.position} ${style.transform}`),
  );
  expect(positioned).toEqual([]);
  expect(await body.locator('[style], [class], [id], [name]').count()).toBe(0);
  expect(await articleHitsOutsideItsBox(page)).toEqual([]);

  // With the article scrolled under the sticky header, the header is still on top.
  await body.evaluate((root) => root.scrollIntoView({ block: 'center' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await headerOnTop(page)).toBe(true);
  await banner.getByRole('link', { name: '首页' }).first().click({ trial: true });
  expect(await articleHitsOutsideItsBox(page)).toEqual([]);

  // External links in it open safely; nothing it carried ran.
  for (const link of await body.locator('a[target="_blank"]').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
});
