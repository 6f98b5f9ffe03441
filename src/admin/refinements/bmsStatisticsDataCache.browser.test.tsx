import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '@/api/api-error';
import { adminStore } from '../admin-store';
import { renderResourceScreen, type Stub } from '../operations/screen-harness';

afterEach(() => adminStore.reset());

const REPORTS = [
  ['enroll', '报名统计'],
  ['promote', '推广统计'],
  ['continue', '继续教育统计'],
] as const;

/** A backend whose refreshes end when the test says so (the screen polls until then). */
function cacheServer() {
  const caches = REPORTS.map(([cacheKey, name], index) => ({
    cacheKey,
    name,
    updateTime: `2026-11-24 02:0${index}:00`,
    refreshing: false,
    costSeconds: 30,
    operatorName: '系统定时任务',
  }));
  const updateTime = vi.fn<Stub>(async () => ({ code: 0, msg: '操作成功', data: caches.map((c) => ({ ...c })) }));
  const refresh = vi.fn<Stub>(async ({ cacheKey }) => {
    for (const cache of caches) if (cacheKey === 'all' || cache.cacheKey === cacheKey) cache.refreshing = true;
    return { code: 0, msg: '已开始刷新' };
  });
  const finish = (key: string, newTime?: string) => {
    const cache = caches.find((c) => c.cacheKey === key);
    if (cache) Object.assign(cache, { refreshing: false, ...(newTime ? { updateTime: newTime, operatorName: '系统管理员', costSeconds: 2 } : {}) });
  };
  return { stubs: { bmsStatisticsDataCacheUpdateTime: updateTime, bmsStatisticsDataCacheRefresh: refresh }, refresh, finish };
}

const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
/** A row's text, as it becomes (toHaveTextContent wants all of it, and drops a RegExp in this vitest). */
function rowText(name: string) {
  return expect.poll(() => row(name).element().textContent);
}
const progress = () => page.getByRole('progressbar');

describe('统计数据缓存 screen (refinement bmsStatisticsDataCache)', () => {
  it('lists every report with 数据更新于, 上次耗时 and 上次刷新人', async () => {
    const server = cacheServer();
    await renderResourceScreen('bms-statistics', 'bmsStatisticsDataCache', server.stubs);
    await rowText('报名统计').toContain('2026-11-24 02:00:00');
    await rowText('报名统计').toContain('30 秒');
    await rowText('推广统计').toContain('系统定时任务');
    expect(page.getByRole('progressbar').elements()).toHaveLength(0);
  });

  it('全部刷新 (after 确定) shows each report refreshing and the progress, then the new times', async () => {
    const server = cacheServer();
    await renderResourceScreen('bms-statistics', 'bmsStatisticsDataCache', server.stubs);
    await userEvent.click(page.getByRole('button', { name: '全部刷新' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
    expect(server.refresh).toHaveBeenCalledWith({ cacheKey: 'all' }, undefined, undefined);
    await rowText('报名统计').toContain('刷新中');
    await expect.element(progress()).toHaveAttribute('aria-valuenow', '0');
    await expect.element(progress()).toHaveAttribute('aria-valuemax', '3');
    await expect.element(page.getByText('已完成 0 / 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '全部刷新' })).toBeDisabled();

    server.finish('enroll', '2026-11-24 10:00:01');
    await expect.element(progress()).toHaveAttribute('aria-valuenow', '1');
    await rowText('报名统计').toContain('2026-11-24 10:00:01');
    await rowText('报名统计').toContain('已更新');
    await rowText('推广统计').toContain('刷新中');

    server.finish('promote', '2026-11-24 10:00:02');
    server.finish('continue', '2026-11-24 10:00:03');
    await expect.element(progress()).toHaveAttribute('aria-valuenow', '3');
    await expect.element(page.getByText('全部刷新完成')).toBeVisible();
    await rowText('继续教育统计').toContain('2026-11-24 10:00:03');
    await rowText('继续教育统计').toContain('系统管理员');
    await expect.element(page.getByRole('button', { name: '全部刷新' })).toBeEnabled();
  });

  it('a refresh that stops without a new time is a failure: the old time stays and the row says so', async () => {
    const server = cacheServer();
    await renderResourceScreen('bms-statistics', 'bmsStatisticsDataCache', server.stubs);
    await userEvent.click(page.getByRole('button', { name: '刷新推广统计' }));
    expect(server.refresh).toHaveBeenCalledWith({ cacheKey: 'promote' }, undefined, undefined);
    await rowText('推广统计').toContain('刷新中');
    server.finish('promote');
    await rowText('推广统计').toContain('刷新失败');
    await rowText('推广统计').toContain('2026-11-24 02:01:00');
    await expect.element(page.getByText('刷新结束，1 个报表失败')).toBeVisible();
  });

  it('a refused refresh says why and leaves every time as it was', async () => {
    const server = cacheServer();
    server.refresh.mockRejectedValueOnce(new ApiError('「报名统计」正在刷新，请等刷新完成后再试', { kind: 'business', code: 40009 }));
    await renderResourceScreen('bms-statistics', 'bmsStatisticsDataCache', server.stubs);
    await userEvent.click(page.getByRole('button', { name: '刷新报名统计' }));
    await expect.poll(() => page.getByRole('alert').element().textContent).toContain('刷新未能开始：「报名统计」正在刷新，请等刷新完成后再试');
    await rowText('报名统计').toContain('2026-11-24 02:00:00');
    await rowText('报名统计').toContain('正常');
    expect(page.getByRole('progressbar').elements()).toHaveLength(0);
  });
});
