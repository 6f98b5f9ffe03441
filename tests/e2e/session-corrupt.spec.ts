import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CORRUPT_POINTERS, corruptRecords, type CorruptCase } from '../../src/lib/stored-record.fixtures.ts';

/**
 * Hostile or broken stored sessions (SPEC.md §3–§4): whatever is planted in the cookie or local storage,
 * the back office and the site treat it as signed out — the sign-in page, never the error page — forget
 * it, and signing in afterwards works.
 */

const COOKIE = 'eduweb_userInfo';
const record = (id: number) => `eduweb_userInfo_${id}`;
const SITE_KEY = 'eduweb_siteUser';

/** The demo accounts, as their stored records look (the mock's admin is id 1). */
const STAFF = { id: 1, account: 'admin', name: '系统管理员', departmentId: 1, departmentName: '总部', isSuper: true };
const VISITOR = { id: 1, name: '王同学' };

async function setItems(page: Page, items: Record<string, string>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

async function setCookie(page: Page, context: BrowserContext, name: string, value: string) {
  // js-cookie decodes what it reads: store what it would have written.
  await context.addCookies([{ name, value: encodeURIComponent(value), url: new URL(page.url()).origin }]);
}

const storedItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

async function expectNoErrorPage(page: Page) {
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
}

/**
 * Opens /admin with what is planted: the sign-in page, the bad session forgotten, then (where asked) a
 * working sign-in. Once the record is gone a sign-in is the same for every case, so only some cases
 * sign in again: the suite checks each case's forgetting, not the same sign-in twenty times.
 */
async function expectAdminSignedOut(page: Page, context: BrowserContext, recordId: number, signIn = true) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: '教务管理后台' })).toBeVisible();
  await expectNoErrorPage(page);
  expect(await cookieValue(context, COOKIE)).toBeUndefined();
  expect(await storedItem(page, record(recordId))).toBeNull();
  if (!signIn) return;

  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Signing in loads the back office's shell and first screen: on a busy machine, more than the default 5 s.
  await expect(page.getByRole('heading', { name: '欢迎回来，系统管理员' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens /home with what is planted: the sign-in page, the bad user forgotten, then (where asked) a working sign-in. */
async function expectSiteSignedOut(page: Page, signIn = true) {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expectNoErrorPage(page);
  expect(await storedItem(page, SITE_KEY)).toBeNull();
  if (!signIn) return;

  await page.getByLabel('账号').fill('13900000000');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('banner')).toContainText('王同学');
}

/*
 * Every case of the corpus is read by the session code itself, in unit tests (session.test.ts,
 * site-session.test.ts) and in Chromium (session.browser.test.ts). Here, through the whole app (boot,
 * route guards, sign-in), one case of each kind: a field missing, a field of the wrong type, fields
 * hidden under __proto__, no object at all, no JSON at all, a parser's worst case, and storage nearly
 * full. A record whose only fault is its name is a session with a fallback name (issue 39): not a case.
 */
const RECORD_KINDS = [
  'a null id alone',
  'an id as a string',
  'the fields only under __proto__',
  'an array holding the record',
  'invalid JSON (cut short)',
  'deeply nested arrays',
  'a 5 MB name',
];
const POINTER_KINDS = ['an id as a string', 'the id under __proto__', 'invalid JSON', 'deeply nested arrays'];

const caseNamed = (cases: CorruptCase[], name: string) => {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no corrupt case named "${name}" in stored-record.fixtures.ts`);
  return found;
};

for (const [index, name] of RECORD_KINDS.entries()) {
  test(`a stored record with ${name} is a signed-out session, in the back office and on the site`, async ({ page, context }) => {
    const { text } = caseNamed(corruptRecords(STAFF), name);
    await page.goto('/admin/login');
    await setCookie(page, context, COOKIE, JSON.stringify({ id: STAFF.id }));
    await setItems(page, { [record(STAFF.id)]: text });
    // The first case, and the one whose planted record is largest (a sign-in then writes over 5 MB).
    const signIn = index === 0 || text.length > 1_000_000;
    await expectAdminSignedOut(page, context, STAFF.id, signIn);

    // The tester's report named a cookie for the site too: planted as well, it must change nothing.
    await setCookie(page, context, SITE_KEY, JSON.stringify({ id: VISITOR.id }));
    await setItems(page, { [SITE_KEY]: caseNamed(corruptRecords(VISITOR), name).text });
    await expectSiteSignedOut(page, signIn);
  });
}

for (const { name, text } of POINTER_KINDS.map((kind) => caseNamed(CORRUPT_POINTERS, kind))) {
  test(`a session cookie with ${name} is a signed-out session`, async ({ page, context }) => {
    await page.goto('/admin/login');
    await setCookie(page, context, COOKIE, text);
    await setItems(page, { [record(STAFF.id)]: JSON.stringify(STAFF) });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: '教务管理后台' })).toBeVisible();
    await expectNoErrorPage(page);
    expect(await cookieValue(context, COOKIE)).toBeUndefined();
  });
}

test('a session cookie naming an id without a record is a signed-out session', async ({ page, context }) => {
  await page.goto('/admin/login');
  await setCookie(page, context, COOKIE, '{"id":2}');
  await setItems(page, { [record(1)]: JSON.stringify(STAFF) });
  await expectAdminSignedOut(page, context, 2);
});

test('a session cookie naming a record that belongs to another id is a signed-out session', async ({ page, context }) => {
  await page.goto('/admin/login');
  await setCookie(page, context, COOKIE, '{"id":2}');
  await setItems(page, { [record(2)]: JSON.stringify(STAFF) });
  await expectAdminSignedOut(page, context, 2);
});

test('a stored record with the fields in place and hostile extra keys still signs in, and pollutes nothing', async ({ page, context }) => {
  await page.goto('/admin/login');
  await setCookie(page, context, COOKIE, JSON.stringify({ id: STAFF.id }));
  const hostile = `{"__proto__":{"isSuper":false},"constructor":{"prototype":{"x":1}},${JSON.stringify(STAFF).slice(1, -1)},"token":"t"}`;
  await setItems(page, { [record(STAFF.id)]: hostile, [SITE_KEY]: `{"__proto__":{"name":"x"},"id":1,"name":"王同学"}` });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '欢迎回来，系统管理员' })).toBeVisible();
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).x)).toBeUndefined();
  await page.goto('/home');
  await expect(page.getByRole('banner')).toContainText('王同学');
});
