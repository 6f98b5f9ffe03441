import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { answer, api, envelope, UNREADABLE } from './support/hostile-api';

/**
 * Answers that are successful envelopes but not what SPEC.md §7 promises, or that are far larger than
 * asked: each fails (or is cut down in) its own section, and nothing freezes or covers the page. The
 * deployable build (mocks off, API on another origin) is where a real backend sends them; there
 * `page.route` sees every call (the mock build answers in a service worker that Playwright cannot route).
 */
test.use({ signedIn: 'stored-super-admin' });

/** A visitor of the public site, signed in as the site keeps it (no sign-in call to the fake API). */
async function storeVisitor(page: Page) {
  await page.goto('/404-for-storage');
  await page.evaluate(() => localStorage.setItem('eduweb_siteUser', JSON.stringify({ id: 7, name: '王同学' })));
}

const sub = (id: number, name: string, contentType: string, sortType: string, sort: number) => ({ id, name, contentType, sortType, sort });
const MENUS = [
  { id: 1, name: '关于我们', sort: 1, subMenus: [sub(101, '公司简介', 'c-1', 's-1-1', 1)] },
  { id: 2, name: '新闻中心', sort: 2, subMenus: [sub(201, '公司新闻', 'c-2', 's-2-1', 1)] },
];
const NEWS = [1, 2].map((id) => ({ id, type: 1, title: `2026年成人高考报名时间公布（${id}）`, publishTime: '2026-09-01T01:00:00Z', label: '报考指南' }));

test.describe(() => {
  // The site's visitor alone (storeVisitor): no staff session beside it.
  test.use({ signedIn: undefined });

  test('/home: a news or label call answering pageList as an object fails its own block; the rest of the page works', async ({ page }) => {
    await page.route(api('cms/web/siteMenu/listForClient'), answer(envelope(MENUS)));
    await page.route(api('cms/web/siteContent/listForClient'), answer(envelope({ pageList: { 0: { id: 1, title: '新闻' } }, total: 1 })));
    await page.route(api('cms/content/publicity/listLabel'), answer(envelope({ pageList: {}, total: 0 })));
    await page.route(api('cms/content/publicity/listPublicityForClient'), answer(envelope({ pageList: NEWS, total: NEWS.length })));
    await storeVisitor(page);
    await page.goto('/home');

    const news = page.getByRole('region', { name: '资讯动态' });
    for (const what of ['公司新闻加载失败', '资讯标签加载失败']) {
      const alert = news.getByRole('alert').filter({ hasText: what });
      await expect(alert, what).toContainText(UNREADABLE);
      await expect(alert.getByRole('button', { name: '重试' }), what).toBeVisible();
    }
    // A failure is never told as "nothing here".
    await expect(news).not.toContainText(/暂无新闻|暂无相关资讯/);
    // The exam news beside them answered properly and shows.
    await expect(page.getByRole('list', { name: '考试资讯列表' }).getByRole('link')).toHaveCount(NEWS.length);
    // The page stands: hero, header navigation, the other sections and the footer.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '新闻中心' })).toBeVisible();
    await expect(page.getByRole('region', { name: '业务领域' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('备案号');
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    await page.getByRole('alert').filter({ hasText: '公司新闻加载失败' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('home-failed-section.png') });
  });
});

const ADMINS = '/admin/bms/system/admin';

test('an admin list answering pageList as a non-array shows the list’s own failure with 重试; the shell stays', async ({ page }) => {
  let asked = 0;
  await page.route(api('bms/system/admin/list'), async (route) => {
    asked += 1;
    await answer(envelope({ pageList: { id: 1, name: '张三' }, total: 1 }))(route);
  });
  await page.goto(ADMINS);

  const table = page.getByRole('table', { name: '管理员列表' });
  const alert = table.getByRole('alert');
  await expect(alert).toContainText('管理员列表加载失败');
  await expect(alert).toContainText(UNREADABLE);
  await expect(table).not.toContainText('暂无数据');
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '管理员' })).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);

  // 重试 asks again, and its answer is judged again.
  const before = asked;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(table.getByRole('alert')).toContainText(UNREADABLE);
  await page.screenshot({ path: test.info().outputPath('admin-list-failed.png') });
});

/** 2,000 positions from offset (pageNum - 1) × pageSize, whatever page size was asked: a backend that ignores it. */
function positions(url: URL) {
  const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  const from = (pageNum - 1) * pageSize;
  const pageList = Array.from({ length: 2000 }, (_, i) => ({ id: from + i + 1, name: `岗位${from + i + 1}`, status: 1 }));
  return envelope({ pageList, total: 2400 });
}

test('a relation picker sent 2,000 options when it asked for 20 shows at most 20, and 加载更多 the next 20', async ({ page }) => {
  const asked: URL[] = [];
  await page.route(api('bms/system/position/list'), async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    await answer(positions(url))(route);
  });
  await page.route(api('bms/system/department/tree'), answer(envelope([{ id: 2, name: '招生一部', parentId: 0, sort: 1, status: 1 }])));
  await page.goto(ADMINS);
  await expect(page.getByRole('table', { name: '管理员列表' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增管理员' });
  // 岗位 lists the chosen department's positions (x-depends-on), so a department comes first.
  await dialog.getByRole('combobox', { name: '部门' }).click();
  await page.getByRole('tree', { name: '部门' }).getByRole('treeitem', { name: '招生一部', exact: true }).click();
  await dialog.getByRole('combobox', { name: '岗位' }).click();

  const options = page.getByRole('listbox', { name: '岗位' }).getByRole('option');
  await expect(options.first()).toHaveText('岗位1');
  expect(asked[0]?.searchParams.get('departmentId')).toBe('2');
  const pageSize = Number(asked[0]?.searchParams.get('pageSize'));
  expect(pageSize).toBeGreaterThan(0);
  expect(pageSize).toBeLessThan(100);
  await expect(options).toHaveCount(pageSize);

  await page.getByRole('button', { name: '加载更多' }).click();
  await expect(options).toHaveCount(pageSize * 2);
  await expect(options.last()).toHaveText(`岗位${pageSize * 2}`);
});

/** A 4 KB server message: a validation report with an unbroken stack-trace token in it. */
const LONG_MESSAGE = `导入校验失败：${Array.from({ length: 60 }, (_, i) => `第${i + 2}行 手机号格式不正确`).join('；')}；com.edu.services.bms.system.admin.AdminServiceImpl.validateImportRow(AdminServiceImpl.java:${'9'.repeat(400)})。${'请联系管理员处理。'.repeat(60)}`;

test('a 4 KB server message makes a toast of bounded height whose whole text is one click away', async ({ page }) => {
  expect(new TextEncoder().encode(LONG_MESSAGE).length).toBeGreaterThan(4000);
  await page.route(api('bms/system/admin/list'), answer({ code: 40000, msg: LONG_MESSAGE }));
  await page.goto(ADMINS);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '导入校验失败' });
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  expect(box.height).toBeLessThan(200);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // The text wraps inside the toast: it does not run out of its side either.
  const text = (await toast.getByText(/^导入校验失败/).boundingBox())!;
  expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width);
  await page.screenshot({ path: test.info().outputPath('toast-clamped.png') });

  // The list's own failed state says the same, just as bounded.
  const failed = page.getByRole('table', { name: '管理员列表' }).getByRole('alert');
  await expect(failed).toContainText('管理员列表加载失败');
  expect((await failed.boundingBox())!.height).toBeLessThan(320);

  await toast.getByRole('button', { name: '查看全部' }).click();
  const full = page.getByRole('dialog', { name: '消息全文' });
  await expect(full).toContainText(LONG_MESSAGE);
  const dialogBox = (await full.boundingBox())!;
  expect(dialogBox.height).toBeLessThanOrEqual(viewport.height);
  await page.screenshot({ path: test.info().outputPath('toast-full-text.png') });
  await full.getByRole('button', { name: '关闭' }).first().click();
  await expect(full).toBeHidden();

  await failed.getByRole('button', { name: '查看全部' }).click();
  await expect(page.getByRole('dialog', { name: '消息全文' })).toContainText(LONG_MESSAGE);
});
