import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

test('/ redirects to /home inside the layout with header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the header is transparent at the top of /home only, and turns solid on scroll', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  for (const path of ['/down', '/broast', '/company_news/201']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header, path).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  }
});

test('the footer shows the copyright and the filing number on every page', async ({ page }) => {
  for (const path of ['/home', '/broast']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/^© \d{4} .+ 版权所有$/)).toBeVisible();
    await expect(footer.getByText(/^备案号：\S+/)).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('打开菜单 opens the whole navigation in a sheet; a link there navigates and closes it, focus back on the button', async ({ page }) => {
    await page.goto('/home');
    const open = page.getByRole('button', { name: '打开菜单' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: '网站导航' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '公司新闻' })).toBeVisible();
    await sheet.getByRole('link', { name: '公司新闻' }).click();
    await expect(page).toHaveURL(/\/company_news\/201$/);
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    // Escape closes it too, and the sign-out confirmation opens from the same header.
    await open.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('alertdialog', { name: '退出登录' })).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByRole('button', { name: '退出登录' })).toBeFocused();
  });
});
