import { expect, test } from '@playwright/test';
import md5 from 'md5';
import { PLATFORM } from '../../src/api/platform.ts';

const PHONE = '13900000000';
const PASSWORD = '123456';

test('an anonymous visitor is sent to /login from any site page', async ({ page }) => {
  for (const path of ['/', '/home', '/company_news/201', '/broast']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});

test('empty phone and password show the spec messages and send nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await page.getByLabel('账号').fill(PHONE);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账号')).toBeHidden();
  await expect(page.getByText('请输入密码')).toBeVisible();
  expect(calls).toEqual([]);
});

test('sign-in posts the md5 of the password with the exam-prep platform and lands on /home with the name', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(PHONE);
  await page.getByLabel('密码').fill(PASSWORD);
  const signIn = page.waitForRequest((request) => request.url().includes('/api/ums/user/user/signIn'));
  await page.getByRole('button', { name: '登录' }).click();

  const request = await signIn;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const form = new URLSearchParams(request.postData() ?? '');
  expect(form.get('phone')).toBe(PHONE);
  expect(form.get('password')).toBe(md5(PASSWORD));
  expect(form.get('password')).not.toBe(PASSWORD);
  expect(form.get('platform')).toBe(PLATFORM.examPrepApp);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText('王同学');
});

test('a wrong password keeps the visitor on /login with the reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(PHONE);
  await page.getByLabel('密码').fill('654321');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-out asks 确定退出重新登录吗？, calls signOut with unbind=yes and returns to /login for good', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(PHONE);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('确定退出重新登录吗？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  const signOut = page.waitForRequest((request) => request.url().includes('/api/ums/user/user/signOut'));
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const request = await signOut;
  expect(request.method()).toBe('DELETE');
  expect(new URL(request.url()).searchParams.get('unbind')).toBe('yes');

  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
