import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { answer, api, envelope, UNREADABLE } from './support/hostile-api';

/**
 * The back office's operation and refinement screens, the statistics overview and the workbench, sent
 * successful envelopes whose `data` is not what the screen reads (a text where a record or a list is
 * expected, a list of non-objects, lists inside a record that are not lists): each fails its own
 * section with 服务器返回了无法识别的数据 and 重试, and the shell stays — never the route's 页面出错了.
 * Served with `page.route` to the deployable build (see support/hostile-api.ts).
 */
test.use({ signedIn: 'stored-super-admin' });

/** The section's own failed state: what failed, why, and 重试. */
async function ownFailure(scope: Page | Locator, what: string): Promise<Locator> {
  const alert = scope.getByRole('alert').filter({ hasText: `${what}加载失败` });
  await expect(alert, what).toContainText(UNREADABLE);
  await expect(alert.getByRole('button', { name: '重试' }), what).toBeVisible();
  return alert;
}

/** The back office around the screen still stands: its menu, its header, no route error. */
async function shellStands(page: Page) {
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '内容加载失败' })).toHaveCount(0);
}

/** Answers each call with the next of `bodies` (the last one again after that), counting the calls. */
function answers(...bodies: unknown[]) {
  const asked = { count: 0 };
  return {
    asked,
    route: async (route: Route) => {
      const body = bodies[Math.min(asked.count, bodies.length - 1)];
      asked.count += 1;
      await answer(body)(route);
    },
  };
}

test('统计数据缓存: a text where the list of caches belongs, then a list of non-objects, fail the table with 重试', async ({ page }) => {
  const caches = answers(envelope('oops'), envelope([1, 'x', null]));
  await page.route(api('bms/statistics/dataCache/updateTime'), caches.route);
  await page.goto('/admin/bms/statistics/dataCache');

  const failed = await ownFailure(page, '统计缓存');
  await expect(page.getByText('暂无报表缓存')).toHaveCount(0);
  await shellStands(page);
  await expect(page.getByRole('heading', { level: 1, name: '统计数据缓存' })).toBeVisible();

  // 重试 asks again, and the next answer is judged again.
  await failed.getByRole('button', { name: '重试' }).click();
  await expect.poll(() => caches.asked.count).toBeGreaterThan(1);
  await ownFailure(page, '统计缓存');
  await expect(page.getByText('暂无报表缓存')).toHaveCount(0);
  await shellStands(page);
});

test('看板缓存数据: a list where the snapshot record belongs fails the preview; the parameters stay', async ({ page }) => {
  await page.route(api('bms/page/getCatch'), answer(envelope([1, 2, 3])));
  await page.goto('/admin/bms/page');

  await ownFailure(page.getByRole('region', { name: '预览' }), '看板缓存数据');
  await expect(page.getByRole('search', { name: '看板参数' })).toBeVisible();
  await shellStands(page);
});

const BAD_SNAPSHOT = { enrollCount: 3, amount: 100, departmentRanks: {}, ownerRanks: 'x', trend: 5, updateTime: '2026-11-24 10:00:00' };

test('电视大屏缓存数据: ranks that are not lists fail the preview and the full-screen TV page alike', async ({ page }) => {
  await page.route(api('bms/tvPage/getCatch'), answer(envelope(BAD_SNAPSHOT)));
  await page.goto('/admin/bms/tvPage');

  await ownFailure(page.getByRole('region', { name: '预览' }), '电视大屏缓存数据');
  await expect(page.getByLabel('电视大屏地址')).toBeVisible();
  await shellStands(page);

  await page.goto('/admin/bms/tvPage?display=tv');
  const tv = page.getByRole('region', { name: '电视大屏缓存数据（大屏）' });
  await ownFailure(tv, '大屏数据');
  await expect(tv.getByRole('button', { name: '退出大屏' })).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);
});

test('钉钉同步: an outcome that is not one says so with 重试, which asks again after 确定', async ({ page }) => {
  const sync = answers(envelope('oops'));
  await page.route(api('bms/extension/dingTalk/sync'), sync.route);
  await page.goto('/admin/bms/extension/dingTalk');

  await page.getByRole('button', { name: '开始同步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const failed = page.getByRole('alert').filter({ hasText: '同步失败' });
  await expect(failed).toContainText(UNREADABLE);
  await expect(page.getByRole('button', { name: '重试' })).toBeEnabled();
  // Nothing unreadable is kept as a result.
  await expect(page.getByText('本机还没有同步记录。同步完成后，结果会显示在这里。')).toBeVisible();
  await shellStands(page);

  // 重试 runs the same sync again, after the same confirmation (it merges outside data into ours).
  await page.getByRole('button', { name: '重试' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect.poll(() => sync.asked.count).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: '同步失败' })).toContainText(UNREADABLE);
  await expect(page.getByRole('button', { name: '开始同步' })).toBeEnabled();
});

test('BI 页面: a board whose detail is a text fails the board view, never reads as “disabled”', async ({ page }) => {
  await page.route(api('bms/statistics/biPage/detail'), answer(envelope('oops')));
  await page.goto('/admin/bms/statistics/biPage?board=3');

  await ownFailure(page, '看板');
  await expect(page.getByText('已禁用')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回列表' })).toBeVisible();
  await shellStands(page);
});

const MENUS = [
  { id: 1, parentId: 0, name: '系统管理', type: 1, sort: 1, status: 1 },
  { id: 2, parentId: 1, name: '管理员', type: 2, permission: 'system:admin:list', sort: 1, status: 1 },
];

test('岗位权限: grants that are not a list, or a menu tree that is an object, fail the editor alone', async ({ page }) => {
  const tree = answers(envelope(MENUS), envelope({ pageList: {} }));
  await page.route(api('bms/system/menu/tree'), tree.route);
  await page.route(api('bms/system/positionMenu/listByPosition'), answer(envelope('oops')));
  await page.goto('/admin/bms/system/positionMenu?positionId=2');

  await ownFailure(page, '岗位权限');
  await shellStands(page);

  await page.reload();
  await ownFailure(page, '菜单与按钮');
  await shellStands(page);
});

test('统计看板: a chart whose list is a text fails that chart only', async ({ page }) => {
  await page.route(api('bms/statistics/enroll/list'), answer(envelope('oops')));
  await page.goto('/admin/bms/statistics');

  await ownFailure(page.getByRole('article', { name: '各批次报名趋势' }), '各批次报名趋势');
  // The other charts answered (with nothing) and say so.
  await expect(page.getByRole('article', { name: '招生转化漏斗' })).toContainText('所选条件下暂无数据');
  await shellStands(page);
});

test('工作台: to-do counts that are a text and a headline list whose pageList is an object fail their own cards', async ({ page }) => {
  await page.route(api('bms/system/toDoMatter/count'), answer(envelope('oops')));
  await page.route(api('bms/statistics/statisticsDepartment/list'), answer(envelope({ pageList: {}, total: 3 })));
  await page.goto('/admin');

  await ownFailure(page.getByRole('region', { name: '我的待办' }), '待办数量');
  await ownFailure(page, '招生概况');
  await expect(page.getByRole('region', { name: '功能导航' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /欢迎回来/ })).toBeVisible();
  await shellStands(page);
});
