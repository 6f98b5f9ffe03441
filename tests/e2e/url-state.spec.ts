import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A list's URL state (page, size, filters) is validated against the spec before anything is asked:
 * what is malformed falls back to its default or is dropped, the URL is rewritten (replaced) to what
 * is in force, and no request outside the spec leaves the app. SPEC.md §9's page sizes only.
 */
test.use({ signedIn: 'admin' });

const ADMINS = '/admin/bms/system/admin';
const POSITIONS = '/admin/bms/system/position';
const PAGE_SIZES = ['15', '30', '60', '100', '200', '400', '600', '800', '1000'];
/** The spec's maxLength of the shared 关键字 filter (openapi/_shared.yaml, Keyword). */
const KEYWORD_MAX = 100;
const HUGE = '关'.repeat(100_000);

/** Every call of a list endpoint the page makes from now on. */
function listCalls(page: Page, path: string): URL[] {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url);
  });
  return calls;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

async function rowsShown(page: Page, name: string) {
  await expect(table(page, name)).toHaveAttribute('aria-busy', 'false');
  await expect(table(page, name).getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
  await expect(table(page, name).getByRole('alert')).toHaveCount(0);
}

function expectValidPaging(calls: URL[]) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    const pageNum = call.searchParams.get('pageNum') ?? '1';
    expect(pageNum, call.search).toMatch(/^[1-9]\d*$/);
    expect(PAGE_SIZES, call.search).toContain(call.searchParams.get('pageSize') ?? '15');
  }
}

// Every hostile paging value is refused by the search schema (src/admin/resource/url-state.test.ts); here,
// one of each key through the screen: the call asks valid paging and the URL drops it.
for (const [hostile, key] of [
  ['pageSize=1000000000', 'pageSize'],
  ['pageNum=abc', 'pageNum'],
] as const) {
  test(`?${hostile}: the list asks with valid paging, shows rows, and the URL drops it`, async ({ page }) => {
    const calls = listCalls(page, '/api/bms/system/admin/list');
    // The testers' panel link parameters stay (they are not filters and never reach the API).
    await page.goto(`${ADMINS}?${hostile}&status=1&mock-times=1`);
    await rowsShown(page, '管理员列表');
    expectValidPaging(calls);
    for (const call of calls) {
      expect(call.searchParams.get('pageNum') ?? '1').toBe('1');
      expect(call.searchParams.get('pageSize') ?? '15').toBe('15');
      expect(call.searchParams.get('status')).toBe('1');
      expect([...call.searchParams.keys()].filter((k) => k.startsWith('mock-'))).toEqual([]);
    }
    await expect.poll(() => new URL(page.url()).searchParams.has(key)).toBe(false);
    expect(new URL(page.url()).searchParams.get('status')).toBe('1');
    expect(new URL(page.url()).searchParams.get('mock-times')).toBe('1');
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText(/共 \d+ 条/);
  });
}

test('the rewrite replaces the hostile entry: 后退 goes to the page before, not to the hostile URL', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await page.goto(`${ADMINS}?pageSize=1000000000`);
  await rowsShown(page, '管理员列表');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
});

test('keyword={"a":1} (an object, not a text) is dropped: not sent, not kept in the URL; the list shows rows', async ({ page }) => {
  const calls = listCalls(page, '/api/bms/system/position/list');
  await page.goto(`${POSITIONS}?keyword=${encodeURIComponent('{"a":1}')}&unknownKey=1&pageSize=30`);
  await rowsShown(page, '岗位列表');
  expectValidPaging(calls);
  for (const call of calls) {
    expect(call.searchParams.has('keyword'), call.search).toBe(false);
    expect(call.searchParams.has('unknownKey'), call.search).toBe(false);
    expect(call.searchParams.get('pageSize')).toBe('30');
  }
  await expect.poll(() => [...new URL(page.url()).searchParams.keys()]).toEqual(['pageSize']);
  await expect(page.getByRole('search', { name: '筛选' }).getByLabel('关键字')).toHaveValue('');
});

test('a pasted 100,000-character 关键字 is cut to its maxLength with a note; what is searched fits the URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(POSITIONS);
  await rowsShown(page, '岗位列表');
  const filters = page.getByRole('search', { name: '筛选' });
  const keyword = filters.getByLabel('关键字');
  await expect(keyword).toHaveAttribute('maxlength', String(KEYWORD_MAX));
  await page.evaluate((text) => navigator.clipboard.writeText(text), HUGE);
  await keyword.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(keyword).toHaveValue('关'.repeat(KEYWORD_MAX));
  // Nothing is lost without a word: the field says it was cut, and by how much.
  await expect(filters.getByText(/已截断/)).toContainText(`${KEYWORD_MAX}`);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/bms/system/position/list' && new URL(r.url()).searchParams.has('keyword'));
  await filters.getByRole('button', { name: '查询' }).click();
  expect(new URL((await asked).url()).searchParams.get('keyword')).toBe('关'.repeat(KEYWORD_MAX));
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('关'.repeat(KEYWORD_MAX));
});

test('a URL carrying a 100,000-character keyword (an in-app link) is cut to maxLength before anything is asked', async ({ page }) => {
  await page.goto(POSITIONS);
  await rowsShown(page, '岗位列表');
  const calls = listCalls(page, '/api/bms/system/position/list');
  // In the app: the server would refuse such an address outright (HTTP 431), so it comes as a link would.
  await page.evaluate(({ path, text }) => history.pushState(null, '', `${path}?keyword=${encodeURIComponent(text)}`), { path: POSITIONS, text: HUGE });
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')?.length).toBe(KEYWORD_MAX);
  await expect(table(page, '岗位列表')).toHaveAttribute('aria-busy', 'false');
  await expect(table(page, '岗位列表').getByRole('alert')).toHaveCount(0);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.searchParams.get('keyword')?.length ?? 0, call.pathname).toBeLessThanOrEqual(KEYWORD_MAX);
  expect(page.url().length).toBeLessThan(2_000);
});
