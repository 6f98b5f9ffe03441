import { formatDate, formatDateTime, REFERENCE_DATE } from '../values';
import type { Row } from '../store';
import type { DerivedAnswer } from './types';
import { ok, readParams, refuse, REFUSAL_CODES } from './operations-shared';
import { addClue, asClue, clueFacts, departmentScopes, emptyTally, matcher, money, percent, type Clue, type StatsQuery, type Tally } from './statistics-model';
import { departmentTable, tableRows } from './statistics-sources';

/**
 * 看板 / 电视大屏 snapshots (getCatch), computed with the statistics model the report screens use
 * (statistics-model.ts: a clue counts as an enrolment when 已报名, pays its project's fee, some are
 * 续报), so the board and the reports agree.
 * - 今日 / 本周 / 本月 count from the start of that day / week (Monday) / month onwards; 本批次 is the
 *   batch asked for, else the current one. "Today" is the demo data's reference day (values.ts
 *   REFERENCE_DATE, where the seeded records end) while the machine's clock is past it, so a
 *   snapshot is never all zeros; records staff create later count in every range.
 * - 部门 narrows to that department and the ones under it; 批次 narrows every range to that batch.
 * - 目标 is the batch's target of the departments in scope (报名目标部门分解), and 完成率 the batch's
 *   enrolments so far against it: a board shows how far the intake is, whatever the range.
 * - ranks: the top 10 departments and staff with enrolments, by enrolments, then amount; the trend one point per day
 *   (the last 7 days, or 30 for 本批次).
 * - 数据更新时间 is when the snapshot was made: the current minute (a backend's job runs each minute).
 */
const RANGE = { today: 1, week: 2, month: 3, batch: 4 } as const;
const DAY_MS = 86_400_000;
const TOP = 10;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The intake a date belongs to: autumn (09) from September, spring (03) from March, else last autumn's. */
export function batchOf(date: Date): string {
  const month = date.getMonth() + 1;
  if (month >= 9) return `${date.getFullYear()}09`;
  if (month >= 3) return `${date.getFullYear()}03`;
  return `${date.getFullYear() - 1}09`;
}

/** The day ranges are counted from (see above). */
const today = () => startOfDay(new Date(Math.min(Date.now(), REFERENCE_DATE.getTime())));

function rangeQuery(range: number, batch: string | undefined, departmentId: number | undefined, day: Date): StatsQuery {
  const base: StatsQuery = { departmentId, batch };
  if (range === RANGE.batch) return { ...base, batch: batch ?? batchOf(day) };
  const start = new Date(day);
  if (range === RANGE.week) start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (range === RANGE.month) start.setDate(1);
  return { ...base, startDate: formatDate(start) };
}

interface Rank {
  targetId: number;
  targetName: string;
  departmentName?: string;
  tally: Tally;
  targetCount?: number;
}

function ranked(groups: Map<number, Rank>) {
  return [...groups.values()]
    .filter((g) => g.tally.enrolled > 0)
    .toSorted((a, b) => b.tally.enrolled - a.tally.enrolled || b.tally.income - a.tally.income || a.targetId - b.targetId)
    .slice(0, TOP)
    .map((g, index) => ({
      rank: index + 1,
      targetId: g.targetId,
      targetName: g.targetName,
      ...(g.departmentName ? { departmentName: g.departmentName } : {}),
      enrollCount: g.tally.enrolled,
      amount: money(g.tally.income),
      ...(g.targetCount !== undefined ? { targetCount: g.targetCount, completionRate: percent(g.tally.enrolled, g.targetCount) } : {}),
    }));
}

function add(groups: Map<number, Rank>, id: number | undefined, start: () => Omit<Rank, 'tally'>, clue: Clue) {
  if (id === undefined) return;
  let group = groups.get(id);
  if (!group) {
    group = { ...start(), tally: emptyTally() };
    groups.set(id, group);
  }
  addClue(group.tally, clue);
}

const getCatch: DerivedAnswer = async (ctx, request, located) => {
  const params = await readParams(request, located.operation);
  const range = Number(params.range ?? RANGE.today);
  const departmentId = params.departmentId === undefined ? undefined : Number(params.departmentId);
  const batch = typeof params.batch === 'string' ? params.batch : undefined;
  const [clueRows, departments, targets] = await Promise.all([tableRows(ctx.store, 'clues'), departmentTable(ctx.store), tableRows(ctx.store, 'departmentTargets')]);
  const scopeOf = departmentScopes(departments);
  const day = today();
  const query = rangeQuery(range, batch, departmentId, day);
  const inRange = matcher(query, scopeOf);
  const targetBatch = query.batch ?? batchOf(day);
  const inBatch = matcher({ departmentId, batch: targetBatch }, scopeOf);
  const trendDays = range === RANGE.batch ? 30 : 7;
  const firstTrendDay = formatDate(new Date(day.getTime() - (trendDays - 1) * DAY_MS));
  const inTrend = matcher({ departmentId, batch, startDate: firstTrendDay }, scopeOf);
  const nameOf = new Map(departments.map((d) => [d.id, String(d.name ?? '')]));
  if (departmentId !== undefined && !nameOf.has(departmentId)) return refuse('部门不存在或已被删除', REFUSAL_CODES.notFound);
  const parentOf = new Map(departments.map((d) => [d.id, Number(d.parentId ?? 0)]));

  const total = emptyTally();
  const batchTally = emptyTally();
  const byDepartment = new Map<number, Rank>();
  const byOwner = new Map<number, Rank>();
  const trend = new Map<string, Tally>();
  for (const row of clueRows) {
    const clue = asClue(row);
    const facts = clueFacts(clue);
    if (inBatch(facts)) addClue(batchTally, clue);
    if (inTrend(facts) && facts.day !== undefined) {
      const point = trend.get(facts.day) ?? emptyTally();
      addClue(point, clue);
      trend.set(facts.day, point);
    }
    if (!inRange(facts)) continue;
    addClue(total, clue);
    add(
      byDepartment,
      clue.departmentId,
      () => ({
        targetId: clue.departmentId ?? 0,
        targetName: clue.departmentName ?? nameOf.get(clue.departmentId ?? 0) ?? '',
        departmentName: nameOf.get(parentOf.get(clue.departmentId ?? 0) ?? 0),
      }),
      clue,
    );
    add(byOwner, clue.ownerId, () => ({ targetId: clue.ownerId ?? 0, targetName: clue.ownerName ?? '', departmentName: clue.departmentName }), clue);
  }

  const scope = departmentId === undefined ? undefined : scopeOf(departmentId);
  const batchTargets = targets.filter((t: Row) => t.batch === targetBatch && (scope === undefined || scope.has(Number(t.departmentId))));
  const targetCount = batchTargets.reduce((sum, t) => sum + (Number(t.targetCount) || 0), 0);
  const targetAmount = batchTargets.reduce((sum, t) => sum + (Number(t.targetAmount) || 0), 0);
  for (const t of batchTargets) {
    const rank = byDepartment.get(Number(t.departmentId));
    if (rank) rank.targetCount = (rank.targetCount ?? 0) + (Number(t.targetCount) || 0);
  }

  const points = Array.from({ length: trendDays }, (_, index) => formatDate(new Date(day.getTime() - (trendDays - 1 - index) * DAY_MS)));
  const now = new Date();
  now.setSeconds(0, 0);
  return ok({
    range,
    ...(batch ? { batch } : range === RANGE.batch ? { batch: targetBatch } : {}),
    ...(departmentId !== undefined ? { departmentId, departmentName: nameOf.get(departmentId) ?? '' } : {}),
    enrollCount: total.enrolled,
    renewCount: total.renewed,
    amount: money(total.income),
    targetCount,
    targetAmount: money(targetAmount),
    completionRate: percent(batchTally.enrolled, targetCount),
    departmentRanks: ranked(byDepartment),
    ownerRanks: ranked(byOwner),
    trend: points.map((date) => ({ date, enrollCount: trend.get(date)?.enrolled ?? 0, amount: money(trend.get(date)?.income ?? 0) })),
    updateTime: formatDateTime(now),
  });
};

export const snapshotAnswers: Record<string, DerivedAnswer> = {
  bmsPageGetCatch: getCatch,
  bmsTvPageGetCatch: getCatch,
};
