/**
 * The demo-data audit's check across screens (scripts/demo-data-audit.ts, kind `crossScreen`): for
 * every intake (batch) the admissions leads carry, the figures the workbench (工作台), the 统计看板's
 * charts and the statistics screens show must be the counts of the records the lists show:
 * - 线索 = leads of the batch in the 招生线索 list; 报名 = those 已报名 (the list filtered by status);
 * - 预约 / 到访 = what the workbench's own report says, and every other screen must say the same;
 * - each screen's sums for the batch (the workbench's and the funnel's report, the enrolment trend,
 *   the channel, project, origin, owner, promotion, BI and peer reports) equal those counts;
 * - a target (department, staff member, project) is in proportion to what was achieved: neither a
 *   target of thousands for a handful of enrolments nor far more enrolments than it set out.
 * It reads the backend only through its lists, as the screens do.
 */

export interface FigureOffence {
  /** The screen's resource key. */
  resource: string;
  /** What it shows (a report's field, e.g. enrollCount). */
  field: string;
  /** The batch, or the record (target) id. */
  id: unknown;
  value: unknown;
  why: string;
}

type Row = Record<string, unknown>;
/** Reads a whole list (every page) under a query; undefined when it cannot be read. */
export type ReadList = (path: string, query?: Record<string, string>) => Promise<Row[] | undefined>;

const LEADS = '/api/ums/promote/admissionsClue/list';
const STATUS = { appointed: 3, visited: 4, enrolled: 5 } as const;

/** The statistics lists whose sums for a batch must agree, and which of their fields. */
/**
 * `perOwner`: a report grouped by the staff member holding the leads: it counts the leads someone
 * holds (a lead in 部门线索池 or 公海 has no owner), compared with the list's leads that have one.
 */
const REPORTS: readonly { resource: string; path: string; fields: readonly Counted[]; filterBy: 'query' | 'rows'; perOwner?: true }[] = [
  {
    resource: 'bmsStatisticsStatisticsDepartment',
    path: '/api/bms/statistics/statisticsDepartment/list',
    fields: ['clueCount', 'appointmentCount', 'receptionCount', 'enrollCount'],
    filterBy: 'query',
  },
  // The trend chart reads every batch at once and picks each batch's rows.
  { resource: 'bmsStatisticsEnroll', path: '/api/bms/statistics/enroll/list', fields: ['enrollCount'], filterBy: 'rows', perOwner: true },
  {
    resource: 'bmsStatisticsStatisticsClassification',
    path: '/api/bms/statistics/statisticsClassification/enrollByChannel/list',
    fields: ['clueCount', 'appointmentCount', 'enrollCount'],
    filterBy: 'query',
  },
  { resource: 'bmsStatisticsStatisticsClassification', path: '/api/bms/statistics/statisticsClassification/enrollByProject/list', fields: ['enrollCount'], filterBy: 'query' },
  {
    resource: 'bmsStatisticsStatisticsClassification',
    path: '/api/bms/statistics/statisticsClassification/clueByOrigin/list',
    fields: ['clueCount', 'enrollCount'],
    filterBy: 'query',
  },
  {
    resource: 'bmsStatisticsStatisticsClassification',
    path: '/api/bms/statistics/statisticsClassification/conversionByOwner/list',
    fields: ['clueCount', 'appointmentCount', 'receptionCount', 'enrollCount'],
    filterBy: 'query',
    perOwner: true,
  },
  { resource: 'bmsStatisticsPromote', path: '/api/bms/statistics/promote/list', fields: ['clueCount', 'enrollCount'], filterBy: 'query', perOwner: true },
  { resource: 'bmsStatisticsBiDepartment', path: '/api/bms/statistics/biDepartment/list', fields: ['clueCount', 'appointmentCount', 'enrollCount'], filterBy: 'query' },
  { resource: 'bmsStatisticsPeer', path: '/api/bms/statistics/peer/list', fields: ['clueCount', 'enrollCount'], filterBy: 'query', perOwner: true },
  { resource: 'bmsStatisticsStatisticsSubclass', path: '/api/bms/statistics/statisticsSubclass/list', fields: ['clueCount', 'enrollCount'], filterBy: 'query' },
];

type Counted = 'clueCount' | 'appointmentCount' | 'receptionCount' | 'enrollCount';

/** The target lists: what they set out (`target`) and what they count as done (`finished`). */
const TARGETS = [
  { resource: 'bmsStatisticsEnrollTargetDepartment', path: '/api/bms/statistics/enrollTargetDepartment/list' },
  { resource: 'bmsStatisticsDepartmentEnrollTarget', path: '/api/bms/statistics/departmentEnrollTarget/list' },
  { resource: 'bmsStatisticsEnrollTarget', path: '/api/bms/statistics/enrollTarget/list' },
] as const;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const sum = (rows: Row[], field: string) => rows.reduce((total, row) => total + num(row[field]), 0);

/**
 * Whether a target and what was achieved are in proportion: a target may be missed or beaten, but
 * not by an order of magnitude (2 of 796; 40 of 5).
 */
export function inProportion(target: number, finished: number): boolean {
  return target >= 1 && target <= 3 * finished + 10 && finished <= 1.6 * target + 2;
}

export async function figureOffences(readList: ReadList): Promise<FigureOffence[]> {
  const offences: FigureOffence[] = [];
  const leads = await readList(LEADS);
  if (!leads) return [{ resource: 'umsPromoteAdmissionsClue', field: 'pageList', id: undefined, value: undefined, why: 'the 招生线索 list cannot be read' }];
  const batches = [...new Set(leads.map((l) => l.batch).filter((b): b is string => typeof b === 'string'))].toSorted();
  const trendRows = new Map<string, Row[] | undefined>();

  for (const batch of batches) {
    const ofBatch = leads.filter((l) => l.batch === batch);
    const statusOf = (l: Row) => Number(l.status);
    // 线索 and 报名 are what the list shows; the list filtered by status must say the same.
    const enrolledListed = await readList(LEADS, { batch, status: String(STATUS.enrolled) });
    const truth: Partial<Record<Counted, number>> = {
      clueCount: ofBatch.length,
      enrollCount: ofBatch.filter((l) => statusOf(l) === STATUS.enrolled).length,
    };
    const owned = ofBatch.filter((l) => typeof l.ownerId === 'number');
    // Per owner: the leads someone holds; the stages after a lead is taken up are the same as overall.
    const ownedTruth: Partial<Record<Counted, number>> = { clueCount: owned.length };
    if (enrolledListed && enrolledListed.length !== truth.enrollCount) {
      offences.push({
        resource: 'umsPromoteAdmissionsClue',
        field: 'status',
        id: batch,
        value: enrolledListed.length,
        why: `filtered by 已报名 the list has ${enrolledListed.length}, unfiltered ${truth.enrollCount}`,
      });
    }
    for (const report of REPORTS) {
      let rows: Row[] | undefined;
      if (report.filterBy === 'rows') {
        if (!trendRows.has(report.path)) trendRows.set(report.path, await readList(report.path));
        rows = trendRows.get(report.path)?.filter((r) => r.batch === batch);
      } else rows = await readList(report.path, { batch });
      if (!rows) {
        offences.push({ resource: report.resource, field: report.path, id: batch, value: undefined, why: 'cannot be read' });
        continue;
      }
      for (const field of report.fields) {
        const shown = sum(rows, field);
        // 预约 and 到访 have no list of their own here: the workbench's report is the reference.
        truth[field] ??= shown;
        const expected = report.perOwner ? (ownedTruth[field] ?? truth[field]) : truth[field];
        if (shown !== expected) {
          const whose = report.perOwner && field === 'clueCount' ? 'the list (leads that have an owner)' : 'the workbench and the lists';
          offences.push({ resource: report.resource, field: `${report.path.split('/').at(-2)}.${field}`, id: batch, value: shown, why: `${whose} say ${expected}` });
        }
      }
    }
  }

  // A project's target counts that project's enrolments of its batch (按项目报名统计 lists them).
  const byProject = new Map<string, number>();
  for (const batch of batches) {
    for (const row of (await readList('/api/bms/statistics/statisticsClassification/enrollByProject/list', { batch })) ?? []) {
      byProject.set(`${batch}|${String(row.projectName)}`, num(row.enrollCount));
    }
  }

  for (const target of TARGETS) {
    const rows = await readList(target.path);
    if (!rows) {
      offences.push({ resource: target.resource, field: target.path, id: undefined, value: undefined, why: 'cannot be read' });
      continue;
    }
    for (const row of rows) {
      const planned = num(row.targetCount);
      const finished = num(row.finishedCount);
      if (target.resource === 'bmsStatisticsEnrollTarget') {
        const achieved = byProject.get(`${String(row.batch)}|${String(row.projectName)}`) ?? 0;
        if (finished !== achieved)
          offences.push({
            resource: target.resource,
            field: 'finishedCount',
            id: row.id,
            value: finished,
            why: `按项目报名统计 says ${achieved} for ${String(row.projectName)} ${String(row.batch)}`,
          });
      }
      if (!inProportion(planned, finished)) {
        offences.push({ resource: target.resource, field: 'targetCount', id: row.id, value: planned, why: `${finished} achieved (batch ${String(row.batch)}): not in proportion` });
      }
    }
  }
  return offences;
}
