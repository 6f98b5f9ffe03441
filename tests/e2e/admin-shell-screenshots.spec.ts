import { expect, test, type Page } from '@playwright/test';

/** Screenshots of the shell for review (not compared): /tmp/admin-shots/*.png. */
const SHOTS = '/tmp/admin-shots';

/** Dialogs fade in; a shot taken mid-animation shows the page undimmed: wait until no animation runs. */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function signIn(page: Page, account = 'admin') {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
] as const) {
  test(`shell and command palette at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    await expect(page.getByRole('region', { name: '我的待办' }).getByRole('link', { name: /^未处理\s*\d+$/ })).toBeVisible();
    await shoot(page, `dashboard-${width}x${height}`);

    await page.getByRole('navigation', { name: '后台菜单' }).getByRole('button', { name: '系统管理' }).click();
    await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '管理员', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('管理员');
    await expect(page.getByText('加载中…')).toBeHidden();
    await shoot(page, `screen-${width}x${height}`);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '搜索功能' });
    await page.getByRole('combobox', { name: '搜索功能' }).fill('gly');
    await expect(palette.getByRole('option').first()).toContainText('管理员');
    await shoot(page, `palette-${width}x${height}`);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '搜索功能' }).click();
    await expect(palette.getByRole('option', { name: '工作台' })).toBeVisible();
    await shoot(page, `palette-empty-${width}x${height}`);
  });
}

test('drawer menu on a narrow tablet (760×1024)', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 1024 });
  await signIn(page);
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '教务管理后台' });
  await expect(drawer.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await drawer.getByRole('button', { name: '招生推广' }).click();
  await shoot(page, `drawer-760x1024`);
  await drawer.getByRole('link', { name: '招生线索' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/ums\/promote\/admissionsClue/);
  await expect(page.getByText('加载中…')).toBeHidden();
  await shoot(page, `screen-760x1024`);
});

test('an admissions consultant’s shell (1280×800)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'zhaosheng');
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('button', { name: '招生推广' }).click();
  await page.getByRole('button', { name: /切换部门/ }).click();
  await expect(page.getByRole('menuitemradio', { name: '招生一部', exact: true })).toBeVisible();
  await shoot(page, `consultant-1280x800`);
});
