import { BmsExtensionDingTalkSyncResponse, BmsExtensionWecomSyncResponse } from '@generated/bms-extension/zod/bms-extension.zod';
import { BmsPageGetCatchResponse } from '@generated/bms-page/zod/bms-page.zod';
import { BmsStatisticsBiPageListResponse, BmsStatisticsDataCacheUpdateTimeResponse, BmsStatisticsDataEaseListResponse } from '@generated/bms-statistics/zod/bms-statistics.zod';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specHash } from '@generated/manifest/index';
import { mockHandlers } from '../../handlers';
import { createNodeBackend, DEFAULT_SEED } from '../../node';
import { tableSize } from '../demo-data';
import { memorySession } from '../session';
import { MockStore, type Persistence, type StoreSnapshot } from '../store';
import { formatDateTime, REFERENCE_DATE } from '../values';
import { ALL_REFRESH_FIRST_MS, ALL_REFRESH_STEP_MS, CACHE_TABLE, SINGLE_REFRESH_MS } from './operations-cache';
import { SYNC_LATENCY_MS } from './operations-sync';

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

/** A memory stand-in for IndexedDB: what the store last saved, as a reload would find it. */
function memoryPersistence(): Persistence & { saved?: StoreSnapshot } {
  const persistence: Persistence & { saved?: StoreSnapshot } = {
    load: async () => persistence.saved,
    save: async (saved) => void (persistence.saved = structuredClone(saved)),
    clear: async () => void (persistence.saved = undefined),
  };
  return persistence;
}

/** A sync call with the fake clock moved past its latency (the answer waits SYNC_LATENCY_MS, as a real pull does). */
async function syncCall(path: string, params: Record<string, string>): Promise<Envelope<Outcome>> {
  const answer = call<Outcome>('PUT', path, params);
  const state = { settled: false };
  void answer.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  // Seeding the staff table yields between slices on timers too: move the clock until the answer is in.
  while (!state.settled) await vi.advanceTimersByTimeAsync(SYNC_LATENCY_MS);
  return answer;
}

describe('钉钉同步 of attendance: the date range, read as local calendar days', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
  });

  it('counts a range across the new year by its days (2025-12-29 … 2026-01-04 is 7)', async () => {
    const staff = tableSize('bmsSystemAdmin', backend.store.seed) ?? 0;
    const answer = await syncCall(DINGTALK, { type: '3', startDate: '2025-12-29', endDate: '2026-01-04' });
    expect(answer).toMatchObject({ code: 0, msg: '同步完成' });
    expect(answer.data!.total).toBeLessThanOrEqual(7 * staff * 2);
    expect(answer.data!.total).toBeGreaterThan(7 * staff * 2 - staff);
  });

  it('refuses a range that ends before it starts, or starts after today', async () => {
    expect(await call('PUT', DINGTALK, { type: '3', startDate: '2026-01-04', endDate: '2025-12-29' })).toEqual({ code: 40000, msg: '考勤结束日期不能早于考勤开始日期' });
    expect(await call('PUT', DINGTALK, { type: '3', startDate: '2026-11-25', endDate: '2026-11-26' })).toEqual({ code: 40000, msg: '考勤开始日期不能晚于今天' });
  });

  it('keeps the last outcome in the saved store: after a reload the next run is run 2', async () => {
    const persistence = memoryPersistence();
    const store = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    backend = { ...backend, handlers: mockHandlers({ store, session: memorySession(), scenario: () => ({ kind: 'off' }) }) };
    const first = await syncCall(WECOM, { type: '3' });
    await store.flush();
    expect(persistence.saved?.tables.bmsExtensionWecom).toEqual([expect.objectContaining({ type: 3, runs: 1, ...first.data })]);

    const reloaded = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    await reloaded.restore();
    backend = { ...backend, handlers: mockHandlers({ store: reloaded, session: memorySession(), scenario: () => ({ kind: 'off' }) }) };
    await syncCall(WECOM, { type: '3' });
    expect(reloaded.rows('bmsExtensionWecom', () => [])).toEqual([expect.objectContaining({ type: 3, runs: 2 })]);
  });
});

interface Ranked {
  rank: number;
  targetId: number;
  enrollCount: number;
  amount: number;
}

/** A department tree of its own: 招生中心 (2) over 招生一部 (14) and 招生二部 (15); 继续教育部 (16) beside it. */
const DEPARTMENTS = [
  { id: 1, name: '总部', parentId: 0 },
  { id: 2, name: '招生中心', parentId: 1 },
  { id: 14, name: '招生一部', parentId: 2 },
  { id: 15, name: '招生二部', parentId: 2 },
  { id: 16, name: '继续教育部', parentId: 1 },
];

/** An autumn-2026 clue of the personal pool; status 5 (已报名) unless told. Fees: project 1 ¥6800, 2 ¥5200, 3 ¥1500, 4 ¥3200. */
const clue = (id: number, departmentId: number, ownerId: number, projectType: number, createTime: string, status = 5) => ({
  id,
  status,
  pool: 1,
  batch: '202609',
  projectType,
  departmentId,
  ownerId,
  ownerName: `员工${ownerId}`,
  createTime,
});

/**
 * "Today" is Thursday 2026-10-15 (before REFERENCE_DATE, so the clock decides): 本周 starts Monday
 * 10-12, 本月 on 10-01. Departments 14 and 16 tie on count and amount (the lower id ranks first),
 * 15 has as many enrolments for less money; owners 100 and 101 tie the same way.
 */
const CLUES = [
  clue(1, 14, 101, 1, '2026-10-15 09:00:00'),
  clue(2, 14, 101, 1, '2026-10-13 09:00:00'),
  clue(3, 15, 102, 3, '2026-10-14 09:00:00'),
  clue(4, 15, 102, 3, '2026-10-05 09:00:00'),
  clue(5, 16, 103, 2, '2026-09-20 09:00:00'),
  clue(6, 14, 101, 1, '2026-10-15 11:00:00', 2),
  clue(7, 15, 102, 4, '2026-09-30 23:00:00'),
  clue(8, 16, 100, 1, '2026-10-02 09:00:00'),
  clue(9, 16, 100, 1, '2026-10-03 09:00:00'),
];

/** A 看板 snapshot (checked against the spec's schema), with the ranks' amounts and the trend's. */
const catchOf = async (params: Record<string, string>) =>
  (await snapshot('/api/bms/page/getCatch', params)) as Omit<Snapshot, 'departmentRanks' | 'ownerRanks' | 'trend'> & {
    departmentRanks: Ranked[];
    ownerRanks: Ranked[];
    trend: { date: string; enrollCount: number; amount: number }[];
  };

describe('看板 snapshot (getCatch) on a clue table of its own', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(2026, 9, 15, 10, 0, 0));
    backend.store.rows('umsPromoteAdmissionsClue', () => structuredClone(CLUES));
    backend.store.rows('bmsSystemDepartment', () => structuredClone(DEPARTMENTS));
    backend.store.rows('bmsStatisticsEnrollTargetDepartment', () => []);
  });

  it('本月 counts from the first of the month, 本周 from Monday, 今日 from midnight, 本批次 the whole intake', async () => {
    const month = await catchOf({ range: '3' });
    // Clues 1, 2, 3, 4, 8, 9: 7 came in on 09-30, 5 in September, 6 is not enrolled.
    expect(month).toMatchObject({ enrollCount: 6, amount: 4 * 6800 + 2 * 1500 });
    expect((await catchOf({ range: '2' })).enrollCount).toBe(3);
    expect((await catchOf({ range: '1' })).enrollCount).toBe(1);
    expect(await catchOf({ range: '4' })).toMatchObject({ batch: '202609', enrollCount: 8 });
  });

  it('ranks by enrolments, then amount, then the lower id, each with all of its enrolments', async () => {
    const month = await catchOf({ range: '3' });
    expect(month.departmentRanks.map(({ rank, targetId, enrollCount, amount }) => ({ rank, targetId, enrollCount, amount }))).toEqual([
      { rank: 1, targetId: 14, enrollCount: 2, amount: 13_600 },
      { rank: 2, targetId: 16, enrollCount: 2, amount: 13_600 },
      { rank: 3, targetId: 15, enrollCount: 2, amount: 3000 },
    ]);
    expect(month.ownerRanks.map(({ rank, targetId, enrollCount }) => ({ rank, targetId, enrollCount }))).toEqual([
      { rank: 1, targetId: 100, enrollCount: 2 },
      { rank: 2, targetId: 101, enrollCount: 2 },
      { rank: 3, targetId: 102, enrollCount: 2 },
    ]);
  });

  it('the trend of a department counts only its own enrolments, one point per day of the last 7', async () => {
    const trend = (await catchOf({ range: '1', departmentId: '14' })).trend;
    expect(trend.map((p) => [p.date, p.enrollCount, p.amount])).toEqual([
      ['2026-10-09', 0, 0],
      ['2026-10-10', 0, 0],
      ['2026-10-11', 0, 0],
      ['2026-10-12', 0, 0],
      ['2026-10-13', 1, 6800],
      // Clue 3 that day is 招生二部's.
      ['2026-10-14', 0, 0],
      ['2026-10-15', 1, 6800],
    ]);
  });
});
