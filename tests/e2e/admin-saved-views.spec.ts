import { expect, test, type Page } from '@playwright/test';
import { signInAs, signOutAdmin } from './support/sign-in';

/**
 * Saved views (issue 43): a staff member saves a list's filters, columns and sort under a name,
 * applies it from its chip, sets it as the default (the list opened without URL state opens it),
 * and no other staff member sees it.
 */
const LIST = '/admin/ums/promote/opxChannel';
const views = (page: Page) => page.getByRole('group', { name: '已保存的视图' });

test('save a view, reload, apply it, make it the default; another account does not see it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`${LIST}?keyword=${encodeURIComponent('渠道')}&status=1`);
  await expect(page.getByRole('search', { name: '筛选' }).getByLabel('关键字')).toHaveValue('渠道');

  await views(page).getByRole('button', { name: '保存视图' }).click();
  const dialog = page.getByRole('dialog', { name: '保存视图' });
  await dialog.getByLabel('视图名称').fill('启用的渠道');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(views(page).getByRole('button', { name: '启用的渠道', exact: true })).toBeVisible();

  // Reload on a bare list: the view is kept, and applying it brings its filters back into the URL.
  await page.goto(LIST);
  await expect(views(page).getByRole('button', { name: '启用的渠道', exact: true })).toBeVisible();
  await expect(page.getByRole('search', { name: '筛选' }).getByLabel('关键字')).toHaveValue('');
  await views(page).getByRole('button', { name: '启用的渠道', exact: true }).click();
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByRole('search', { name: '筛选' }).getByLabel('关键字')).toHaveValue('渠道');

  // The default: the list opened without URL state opens it.
  await views(page).getByRole('button', { name: '设为默认视图「启用的渠道」' }).click();
  await expect(views(page).getByRole('button', { name: '取消默认视图「启用的渠道」' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/admin');
  await page.goto(LIST);
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByRole('search', { name: '筛选' }).getByLabel('关键字')).toHaveValue('渠道');

  // Another staff member: none of it.
  await signOutAdmin(page);
  await signInAs(page, 'zhaosheng');
  await page.goto(LIST);
  await expect(views(page).getByRole('button', { name: '保存视图' })).toBeVisible();
  await expect(views(page).getByRole('button', { name: '启用的渠道', exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=1/);
});
