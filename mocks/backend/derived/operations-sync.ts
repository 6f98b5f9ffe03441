import { delay } from 'msw';
import { tableSize } from '../demo-data';
import { hashSeed, type MockStore, type Row } from '../store';
import { formatDateTime } from '../values';
import type { DerivedAnswer } from './types';
import { ok, operatorName, readParams, refuse } from './operations-shared';

/**
 * 钉钉同步 / 企业微信同步: a backend pulls the external organisation's records and merges them into
 * its own tables. The answer (SyncOutcome) is computed from the size of the table that is being
 * synced — departments, staff, WeCom members, customers, tags — so the counts read like that table
 * (拉取 = every record of it, a few 新增/更新, now and then a 删除). It varies from run to run by the
 * run's number, deterministically. Attendance (考勤打卡) pulls two punches per staff member and day
 * of the range. The last outcome of each type is kept in the store (the spec has no GET for it).
 * The call takes a moment, as a real pull does, so the screen's running state is seen.
 */
export const SYNC_LATENCY_MS = 900;
const MAX_ATTENDANCE_DAYS = 31;
const DAY_MS = 86_400_000;

/** What each sync type pulls: the table standing for it, or attendance. */
const SOURCES: Record<string, Record<number, string>> = {
  bmsExtensionDingTalkSync: { 1: 'bmsSystemDepartment', 2: 'bmsSystemAdmin', 3: 'attendance' },
  bmsExtensionWecomSync: { 1: 'bmsExtensionWecomUser', 2: 'bmsExtensionWecomCustomer', 3: 'bmsExtensionWecomTag' },
};

interface SyncRow extends Row {
  type: number;
  runs: number;
  total: number;
  added: number;
  updated: number;
  removed: number;
  finishTime: string;
  operatorName: string;
}

const sizeOf = (store: MockStore, key: string) => (store.has(key) ? store.rows(key, () => []).length : (tableSize(key, store.seed) ?? 0));

const localDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** The attendance range asked for, or the last seven days up to yesterday; a refusal text when it cannot be. */
function attendanceDays(startDate: unknown, endDate: unknown): number | string {
  if (startDate === undefined && endDate === undefined) return 7;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return '同步考勤打卡时请同时选择考勤开始日期和结束日期';
  const days = Math.round((localDate(endDate).getTime() - localDate(startDate).getTime()) / DAY_MS) + 1;
  if (days < 1) return '考勤结束日期不能早于开始日期';
  if (days > MAX_ATTENDANCE_DAYS) return `考勤日期范围不能超过 ${MAX_ATTENDANCE_DAYS} 天`;
  if (localDate(startDate).getTime() > Date.now()) return '考勤开始日期不能晚于今天';
  return days;
}

/** The outcome of run `run` of a type: deterministic for the seed, the table's size and the run's number. */
function outcome(store: MockStore, operationId: string, type: number, run: number, days: number) {
  const source = SOURCES[operationId]?.[type] ?? '';
  const h = hashSeed(store.seed, `${operationId}:${type}:${run}`);
  if (source === 'attendance') {
    const staff = sizeOf(store, 'bmsSystemAdmin');
    // Two punches a day per person, less the few who were away.
    const total = Math.max(0, days * staff * 2 - (h % Math.max(1, staff)));
    const updated = Math.min(total, (h >>> 8) % Math.max(1, Math.ceil(staff / 4)));
    return { total, added: total - updated, updated, removed: 0 };
  }
  const total = sizeOf(store, source);
  // The first run finds more to add than later ones: the two systems drift apart slowly.
  const added = Math.min(total, (h % Math.max(1, Math.ceil(total * (run === 1 ? 0.08 : 0.03)))) + (run === 1 ? 1 : 0));
  const updated = Math.min(total - added, (h >>> 8) % Math.max(1, Math.ceil(total * 0.15)));
  const removed = (h >>> 16) % 7 === 0 ? 1 + ((h >>> 20) % 2) : 0;
  return { total, added, updated, removed };
}

const sync: DerivedAnswer = async (ctx, request, located) => {
  const { operationId } = located.operation;
  const params = await readParams(request, located.operation);
  const type = Number(params.type);
  if (!SOURCES[operationId]?.[type]) return refuse('同步内容不正确');
  const days = SOURCES[operationId]?.[type] === 'attendance' ? attendanceDays(params.startDate, params.endDate) : 0;
  if (typeof days === 'string') return refuse(days);
  await delay(SYNC_LATENCY_MS);
  const key = located.resource.key;
  const rows = ctx.store.rows(key, () => []) as SyncRow[];
  const before = rows.find((r) => r.type === type);
  const run = (before?.runs ?? 0) + 1;
  const result = { ...outcome(ctx.store, operationId, type, run, days), finishTime: formatDateTime(new Date()) };
  const row: SyncRow = { id: type, type, runs: run, ...result, operatorName: operatorName(ctx) };
  if (before) rows[rows.indexOf(before)] = row;
  else rows.push(row);
  ctx.store.touch(key);
  return ok(result, result.removed > 0 || result.added > 0 || result.updated > 0 ? '同步完成' : '同步完成，没有需要更新的数据');
};

export const syncAnswers: Record<string, DerivedAnswer> = {
  bmsExtensionDingTalkSync: sync,
  bmsExtensionWecomSync: sync,
};
