/**
 * Every statistics report as a function of the records (the model: statistics-model.ts). Each reads
 * its tables once per request and groups in one pass; it returns ALL its groups, sorted, and the
 * caller pages or exports them. Rows carry the list's fields in the list's order.
 */
import { departmentRows } from '../demo-data';
import type { MockStore, Row } from '../store';
import { REFERENCE_DATE } from '../values';
import {
  addClue,
  asClue,
  BATCH,
  byBatchDepartmentOwner,
  byBatchThen,
  CHANNEL_CLUE_COST,
  CLUE_POOL,
  CLUE_STATUS,
  clueFacts,
  CONTINUING_EDUCATION,
  dayOf,
  departmentScopes,
  emptyTally,
  feeOf,
  groupBy,
  idPercent,
  isAppointed,
  isEnrolled,
  isRefunded,
  isValid,
  matcher,
  money,
  NO_CHANNEL,
  percent,
  PROJECT_NAMES,
  ratio,
  timeOf,
  type Clue,
  type StatsQuery,
  type Tally,
} from './statistics-model';
import { tableRows } from './statistics-sources';

export type StatRow = Record<string, unknown>;
export interface ReportInput {
  store: MockStore;
  query: StatsQuery;
}
export type Report = (input: ReportInput) => Promise<StatRow[]>;

const DAY = 86_400_000;
/** umsPromoteAppointment.status: 1 申请中 2 已改约 3 已接待. */
const APPOINTMENT_STATUS = { applied: 1, changed: 2, received: 3 } as const;

/** What most reports start from: the clues a query selects, the department tree and current names. */
async function selection(input: ReportInput) {
  const [clueRows, departments] = await Promise.all([tableRows(input.store, 'clues'), departmentRows(input.store)]);
  const scopeOf = departmentScopes(departments);
  const pass = matcher(input.query, scopeOf);
  const clues = clueRows.map(asClue);
  const departmentName = new Map(departments.map((d) => [d.id, typeof d.name === 'string' ? d.name : undefined]));
  return {
    all: clues,
    clues: clues.filter((c) => pass(clueFacts(c))),
    scopeOf,
    /** A department's current name (renames follow), else the label the record carries. */
    departmentName: (id: number, fallback?: string): string => departmentName.get(id) ?? fallback ?? `部门${id}`,
  };
}

/** Current staff names (renames follow), else the label the record carries. */
async function ownerNames(store: MockStore): Promise<(id: number, fallback?: string) => string> {
  const names = new Map((await tableRows(store, 'admins')).map((a) => [a.id, typeof a.name === 'string' ? a.name : undefined]));
  return (id, fallback) => names.get(id) ?? fallback ?? `员工${id}`;
}

/** Staff on duty (enabled admin accounts) per department: 在岗人数. */
async function employeesPerDepartment(store: MockStore): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const admin of await tableRows(store, 'admins')) {
    const department = Number(admin.departmentId);
    if (Number(admin.status) === 1 && Number.isFinite(department)) counts.set(department, (counts.get(department) ?? 0) + 1);
  }
  return counts;
}

const key = (...parts: unknown[]): string => parts.join('|');

interface Keyed extends Tally {
  batch: string;
  departmentId: number;
  departmentName?: string;
  ownerId: number;
  ownerName?: string;
  /** Follow-ups of the group's clues (followCount). */
  follows: number;
  /** What bringing its clues in cost (CHANNEL_CLUE_COST). */
  cost: number;
}

/** Follow-ups a clue had (跟进次数): none without a follow-up time, else 1–5 fixed by its id. */
export function followCount(c: Clue): number {
  return c.followTime === undefined ? 0 : 1 + (idPercent(c.id, 'follows') % 5);
}

/** Groups clues with a department and batch (and an owner, when `byOwner`) into tallies, in one pass. */
function tallyBy(clues: Clue[], byOwner: boolean): Keyed[] {
  const groups = groupBy(
    clues,
    (c) => (c.batch === undefined || c.departmentId === undefined || (byOwner && c.ownerId === undefined) ? undefined : key(c.departmentId, c.batch, byOwner ? c.ownerId : '')),
    (c): Keyed => ({
      ...emptyTally(),
      batch: c.batch!,
      departmentId: c.departmentId!,
      departmentName: c.departmentName,
      ownerId: c.ownerId ?? 0,
      ownerName: c.ownerName,
      follows: 0,
      cost: 0,
    }),
    (acc, c) => {
      addClue(acc, c);
      acc.follows += followCount(c);
      acc.cost += CHANNEL_CLUE_COST[c.channelId ?? 0] ?? 0;
    },
  );
  return [...groups.values()];
}

// ------------------------------------------------------------------------------------ departments

/** 部门统计: per department and batch; employeeCount = enabled staff of that department. */
export const departmentReport: Report = async (input) => {
  const [{ clues, departmentName }, employees] = await Promise.all([selection(input), employeesPerDepartment(input.store)]);
  return tallyBy(clues, false)
    .toSorted(byBatchThen((g) => g.departmentId))
    .map((g) => ({
      departmentId: g.departmentId,
      departmentName: departmentName(g.departmentId, g.departmentName),
      batch: g.batch,
      employeeCount: employees.get(g.departmentId) ?? 0,
      clueCount: g.clues,
      appointmentCount: g.appointed,
      receptionCount: g.received,
      enrollCount: g.enrolled,
      incomeAmount: money(g.income),
      refundAmount: money(g.refund),
      conversionRate: percent(g.enrolled, g.valid),
    }));
};

/** 部门 BI 统计: the department report plus valid clues and income per staff member on duty. */
export const biDepartmentReport: Report = async (input) => {
  const [{ clues, departmentName }, employees] = await Promise.all([selection(input), employeesPerDepartment(input.store)]);
  return tallyBy(clues, false)
    .toSorted(byBatchThen((g) => g.departmentId))
    .map((g) => {
      const employeeCount = employees.get(g.departmentId) ?? 0;
      return {
        departmentId: g.departmentId,
        departmentName: departmentName(g.departmentId, g.departmentName),
        batch: g.batch,
        employeeCount,
        clueCount: g.clues,
        validClueCount: g.valid,
        appointmentCount: g.appointed,
        enrollCount: g.enrolled,
        conversionRate: percent(g.enrolled, g.valid),
        incomeAmount: money(g.income),
        refundAmount: money(g.refund),
        perCapitaIncome: ratio(g.income, employeeCount),
      };
    });
};

// ------------------------------------------------------------------------------------ targets

type Achieved = Map<string, { count: number; amount: number }>;

function addEnrolment(map: Achieved, k: string, c: Clue): void {
  const acc = map.get(k) ?? { count: 0, amount: 0 };
  acc.count += 1;
  acc.amount += feeOf(c);
  map.set(k, acc);
}

/** Enrolments (count, gross income) per batch, project and department, and per batch, department and owner. */
function enrolments(clues: Clue[]) {
  const byDepartment: Achieved = new Map();
  const byOwner: Achieved = new Map();
  const byProject: Achieved = new Map();
  for (const c of clues) {
    if (!isEnrolled(c) || c.batch === undefined) continue;
    const project = PROJECT_NAMES[c.projectType ?? 0];
    if (project !== undefined) addEnrolment(byProject, key(c.batch, project), c);
    if (c.departmentId === undefined) continue;
    addEnrolment(byDepartment, key(c.batch, project, c.departmentId), c);
    if (c.ownerId !== undefined) addEnrolment(byOwner, key(c.batch, c.departmentId, c.ownerId), c);
  }
  return { byDepartment, byOwner, byProject };
}

export type TargetTable = 'projectTargets' | 'departmentTargets' | 'staffTargets';

/**
 * The stored target rows with what was achieved computed: a project target (报名目标) counts the
 * enrolments of its batch and project; a department target (报名目标部门分解) those of its batch and
 * project in its department and the departments under it; a staff target (部门员工报名目标) those of
 * its batch, department and owner. finishedAmount is their gross income.
 */
export async function withFinished(store: MockStore, table: TargetTable, targets: Row[]): Promise<Row[]> {
  const [clueRows, departments] = await Promise.all([tableRows(store, 'clues'), departmentRows(store)]);
  const { byDepartment, byOwner, byProject } = enrolments(clueRows.map(asClue));
  const scopeOf = departmentScopes(departments);
  return targets.map((target) => {
    let done: { count: number; amount: number } | undefined;
    const departmentId = Number(target.departmentId);
    if (table === 'projectTargets') done = byProject.get(key(target.batch, target.projectName));
    else if (table === 'staffTargets') done = byOwner.get(key(target.batch, departmentId, Number(target.ownerId)));
    else {
      done = { count: 0, amount: 0 };
      for (const id of scopeOf(departmentId)) {
        const here = byDepartment.get(key(target.batch, target.projectName, id));
        done.count += here?.count ?? 0;
        done.amount += here?.amount ?? 0;
      }
    }
    return { ...target, finishedCount: done?.count ?? 0, finishedAmount: money(done?.amount ?? 0) };
  });
}

/** A target table's rows a list/export query selects: ids, batch and owner exact, department with its subtree. */
export async function selectTargets(store: MockStore, table: TargetTable, query: StatsQuery, ids?: number[]): Promise<Row[]> {
  const [rows, departments] = await Promise.all([tableRows(store, table), departmentRows(store)]);
  const pass = matcher({ batch: query.batch, departmentId: query.departmentId, ownerId: query.ownerId }, departmentScopes(departments));
  const enrollTargetId = query.enrollTargetId === undefined ? undefined : Number(query.enrollTargetId);
  const keyword = typeof query.keyword === 'string' && query.keyword !== '' ? query.keyword : undefined;
  const chosen = rows.filter(
    (r) =>
      (ids === undefined || ids.includes(r.id)) &&
      (keyword === undefined || Object.values(r).some((v) => typeof v === 'string' && v.includes(keyword))) &&
      (enrollTargetId === undefined || Number(r.enrollTargetId) === enrollTargetId) &&
      pass({ batch: typeof r.batch === 'string' ? r.batch : undefined, departmentId: Number(r.departmentId), ownerId: Number(r.ownerId) }),
  );
  return withFinished(store, table, chosen);
}

// ------------------------------------------------------------------------------------ enrolments

/**
 * 报名统计: per owner, department and batch. targetCount sums the staff targets (部门员工报名目标) of
 * the same owner, department and batch; a target without any clue yet shows as a row of zeros.
 */
export const enrollReport: Report = async (input) => {
  const [{ clues, scopeOf, departmentName }, ownerName, targetRows] = await Promise.all([selection(input), ownerNames(input.store), tableRows(input.store, 'staffTargets')]);
  const groups = new Map(tallyBy(clues, true).map((g) => [key(g.ownerId, g.departmentId, g.batch), { ...g, target: 0 }]));
  const pass = matcher({ ...input.query, startDate: undefined, endDate: undefined }, scopeOf);
  for (const t of targetRows) {
    const facts = { batch: typeof t.batch === 'string' ? t.batch : undefined, departmentId: Number(t.departmentId), ownerId: Number(t.ownerId) };
    if (facts.batch === undefined || !pass(facts)) continue;
    const k = key(facts.ownerId, facts.departmentId, facts.batch);
    const group = groups.get(k) ?? { ...emptyTally(), batch: facts.batch, departmentId: facts.departmentId, ownerId: facts.ownerId, follows: 0, cost: 0, target: 0 };
    group.target += Number(t.targetCount) || 0;
    groups.set(k, group);
  }
  return [...groups.values()].toSorted(byBatchDepartmentOwner).map((g) => ({
    ownerId: g.ownerId,
    ownerName: ownerName(g.ownerId, g.ownerName),
    departmentId: g.departmentId,
    departmentName: departmentName(g.departmentId, g.departmentName),
    batch: g.batch,
    enrollCount: g.enrolled,
    newEnrollCount: g.enrolled - g.renewed,
    renewEnrollCount: g.renewed,
    refundCount: g.refunded,
    incomeAmount: money(g.income),
    targetCount: g.target,
    finishRate: Math.min(1000, percent(g.enrolled, g.target)),
  }));
};

/** 按渠道报名统计: per channel and batch; clues without a channel form one group 未知渠道. proportion = share of all enrolments listed. */
export const enrollByChannelReport: Report = async (input) => {
  const { clues } = await selection(input);
  const groups = groupBy(
    clues,
    (c) => (c.batch === undefined ? undefined : key(c.channelId ?? 0, c.batch)),
    (c) => ({
      ...emptyTally(),
      batch: c.batch!,
      channelId: c.channelId ?? Number.MAX_SAFE_INTEGER,
      channelName: c.channelId === undefined ? NO_CHANNEL : (c.channelName ?? `渠道${c.channelId}`),
    }),
    addClue,
  );
  const rows = [...groups.values()].toSorted(byBatchThen((g) => g.channelId));
  const enrolled = rows.reduce((sum, g) => sum + g.enrolled, 0);
  return rows.map((g) => ({
    channelName: g.channelName,
    batch: g.batch,
    clueCount: g.clues,
    appointmentCount: g.appointed,
    enrollCount: g.enrolled,
    conversionRate: percent(g.enrolled, g.valid),
    incomeAmount: money(g.income),
    proportion: percent(g.enrolled, enrolled),
  }));
};

/** 按项目报名统计: per projectType and batch (groups of enrolments only). */
export const enrollByProjectReport: Report = async (input) => {
  const { clues } = await selection(input);
  const groups = groupBy(
    clues.filter(isEnrolled),
    (c) => (c.batch === undefined || c.projectType === undefined ? undefined : key(c.projectType, c.batch)),
    (c) => ({ ...emptyTally(), batch: c.batch!, projectType: c.projectType! }),
    addClue,
  );
  const rows = [...groups.values()].toSorted(byBatchThen((g) => g.projectType));
  const enrolled = rows.reduce((sum, g) => sum + g.enrolled, 0);
  return rows.map((g) => ({
    projectName: PROJECT_NAMES[g.projectType] ?? `项目${g.projectType}`,
    batch: g.batch,
    enrollCount: g.enrolled,
    newEnrollCount: g.enrolled - g.renewed,
    renewEnrollCount: g.renewed,
    refundCount: g.refunded,
    incomeAmount: money(g.income),
    proportion: percent(g.enrolled, enrolled),
  }));
};

/**
 * 按来源线索统计: per source (the clue's channel: 线索来源 and 推广渠道 are the same fixed list) and
 * batch. A repeat (重复线索) is a clue whose phone number an earlier clue (lower id) of the whole
 * table already had, whatever the filters.
 */
export const clueByOriginReport: Report = async (input) => {
  const { all, clues } = await selection(input);
  const firstWithPhone = new Map<string, number>();
  for (const c of all) if (c.phone !== undefined && c.id < (firstWithPhone.get(c.phone) ?? Infinity)) firstWithPhone.set(c.phone, c.id);
  const groups = groupBy(
    clues,
    (c) => (c.batch === undefined ? undefined : key(c.channelId ?? 0, c.batch)),
    (c) => ({
      ...emptyTally(),
      batch: c.batch!,
      channelId: c.channelId ?? Number.MAX_SAFE_INTEGER,
      name: c.channelId === undefined ? NO_CHANNEL : (c.channelName ?? `渠道${c.channelId}`),
      repeats: 0,
    }),
    (acc, c) => {
      addClue(acc, c);
      if (c.phone !== undefined && firstWithPhone.get(c.phone) !== c.id) acc.repeats += 1;
    },
  );
  return [...groups.values()].toSorted(byBatchThen((g) => g.channelId)).map((g) => ({
    originName: g.name,
    batch: g.batch,
    clueCount: g.clues,
    validClueCount: g.valid,
    invalidClueCount: g.invalid,
    repeatClueCount: g.repeats,
    validRate: percent(g.valid, g.clues),
    enrollCount: g.enrolled,
  }));
};

// ------------------------------------------------------------------------------------ staff

/** 按负责人转化统计: per owner, department and batch. */
export const conversionByOwnerReport: Report = async (input) => {
  const [{ clues, departmentName }, ownerName] = await Promise.all([selection(input), ownerNames(input.store)]);
  return tallyBy(clues, true)
    .toSorted(byBatchDepartmentOwner)
    .map((g) => ({
      ownerId: g.ownerId,
      ownerName: ownerName(g.ownerId, g.ownerName),
      departmentName: departmentName(g.departmentId, g.departmentName),
      batch: g.batch,
      clueCount: g.clues,
      followCount: g.follows,
      appointmentCount: g.appointed,
      receptionCount: g.received,
      enrollCount: g.enrolled,
      conversionRate: percent(g.enrolled, g.valid),
    }));
};

/**
 * 推广统计: per owner, department and batch. costAmount = what bringing in the owner's clues cost
 * (CHANNEL_CLUE_COST per clue of each channel). roi (投入产出比) = gross income ÷ cost, as the
 * spec describes it (over 1: the clues brought in more than they cost), 0 without cost, at most the
 * spec's maximum.
 */
export const promoteReport: Report = async (input) => {
  const [{ clues, departmentName }, ownerName] = await Promise.all([selection(input), ownerNames(input.store)]);
  return tallyBy(clues, true)
    .toSorted(byBatchDepartmentOwner)
    .map((g) => {
      const cost = g.cost;
      return {
        ownerId: g.ownerId,
        ownerName: ownerName(g.ownerId, g.ownerName),
        departmentId: g.departmentId,
        departmentName: departmentName(g.departmentId, g.departmentName),
        batch: g.batch,
        clueCount: g.clues,
        validClueCount: g.valid,
        costAmount: money(cost),
        costPerClue: ratio(cost, g.clues),
        enrollCount: g.enrolled,
        incomeAmount: money(g.income),
        roi: Math.min(1000, ratio(g.income, cost)),
      };
    });
};

/** How long a clue may go without a follow-up before it counts as dormant (沉睡). */
export const DORMANT_DAYS = 30;

/**
 * Dormant and activated clues (线索激活), from the clue's own fields; "today" is the demo data's
 * reference day (values.ts REFERENCE_DATE), so the report does not drift from one day to the next.
 * - woken: it lay ≥ DORMANT_DAYS after it came in (createTime) before its latest follow-up (followTime).
 * - asleep: not enrolled, and either released to a pool (部门线索池/公海) or its latest contact
 *   (followTime, else createTime) is ≥ DORMANT_DAYS before today.
 * - dormant (沉睡线索数) = woken or asleep (invalid clues excluded);
 *   activated (激活数) = woken and held again in someone's personal pool.
 * Appointments and enrolments after activation are the funnel of the activated clues.
 */
export function activation(c: Clue, today = REFERENCE_DATE.getTime()): { dormant: boolean; activated: boolean } {
  if (!isValid(c)) return { dormant: false, activated: false };
  const created = timeOf(c.createTime);
  const followed = timeOf(c.followTime);
  const woken = created !== undefined && followed !== undefined && followed - created >= DORMANT_DAYS * DAY;
  const lastContact = followed ?? created;
  const released = c.pool !== undefined && c.pool !== CLUE_POOL.personal;
  const asleep = !isEnrolled(c) && (released || (lastContact !== undefined && today - lastContact >= DORMANT_DAYS * DAY));
  return { dormant: woken || asleep, activated: woken && c.pool === CLUE_POOL.personal };
}

/** 线索激活统计: per owner, department and batch (groups that had a dormant clue). */
export const clueActivateReport: Report = async (input) => {
  const [{ clues, departmentName }, ownerName] = await Promise.all([selection(input), ownerNames(input.store)]);
  const groups = groupBy(
    clues,
    (c) => (c.batch === undefined || c.departmentId === undefined || c.ownerId === undefined || !activation(c).dormant ? undefined : key(c.departmentId, c.batch, c.ownerId)),
    (c) => ({
      batch: c.batch!,
      departmentId: c.departmentId!,
      departmentName: c.departmentName,
      ownerId: c.ownerId!,
      ownerName: c.ownerName,
      dormant: 0,
      activated: 0,
      appointed: 0,
      enrolled: 0,
    }),
    (acc, c) => {
      acc.dormant += 1;
      if (!activation(c).activated) return;
      acc.activated += 1;
      if (isAppointed(c)) acc.appointed += 1;
      if (isEnrolled(c)) acc.enrolled += 1;
    },
  );
  return [...groups.values()].toSorted(byBatchDepartmentOwner).map((g) => ({
    ownerId: g.ownerId,
    ownerName: ownerName(g.ownerId, g.ownerName),
    departmentId: g.departmentId,
    departmentName: departmentName(g.departmentId, g.departmentName),
    batch: g.batch,
    dormantCount: g.dormant,
    activatedCount: g.activated,
    activateRate: percent(g.activated, g.dormant),
    appointmentCount: g.appointed,
    enrollCount: g.enrolled,
  }));
};

// ------------------------------------------------------------------------------------ continuing education

/**
 * Continuing education (继续教育统计). The bms-cont study records (学员练习, 视频学习进度) carry a batch
 * but no department, so the students are the enrolled clues whose projectType is 继续教育, per
 * department and batch. Per student, fixed by the clue id: 1–4 courses chosen; 72% finish them; of
 * those, 85% pass the final assessment. finishRate = finished ÷ students; passRate = passed ÷
 * finished (only who finished sits the assessment); income = their enrolment fees.
 */
export const continueReport: Report = async (input) => {
  const { clues, departmentName } = await selection(input);
  const groups = groupBy(
    clues.filter((c) => isEnrolled(c) && c.projectType === CONTINUING_EDUCATION),
    (c) => (c.batch === undefined || c.departmentId === undefined ? undefined : key(c.departmentId, c.batch)),
    (c) => ({ batch: c.batch!, departmentId: c.departmentId!, departmentName: c.departmentName, students: 0, courses: 0, finished: 0, passed: 0, income: 0 }),
    (acc, c) => {
      acc.students += 1;
      // Stryker disable next-line StringLiteral: FNV-1a mod 4 keeps only the hash's low 2 bits, which the salt 'courses' leaves as the empty salt does: same count for every id.
      acc.courses += 1 + (idPercent(c.id, 'courses') % 4);
      acc.income += feeOf(c);
      if (idPercent(c.id, 'finished') >= 72) return;
      acc.finished += 1;
      if (idPercent(c.id, 'passed') < 85) acc.passed += 1;
    },
  );
  return [...groups.values()].toSorted(byBatchThen((g) => g.departmentId)).map((g) => ({
    departmentId: g.departmentId,
    departmentName: departmentName(g.departmentId, g.departmentName),
    batch: g.batch,
    studentCount: g.students,
    courseCount: g.courses,
    finishedCount: g.finished,
    finishRate: percent(g.finished, g.students),
    examPassCount: g.passed,
    passRate: percent(g.passed, g.finished),
    incomeAmount: money(g.income),
  }));
};

// ------------------------------------------------------------------------------------ money by month

/**
 * 按月收入统计: per month (of the enrolled clue's createTime) and department. orderCount = enrolments
 * (one payment each); netIncome = income − refunds; momRate = change of netIncome against the
 * department's previous calendar month (under the same filters but the dates, so the first month of
 * a date range still compares with the month before), 0 when that month had none.
 */
export const incomeByMonthReport: Report = async (input) => {
  const { all, scopeOf, departmentName } = await selection(input);
  const undated = matcher({ ...input.query, startDate: undefined, endDate: undefined }, scopeOf);
  const dated = matcher({ startDate: input.query.startDate, endDate: input.query.endDate }, scopeOf);
  const net = new Map<string, number>();
  const groups = new Map<string, Tally & { month: string; departmentId: number; departmentName?: string }>();
  for (const c of all) {
    const day = dayOf(c.createTime);
    if (!isEnrolled(c) || c.departmentId === undefined || day === undefined || !undated(clueFacts(c))) continue;
    const k = key(c.departmentId, day.slice(0, 7));
    net.set(k, (net.get(k) ?? 0) + feeOf(c) - (isRefunded(c) ? feeOf(c) : 0));
    if (!dated(clueFacts(c))) continue;
    let group = groups.get(k);
    if (!group) {
      group = { ...emptyTally(), month: day.slice(0, 7), departmentId: c.departmentId, departmentName: c.departmentName };
      groups.set(k, group);
    }
    addClue(group, c);
  }
  return [...groups.values()]
    .toSorted((a, b) => (a.month !== b.month ? (a.month < b.month ? 1 : -1) : a.departmentId - b.departmentId))
    .map((g) => {
      const netIncome = g.income - g.refund;
      const before = net.get(key(g.departmentId, previousMonth(g.month))) ?? 0;
      return {
        month: g.month,
        departmentName: departmentName(g.departmentId, g.departmentName),
        incomeAmount: money(g.income),
        refundAmount: money(g.refund),
        netIncome: money(netIncome),
        orderCount: g.enrolled,
        // The spec's bounds: a fall cannot exceed 100 %, a rise from almost nothing is capped.
        momRate: Math.max(-100, Math.min(10_000, percent(netIncome - before, before))),
      };
    });
};

/** yyyy-MM of the month before. */
export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

// ------------------------------------------------------------------------------------ appointments

/** The season batch a day falls in: Mar–Aug → yyyy03, Sep–Dec → yyyy09, Jan–Feb → the previous autumn. */
export function seasonBatch(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month >= 9) return `${year}09`;
  if (month >= 3) return `${year}03`;
  return `${year - 1}09`;
}

/**
 * 按部门预约统计, from the appointment records (umsPromoteAppointment), per department and batch.
 * An appointment's batch is its lead's (umsPromoteAdmissionsClue, which appointments point to), else the
 * season of its application day; its date is the application day (createTime). changedCount =
 * 已改约, receptionCount = 已接待, enrollCount = received appointments whose clue is 已报名.
 */
export const appointmentByDepartmentReport: Report = async (input) => {
  const [appointments, clueRows, departments] = await Promise.all([tableRows(input.store, 'appointments'), tableRows(input.store, 'clues'), departmentRows(input.store)]);
  const clues = new Map(clueRows.map((c) => [c.id, c]));
  const names = new Map(departments.map((d) => [d.id, typeof d.name === 'string' ? d.name : undefined]));
  const pass = matcher(input.query, departmentScopes(departments));
  const groups = new Map<string, { batch: string; departmentId: number; departmentName?: string; appointed: number; changed: number; received: number; enrolled: number }>();
  for (const a of appointments) {
    const day = dayOf(typeof a.createTime === 'string' ? a.createTime : undefined);
    const departmentId = a.departmentId === undefined || a.departmentId === null ? undefined : Number(a.departmentId);
    if (day === undefined || departmentId === undefined) continue;
    const clue = clues.get(Number(a.clueId));
    const batch = typeof clue?.batch === 'string' && BATCH.test(clue.batch) ? clue.batch : seasonBatch(day);
    if (!pass({ batch, departmentId, day })) continue;
    const k = key(departmentId, batch);
    let group = groups.get(k);
    if (!group) {
      group = { batch, departmentId, departmentName: typeof a.departmentName === 'string' ? a.departmentName : undefined, appointed: 0, changed: 0, received: 0, enrolled: 0 };
      groups.set(k, group);
    }
    group.appointed += 1;
    const status = Number(a.status);
    if (status === APPOINTMENT_STATUS.changed) group.changed += 1;
    if (status === APPOINTMENT_STATUS.received) {
      group.received += 1;
      if (Number(clue?.status) === CLUE_STATUS.enrolled) group.enrolled += 1;
    }
  }
  return [...groups.values()].toSorted(byBatchThen((g) => g.departmentId)).map((g) => ({
    departmentId: g.departmentId,
    departmentName: names.get(g.departmentId) ?? g.departmentName ?? `部门${g.departmentId}`,
    batch: g.batch,
    appointmentCount: g.appointed,
    changedCount: g.changed,
    receptionCount: g.received,
    receptionRate: percent(g.received, g.appointed),
    enrollCount: g.enrolled,
  }));
};

// ------------------------------------------------------------------------------------ peers and classes

/**
 * 同岗对比: per owner, department and batch, their leads, enrolments and income, ranked among the
 * staff of the same position (岗位, from the 管理员 record) in the same batch by enrolments (then
 * income), with that position's averages. positionId filters by the owner's position.
 */
export const peerReport: Report = async (input) => {
  const [{ clues, departmentName }, ownerName, admins, positions] = await Promise.all([
    selection({ ...input, query: { ...input.query, positionId: undefined } }),
    ownerNames(input.store),
    tableRows(input.store, 'admins'),
    tableRows(input.store, 'positions'),
  ]);
  const positionOf = new Map(admins.map((a) => [a.id, Number(a.positionId)]));
  const positionName = new Map(positions.map((p) => [p.id, typeof p.name === 'string' ? p.name : undefined]));
  const wanted = input.query.positionId === undefined ? undefined : Number(input.query.positionId);
  const groups = tallyBy(clues, true).map((g) => ({ ...g, positionId: positionOf.get(g.ownerId) }));
  const peers = Map.groupBy(groups, (g) => key(g.batch, g.positionId));
  return groups
    .filter((g) => wanted === undefined || g.positionId === wanted)
    .toSorted(byBatchDepartmentOwner)
    .map((g) => {
      const same = peers.get(key(g.batch, g.positionId)) ?? [g];
      const rank = 1 + same.filter((o) => o.enrolled > g.enrolled || (o.enrolled === g.enrolled && o.income > g.income)).length;
      return {
        ownerId: g.ownerId,
        ownerName: ownerName(g.ownerId, g.ownerName),
        departmentId: g.departmentId,
        departmentName: departmentName(g.departmentId, g.departmentName),
        positionName: (g.positionId !== undefined ? positionName.get(g.positionId) : undefined) ?? '未设置岗位',
        batch: g.batch,
        clueCount: g.clues,
        enrollCount: g.enrolled,
        incomeAmount: money(g.income),
        rank,
        peerAvgEnrollCount: ratio(
          same.reduce((sum, o) => sum + o.enrolled, 0),
          same.length,
        ),
        peerAvgIncome: money(same.reduce((sum, o) => sum + o.income, 0) / same.length),
      };
    });
};

/**
 * 小类统计: per 大类 (一级分类), 小类 (二级分类) and batch. A lead is filed under one 小类 of the
 * 二级分类 table, fixed by its id (the records carry no class of their own), and under that 小类's
 * 大类; classificationId filters by the 大类. proportion = share of the enrolments listed.
 */
export const subclassReport: Report = async (input) => {
  const [{ clues }, subclasses] = await Promise.all([selection(input), tableRows(input.store, 'subclasses')]);
  const classes = subclasses.toSorted((a, b) => a.id - b.id);
  const wanted = input.query.classificationId === undefined ? undefined : Number(input.query.classificationId);
  const groups = groupBy(
    clues,
    (c) => {
      const subclass = classes[idPercent(c.id, 'subclass') % Math.max(classes.length, 1)];
      if (c.batch === undefined || !subclass || (wanted !== undefined && Number(subclass.classificationOneId) !== wanted)) return undefined;
      return key(subclass.id, c.batch);
    },
    (c) => {
      const subclass = classes[idPercent(c.id, 'subclass') % classes.length]!;
      return { ...emptyTally(), batch: c.batch!, subclass };
    },
    addClue,
  );
  const rows = [...groups.values()].toSorted(
    byBatchThen(
      (g) => Number(g.subclass.classificationOneId) || 0,
      (g) => g.subclass.id,
    ),
  );
  const enrolled = rows.reduce((sum, g) => sum + g.enrolled, 0);
  return rows.map((g) => ({
    classificationId: g.subclass.classificationOneId,
    classificationName: g.subclass.classificationOneName,
    subclassId: g.subclass.id,
    subclassName: g.subclass.name,
    batch: g.batch,
    clueCount: g.clues,
    enrollCount: g.enrolled,
    incomeAmount: money(g.income),
    conversionRate: percent(g.enrolled, g.valid),
    proportion: percent(g.enrolled, enrolled),
  }));
};
