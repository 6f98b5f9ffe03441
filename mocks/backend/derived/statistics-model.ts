/**
 * What the statistics of /api/bms/statistics mean, computed from the mock backend's own records as a
 * real backend would, so a change to a record shows in every report at once.
 *
 * Source of truth: the admissions clue table `umsPromoteAdmissionsClue` (ums-promote). Per clue:
 * - funnel, from its status (1 待跟进 2 跟进中 3 已预约 4 已到访 5 已报名 6 无效): valid unless 无效;
 *   appointed when 已预约/已到访/已报名; received (到访/接待) when 已到访/已报名; enrolled when 已报名.
 *   conversionRate = enrolled ÷ valid clues.
 * - money: an enrolment pays the fee of its projectType (PROJECT_FEES); some enrolments are refunded
 *   in full and some are renewals (续报), decided by a hash of the clue id (stable across reloads,
 *   never random per request). incomeAmount is gross; refundAmount what was paid back.
 * - attribution: a clue counts for its own departmentId/ownerId/batch/channelId; a clue without one
 *   is left out of the reports keyed by it (a 公海 clue has no owner), never guessed.
 * - filters: batch exact; departmentId = that department and its descendants (the 部门 tree);
 *   ownerId exact; startDate/endDate inclusive on the clue's createTime (day). Paging counts groups.
 * - rates are percents with 2 decimals, 0 when the base is 0; money has 2 decimals.
 * Report-specific rules (dormant clues, continuing education, appointments, targets) are documented
 * where they are computed (statistics-reports.ts).
 */
import type { Row } from '../store';
import { hashSeed } from '../store';

/** Clue statuses (umsPromoteAdmissionsClue.status). */
export const CLUE_STATUS = { pending: 1, following: 2, appointed: 3, visited: 4, enrolled: 5, invalid: 6 } as const;
/** Clue pools (umsPromoteAdmissionsClue.pool). */
export const CLUE_POOL = { personal: 1, department: 2, sea: 3 } as const;

/** projectType → what staff call it (the clue table's enum labels). */
export const PROJECT_NAMES: Readonly<Record<number, string>> = { 1: '成人高考', 2: '自学考试', 3: '继续教育', 4: '职业技能' };
/** projectType → the fee (yuan) an enrolment pays: a two-year diploma course costs more than a skills certificate. */
export const PROJECT_FEES: Readonly<Record<number, number>> = { 1: 6800, 2: 5200, 3: 1500, 4: 3200 };
export const CONTINUING_EDUCATION = 3;

/** Share of enrolments (percent, by id hash) that are renewals (续报) and that were refunded in full. */
export const RENEW_PERCENT = 25;
export const REFUND_PERCENT = 6;

/**
 * What bringing one clue in costs per channel (yuan; umsPromoteOpxChannel ids, the fixed CHANNELS
 * list): paid ads cost most, referrals and own channels least. A channel not listed costs 0.
 */
export const CHANNEL_CLUE_COST: Readonly<Record<number, number>> = {
  1: 180, // 百度推广
  2: 120, // 抖音信息流
  3: 45, // 微信公众号
  4: 150, // 微信朋友圈广告
  5: 90, // 小红书
  6: 100, // 快手
  7: 60, // 线下地推
  8: 0, // 老学员转介绍
  9: 30, // 合作企业
  10: 20, // 官网咨询
  11: 25, // 400 电话
  12: 80, // 天猫旗舰店
  13: 15, // 企业微信
  14: 35, // 校园宣讲
};

/** Group label for clues that carry no channel (a GROUP BY keeps them as one group). */
export const NO_CHANNEL = '未知渠道';

/** A batch as the spec writes it (yyyy03 spring, yyyy09 autumn). */
export const BATCH = /^20\d{2}(03|09)$/;

/** The fields of a clue the statistics read, typed (store rows hold what the spec declares). */
export interface Clue {
  id: number;
  phone?: string;
  projectType?: number;
  channelId?: number;
  channelName?: string;
  status: number;
  pool?: number;
  ownerId?: number;
  ownerName?: string;
  departmentId?: number;
  departmentName?: string;
  batch?: string;
  followTime?: string;
  createTime?: string;
}

const num = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function asClue(row: Row): Clue {
  return {
    id: row.id,
    phone: text(row.phone),
    projectType: num(row.projectType),
    channelId: num(row.channelId),
    channelName: text(row.channelName),
    status: num(row.status) ?? 0,
    pool: num(row.pool),
    ownerId: num(row.ownerId),
    ownerName: text(row.ownerName),
    departmentId: num(row.departmentId),
    departmentName: text(row.departmentName),
    batch: text(row.batch) !== undefined && BATCH.test(row.batch as string) ? (row.batch as string) : undefined,
    followTime: text(row.followTime),
    createTime: text(row.createTime),
  };
}

export const isValid = (c: Clue): boolean => c.status !== CLUE_STATUS.invalid;
export const isAppointed = (c: Clue): boolean => c.status === CLUE_STATUS.appointed || c.status === CLUE_STATUS.visited || c.status === CLUE_STATUS.enrolled;
export const isReceived = (c: Clue): boolean => c.status === CLUE_STATUS.visited || c.status === CLUE_STATUS.enrolled;
export const isEnrolled = (c: Clue): boolean => c.status === CLUE_STATUS.enrolled;

/** A number 0..99 fixed by the record id and what it decides (independent facts use different salts). */
export function idPercent(id: number, salt: string): number {
  return hashSeed(0, `${salt}:${id}`) % 100;
}

export const feeOf = (c: Clue): number => PROJECT_FEES[c.projectType ?? 0] ?? 0;
export const isRenewal = (c: Clue): boolean => isEnrolled(c) && idPercent(c.id, 'renew') < RENEW_PERCENT;
export const isRefunded = (c: Clue): boolean => isEnrolled(c) && idPercent(c.id, 'refund') < REFUND_PERCENT;

/** Money as a backend's DECIMAL(…, 2) serialises it. */
export function money(value: number): number {
  return Math.round(value * 100) / 100 + 0;
}

/** part ÷ base as a percent with 2 decimals; 0 (not NaN, not Infinity) when the base is 0. */
export function percent(part: number, base: number): number {
  return base > 0 ? Math.round((part / base) * 10000) / 100 : 0;
}

/** part ÷ base with 2 decimals (a ratio, e.g. ROI); 0 when the base is 0. */
export function ratio(part: number, base: number): number {
  return base > 0 ? Math.round((part / base) * 100) / 100 : 0;
}

/** yyyy-MM-dd of a stored date-time (wire `yyyy-MM-dd HH:mm:ss` or ISO). */
export function dayOf(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** A date-time string as epoch milliseconds (local time, as values.ts writes it), or undefined. */
export function timeOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const t = new Date(value.replace(' ', 'T')).getTime();
  return Number.isNaN(t) ? undefined : t;
}

/** The query a statistics list or export honours (only the params its operation declares are set). */
export interface StatsQuery {
  batch?: string;
  departmentId?: number;
  ownerId?: number;
  startDate?: string;
  endDate?: string;
  [name: string]: unknown;
}

/** Department id → itself and every department under it (the 部门 table's parentId tree). */
export function departmentScopes(departments: Row[]): (id: number) => Set<number> {
  const children = new Map<number, number[]>();
  for (const d of departments) {
    const parent = num(d.parentId) ?? 0;
    children.set(parent, [...(children.get(parent) ?? []), d.id]);
  }
  return (id) => {
    const scope = new Set<number>([id]);
    const queue = [id];
    while (queue.length > 0) {
      for (const child of children.get(queue.pop()!) ?? []) {
        if (!scope.has(child)) {
          scope.add(child);
          queue.push(child);
        }
      }
    }
    return scope;
  };
}

/** Whether a record's batch, department, owner and day pass a query (the fields the query sets). */
export function matcher(query: StatsQuery, scopeOf: (id: number) => Set<number>): (record: { batch?: string; departmentId?: number; ownerId?: number; day?: string }) => boolean {
  const departmentId = num(query.departmentId);
  const scope = departmentId === undefined ? undefined : scopeOf(departmentId);
  const ownerId = num(query.ownerId);
  const batch = text(query.batch);
  const start = text(query.startDate);
  const end = text(query.endDate);
  return (record) =>
    (batch === undefined || record.batch === batch) &&
    (scope === undefined || (record.departmentId !== undefined && scope.has(record.departmentId))) &&
    (ownerId === undefined || record.ownerId === ownerId) &&
    (start === undefined || (record.day !== undefined && record.day >= start)) &&
    (end === undefined || (record.day !== undefined && record.day <= end));
}

/** A clue as the matcher reads it. */
export const clueFacts = (c: Clue) => ({ batch: c.batch, departmentId: c.departmentId, ownerId: c.ownerId, day: dayOf(c.createTime) });

/** Groups items by key in one pass, in first-seen order; items without a key are left out. */
export function groupBy<T, A>(items: Iterable<T>, keyOf: (item: T) => string | undefined, start: (item: T) => A, add: (acc: A, item: T) => void): Map<string, A> {
  const groups = new Map<string, A>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    let acc = groups.get(key);
    if (acc === undefined) {
      acc = start(item);
      groups.set(key, acc);
    }
    add(acc, item);
  }
  return groups;
}

/** Newest batch first, then the given ids ascending: the order every grouped report lists in. */
/** The order of every per-owner report: newest batch first, then department, then owner. */
export const byBatchDepartmentOwner = byBatchThen<{ batch: string; departmentId: number; ownerId: number }>(
  (g) => g.departmentId,
  (g) => g.ownerId,
);

export function byBatchThen<T extends { batch: string }>(...keys: ((row: T) => number | string)[]): (a: T, b: T) => number {
  return (a, b) => {
    if (a.batch !== b.batch) return a.batch < b.batch ? 1 : -1;
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/** The clue counts and money every clue-based report reads, summed over a group. */
export interface Tally {
  clues: number;
  valid: number;
  invalid: number;
  appointed: number;
  received: number;
  enrolled: number;
  renewed: number;
  refunded: number;
  income: number;
  refund: number;
}

export const emptyTally = (): Tally => ({ clues: 0, valid: 0, invalid: 0, appointed: 0, received: 0, enrolled: 0, renewed: 0, refunded: 0, income: 0, refund: 0 });

export function addClue(t: Tally, c: Clue): void {
  t.clues += 1;
  if (isValid(c)) t.valid += 1;
  else t.invalid += 1;
  if (isAppointed(c)) t.appointed += 1;
  if (isReceived(c)) t.received += 1;
  if (!isEnrolled(c)) return;
  t.enrolled += 1;
  t.income += feeOf(c);
  if (isRenewal(c)) t.renewed += 1;
  if (isRefunded(c)) {
    t.refunded += 1;
    t.refund += feeOf(c);
  }
}
