import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * axe-core over the screens staff and visitors work in, signed in, with data on screen: a serious or
 * critical violation (contrast, a name that hides its visible label, a control without a name) fails.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // An entrance animation fades text in: axe would measure its contrast mid-fade (a 4.3 instead of a
  // 4.6 on a loaded machine). Endless ones (a spinner) never finish and do not matter here.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

async function signInSite(page: Page) {
  await page.goto('/login');
  await page.getByLabel('账号').fill('13900000000');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('the sign-in pages and the 404 page have no serious accessibility violation', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signInSite(page);
  await page.goto('/no/such/page');
  await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The back office's workbench, a list, its create form, the statistics overview and a record page are
// walked in both themes by admin-themes.spec.ts.

test.describe(() => {
  test.use({ signedIn: 'site' });

  test('the site home and an article have no serious accessibility violation', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '近期直播' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('加载中');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/company_news/201?id=20108');
    await expect(page.getByRole('article')).toContainText('2026 中国国际教育年会在北京开幕');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
