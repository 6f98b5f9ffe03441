import { BmsExtensionDingTalkSyncResponse, BmsExtensionWecomSyncResponse } from '@generated/bms-extension/zod/bms-extension.zod';
import { BmsPageGetCatchResponse } from '@generated/bms-page/zod/bms-page.zod';
import { BmsStatisticsBiPageListResponse, BmsStatisticsDataCacheUpdateTimeResponse, BmsStatisticsDataEaseListResponse } from '@generated/bms-statistics/zod/bms-statistics.zod';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNodeBackend } from '../../node';
import { tableSize } from '../demo-data';
import { formatDateTime, REFERENCE_DATE } from '../values';
import { ALL_REFRESH_FIRST_MS, ALL_REFRESH_STEP_MS, CACHE_TABLE, SINGLE_REFRESH_MS } from './operations-cache';

/**
 * The operations screens' answers through the whole mock backend (contract, session, derived
 * answers), as the app calls them. The clock is faked for Date only: a refresh finishes when its time
 * has come, which the test moves to instead of waiting for it.
 */
let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

async function call<T = unknown>(method: string, path: string, params: Record<string, string> = {}): Promise<Envelope<T>> {
  const url = new URL(`http://localhost${path}`);
  const form = method === 'GET' ? undefined : new URLSearchParams(params);
  if (method === 'GET') for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const headers = form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
  const response = await getResponse(backend.handlers, new Request(url, { method, body: form, headers }));
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  return (await response.json()) as Envelope<T>;
}

interface Cache {
  cacheKey: string;
  name: string;
  updateTime: string;
  refreshing: boolean;
  costSeconds: number;
  operatorName: string;
}
const CACHE = '/api/bms/statistics/dataCache';
const caches = async (cacheKey?: string) => {
  const answer = await call<Cache[]>('GET', `${CACHE}/updateTime`, cacheKey ? { cacheKey } : {});
  expect(BmsStatisticsDataCacheUpdateTimeResponse.safeParse(answer).success).toBe(true);
  return answer.data ?? [];
};
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('统计数据缓存 (dataCache)', () => {
  it("lists every report by its spec name with last night's run, none refreshing", async () => {
    const all = await caches();
    expect(all.map((c) => c.name)).toEqual([
      '报名统计',
      '推广统计',
      '继续教育统计',
      '线索激活统计',
      '员工建档统计',
      '同岗对比',
      '部门统计',
      '分类统计报表',
      '小类统计',
      '部门 BI 统计',
    ]);
    expect(all.every((c) => !c.refreshing && c.operatorName === '系统定时任务' && c.updateTime.startsWith('2026-11-24 02:'))).toBe(true);
    expect(await caches('promote')).toEqual([all[1]]);
  });

  it('a refresh runs for a while, then shows its new time, cost and who asked for it (the signed-in staff)', async () => {
    backend.session.setAccount('zhaosheng');
    const [before] = await caches('enroll');
    const started = Date.now();
    expect(await call('PUT', `${CACHE}/refresh`, { cacheKey: 'enroll' })).toMatchObject({ code: 0 });
    expect((await caches('enroll'))[0]).toMatchObject({ refreshing: true, updateTime: before?.updateTime });
    later(SINGLE_REFRESH_MS - 1);
    expect((await caches('enroll'))[0]?.refreshing).toBe(true);
    later(1);
    expect((await caches('enroll'))[0]).toMatchObject({
      refreshing: false,
      updateTime: formatDateTime(new Date(started + SINGLE_REFRESH_MS)),
      costSeconds: 1,
      operatorName: '李招生',
    });
    // The others were left alone.
    expect((await caches('promote'))[0]?.operatorName).toBe('系统定时任务');
    expect(backend.store.has(CACHE_TABLE)).toBe(true);
  });

  it('全部 refreshes every report, finishing one after another; a report still refreshing refuses another refresh', async () => {
    expect(await call('PUT', `${CACHE}/refresh`, { cacheKey: 'all', batch: '202609' })).toMatchObject({ code: 0 });
    expect((await caches()).every((c) => c.refreshing)).toBe(true);
    expect(await call('PUT', `${CACHE}/refresh`, { cacheKey: 'enroll' })).toEqual({ code: 40009, msg: '「报名统计」正在刷新，请等刷新完成后再试' });
    later(ALL_REFRESH_FIRST_MS + ALL_REFRESH_STEP_MS);
    expect((await caches()).map((c) => c.refreshing)).toEqual([false, false, true, true, true, true, true, true, true, true]);
    later(ALL_REFRESH_STEP_MS * 8);
    const done = await caches();
    expect(done.every((c) => !c.refreshing && c.operatorName === '系统管理员')).toBe(true);
    expect(done.map((c) => c.updateTime).every((t) => t.startsWith('2026-11-24 10:00:0'))).toBe(true);
    expect(await call('PUT', `${CACHE}/refresh`, { cacheKey: 'enroll' })).toMatchObject({ code: 0 });
  });
});

interface Outcome {
  total: number;
  added: number;
  updated: number;
  removed: number;
  finishTime: string;
}
const DINGTALK = '/api/bms/extension/dingTalk/sync';
const WECOM = '/api/bms/extension/wecom/sync';

describe('钉钉 / 企业微信同步', () => {
  it('answers a SyncOutcome computed from the table being synced, and keeps the last one per type in the store', async () => {
    const answer = await call<Outcome>('PUT', DINGTALK, { type: '1' });
    expect(BmsExtensionDingTalkSyncResponse.safeParse(answer).success).toBe(true);
    const outcome = answer.data!;
    expect(outcome.total).toBe(tableSize('bmsSystemDepartment', backend.store.seed));
    expect(outcome.added + outcome.updated).toBeLessThanOrEqual(outcome.total);
    expect(outcome.added).toBeGreaterThan(0);
    expect(outcome.finishTime).toBe('2026-11-24 10:00:00');
    const staff = await call<Outcome>('PUT', DINGTALK, { type: '2' });
    expect(staff.data?.total).toBe(tableSize('bmsSystemAdmin', backend.store.seed));
    expect(backend.store.rows('bmsExtensionDingTalk', () => [])).toEqual([
      expect.objectContaining({ type: 1, runs: 1, ...outcome, operatorName: '系统管理员' }),
      expect.objectContaining({ type: 2, runs: 1, ...staff.data }),
    ]);
  });

  it('is deterministic: a fresh backend with the same seed gives the same outcomes, run after run', async () => {
    const runs = [await call<Outcome>('PUT', WECOM, { type: '2' }), await call<Outcome>('PUT', WECOM, { type: '2' })].map((a) => a.data);
    backend = createNodeBackend();
    const again = [await call<Outcome>('PUT', WECOM, { type: '2' }), await call<Outcome>('PUT', WECOM, { type: '2' })].map((a) => a.data);
    expect(again).toEqual(runs);
    expect(runs[0]?.total).toBe(tableSize('bmsExtensionWecomCustomer', backend.store.seed));
    expect(BmsExtensionWecomSyncResponse.safeParse({ code: 0, msg: 'x', data: runs[1] }).success).toBe(true);
  });

  it('attendance (考勤打卡) pulls two punches per staff member and day of the range, at most 31 days', async () => {
    const staff = tableSize('bmsSystemAdmin', backend.store.seed) ?? 0;
    const week = (await call<Outcome>('PUT', DINGTALK, { type: '3', startDate: '2026-11-01', endDate: '2026-11-07' })).data!;
    expect(week.total).toBeLessThanOrEqual(7 * staff * 2);
    expect(week.total).toBeGreaterThan(7 * staff * 2 - staff);
    expect(await call('PUT', DINGTALK, { type: '3', startDate: '2026-09-01', endDate: '2026-10-31' })).toEqual({ code: 40000, msg: '考勤日期范围不能超过 31 天' });
    expect(await call('PUT', DINGTALK, { type: '3', startDate: '2026-11-01' })).toEqual({ code: 40000, msg: '同步考勤打卡时请同时选择考勤开始日期和结束日期' });
  });
});

interface Snapshot {
  range: number;
  enrollCount: number;
  renewCount?: number;
  amount: number;
  targetCount: number;
  completionRate: number;
  departmentRanks: { rank: number; targetId: number; enrollCount: number }[];
  ownerRanks: { rank: number; enrollCount: number }[];
  trend: { date: string; enrollCount: number }[];
  updateTime: string;
}
const snapshot = async (path: string, params: Record<string, string> = {}) => {
  const answer = await call<Snapshot>('GET', path, params);
  const parsed = BmsPageGetCatchResponse.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return answer.data!;
};
/** An autumn-2026 enrolment. */
const enrolled = (c: Record<string, unknown>) => c.status === 5 && c.batch === '202609';
/** The clue table as the snapshot read it (seeded by the first snapshot request). */
const clues = () => {
  if (!backend.store.has('umsPromoteAdmissionsClue')) throw new Error('ask for a snapshot first: it seeds the clue table');
  return backend.store.rows('umsPromoteAdmissionsClue', () => []);
};

describe('看板 / 电视大屏 snapshot (getCatch)', () => {
  it('counts the enrolments (已报名 clues) of the range from the clue table, ranks and trend adding up', async () => {
    const week = await snapshot('/api/bms/page/getCatch', { range: '2' });
    // REFERENCE_DATE (2026-11-01) is a Sunday: 本周 starts on Monday 2026-10-26.
    expect(REFERENCE_DATE.getDay()).toBe(0);
    const expected = clues().filter((c) => c.status === 5 && String(c.createTime) >= '2026-10-26').length;
    expect(week.enrollCount).toBe(expected);
    expect(week.enrollCount).toBeGreaterThan(0);
    expect(week.trend).toHaveLength(7);
    expect(week.trend.reduce((sum, p) => sum + p.enrollCount, 0)).toBe(expected);
    expect(week.departmentRanks.map((r) => r.rank)).toEqual(week.departmentRanks.map((_, i) => i + 1));
    // Ranked are those with enrolments: at most the total between them (a clue without a department is in no rank).
    expect(week.departmentRanks.every((r) => r.enrollCount > 0)).toBe(true);
    expect(week.departmentRanks.reduce((sum, r) => sum + r.enrollCount, 0)).toBeLessThanOrEqual(expected);
    expect(week.updateTime).toBe('2026-11-24 10:00:00');
    expect(await snapshot('/api/bms/tvPage/getCatch', { range: '2' })).toEqual(week);
  });

  it('follows the records: a clue enrolled today counts at once', async () => {
    const before = await snapshot('/api/bms/page/getCatch', { range: '1' });
    const clue = clues().find((c) => c.status !== 5)!;
    Object.assign(clue, { status: 5, createTime: formatDateTime(new Date()) });
    const after = await snapshot('/api/bms/page/getCatch', { range: '1' });
    expect(after.enrollCount).toBe(before.enrollCount + 1);
    expect(after.amount).toBeGreaterThan(before.amount);
  });

  it('narrows to a department and the ones under it, and to a batch; an unknown department is refused', async () => {
    await snapshot('/api/bms/page/getCatch');
    // Two enrolments of 招生一部's groups in the autumn intake, so the narrowed figures are not all zero.
    for (const [index, clue] of clues()
      .filter((c) => c.status !== 5)
      .slice(0, 2)
      .entries())
      Object.assign(clue, { status: 5, batch: '202609', departmentId: 14 + index });
    const all = await snapshot('/api/bms/page/getCatch', { range: '4', batch: '202609' });
    const first = await snapshot('/api/bms/page/getCatch', { range: '4', batch: '202609', departmentId: '2' });
    expect(all.enrollCount).toBe(clues().filter(enrolled).length);
    expect(first.enrollCount).toBe(clues().filter((c) => enrolled(c) && [2, 14, 15].includes(Number(c.departmentId))).length);
    expect(first.enrollCount).toBeGreaterThanOrEqual(2);
    expect(all.targetCount).toBeGreaterThanOrEqual(first.targetCount);
    expect(await call('GET', '/api/bms/page/getCatch', { departmentId: '999' })).toEqual({ code: 40004, msg: '部门不存在或已被删除' });
  });
});

describe('BI 页面 / DataEase 看板 demo rows', () => {
  it("are fixed boards on the company's BI hosts, some disabled, still a stateful table", async () => {
    const bi = await call<{ pageList: { id: number; name: string; url: string; status: number }[]; total: number }>('GET', '/api/bms/statistics/biPage/list', {
      pageNum: '1',
      pageSize: '50',
    });
    expect(BmsStatisticsBiPageListResponse.safeParse(bi).success).toBe(true);
    expect(bi.data?.pageList.every((b) => b.url.startsWith('https://bi.edu-services.cn/dashboard/'))).toBe(true);
    expect(bi.data?.pageList.some((b) => b.status === 0)).toBe(true);
    const board = bi.data!.pageList[0]!;
    expect(await call('PUT', '/api/bms/statistics/biPage/able', { id: String(board.id), status: '0' })).toMatchObject({ code: 0 });
    expect((await call<{ status: number }>('GET', '/api/bms/statistics/biPage/detail', { id: String(board.id) })).data?.status).toBe(0);
    const de = await call<{ pageList: { url: string }[] }>('GET', '/api/bms/statistics/dataEase/list', { pageNum: '1', pageSize: '50' });
    expect(BmsStatisticsDataEaseListResponse.safeParse(de).success).toBe(true);
    expect(de.data?.pageList.every((b) => b.url.startsWith('https://dataease.edu-services.cn/#/de-link/'))).toBe(true);
  });
});
