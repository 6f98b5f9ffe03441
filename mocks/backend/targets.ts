/**
 * The demo data's enrolment targets, set in proportion to what the organisation achieves (a target of
 * 796 for 2 enrolments is nobody's plan): computed from the seeded admissions leads
 * (umsPromoteAdmissionsClue), one set per intake.
 * - 报名目标 (bmsStatisticsEnrollTarget): per batch and project, the batch's enrolments of that project
 *   times a factor fixed by the record (0.9–1.3 for a finished intake; 1.2–1.8 for the one under way,
 *   whose enrolments are still coming);
 * - 报名目标部门分解 (bmsStatisticsEnrollTargetDepartment): each project target split over the
 *   departments that have leads of it, in proportion to the enrolments of the department and the
 *   departments under it (what its 已完成 counts);
 * - 部门员工报名目标 (bmsStatisticsDepartmentEnrollTarget): per batch, department and staff member who
 *   holds leads there, in proportion to their enrolments.
 * Only the planning fields are set here; the rest of each record (remark, amounts' neighbours) is
 * generated as for any table, and 已完成 is counted on every read (derived/statistics-reports.ts).
 */
import type { Row } from './store';
import { hashSeed } from './store';
import { CLUE_STATUS, PROJECT_FEES, PROJECT_NAMES } from './derived/statistics-model';

export const TARGET_TABLES = {
  projects: 'bmsStatisticsEnrollTarget',
  departments: 'bmsStatisticsEnrollTargetDepartment',
  staff: 'bmsStatisticsDepartmentEnrollTarget',
} as const;
/** The leads the targets are planned from. */
export const LEADS_TABLE = 'umsPromoteAdmissionsClue';

type Planned = Record<string, unknown> & { id: number };

interface Lead {
  batch: string;
  projectType: number;
  departmentId?: number;
  ownerId?: number;
  enrolled: boolean;
}

/** When an intake recruits: an autumn one (yyyy09) from March to August, a spring one from the September before to February. */
export function recruitingPeriod(batch: string): { start: string; end: string } {
  const year = Number(batch.slice(0, 4));
  return batch.endsWith('09') ? { start: `${year}-03-01`, end: `${year}-08-31` } : { start: `${year - 1}-09-01`, end: `${year}-02-${year % 4 === 0 ? 29 : 28}` };
}

/** A target for what was achieved: a factor fixed by the record, larger for the intake still under way. */
function targetFor(achieved: number, current: boolean, salt: string, seed: number): number {
  const percent = hashSeed(seed, salt) % 41;
  const factor = current ? 1.2 + percent / 66 : 0.9 + percent / 100;
  return Math.max(1 + (hashSeed(seed, `${salt}:floor`) % 3), Math.round(achieved * factor));
}

/** The targets of every table, planned from the leads; `parents` is the department tree (id → parent id). */
export function planTargets(
  leadRows: readonly Row[],
  parents: ReadonlyMap<number, number>,
  batches: readonly string[],
  seed: number,
): Record<(typeof TARGET_TABLES)[keyof typeof TARGET_TABLES], Planned[]> {
  const leads: Lead[] = leadRows.flatMap((row) =>
    typeof row.batch === 'string' && typeof row.projectType === 'number'
      ? [
          {
            batch: row.batch,
            projectType: row.projectType,
            departmentId: typeof row.departmentId === 'number' ? row.departmentId : undefined,
            ownerId: typeof row.ownerId === 'number' ? row.ownerId : undefined,
            enrolled: row.status === CLUE_STATUS.enrolled,
          },
        ]
      : [],
  );
  const within = (department: number | undefined, scope: number) => {
    for (let at = department; at !== undefined && at !== 0; at = parents.get(at)) if (at === scope) return true;
    return false;
  };
  const current = batches.at(-1);
  const projects: Planned[] = [];
  const departments: Planned[] = [];
  const staff: Planned[] = [];
  // Oldest intake first: ids grow with time, as a table's do.
  for (const batch of batches) {
    const ofBatch = leads.filter((l) => l.batch === batch);
    const period = recruitingPeriod(batch);
    const planned = `${period.start} 10:00:00`;
    for (const projectType of Object.keys(PROJECT_NAMES).map(Number)) {
      const ofProject = ofBatch.filter((l) => l.projectType === projectType);
      if (ofProject.length === 0) continue;
      const projectName = PROJECT_NAMES[projectType]!;
      const fee = PROJECT_FEES[projectType] ?? 0;
      const targetCount = targetFor(ofProject.filter((l) => l.enrolled).length, batch === current, `project:${batch}:${projectType}`, seed);
      const projectId = projects.length + 1;
      projects.push({ id: projectId, batch, projectName, targetCount, targetAmount: targetCount * fee, startDate: period.start, endDate: period.end, createTime: planned });
      const homes = [...new Set(ofProject.map((l) => l.departmentId).filter((d): d is number => d !== undefined))].toSorted((a, b) => a - b);
      for (const departmentId of homes) {
        const achieved = ofProject.filter((l) => l.enrolled && within(l.departmentId, departmentId)).length;
        const count = targetFor(achieved, batch === current, `department:${batch}:${projectType}:${departmentId}`, seed);
        departments.push({
          id: departments.length + 1,
          enrollTargetId: projectId,
          projectName,
          batch,
          departmentId,
          targetCount: count,
          targetAmount: count * fee,
          createTime: planned,
        });
      }
    }
    const owners = [...new Map(ofBatch.flatMap((l) => (l.ownerId !== undefined && l.departmentId !== undefined ? [[`${l.departmentId}|${l.ownerId}`, l] as const] : []))).values()];
    for (const { departmentId, ownerId } of owners.toSorted((a, b) => a.departmentId! - b.departmentId! || a.ownerId! - b.ownerId!)) {
      const theirs = ofBatch.filter((l) => l.departmentId === departmentId && l.ownerId === ownerId);
      const count = targetFor(theirs.filter((l) => l.enrolled).length, batch === current, `staff:${batch}:${departmentId}:${ownerId}`, seed);
      const average = theirs.reduce((sum, l) => sum + (PROJECT_FEES[l.projectType] ?? 0), 0) / Math.max(theirs.length, 1);
      staff.push({ id: staff.length + 1, batch, departmentId, ownerId, targetCount: count, targetAmount: Math.round(count * average), createTime: planned });
    }
  }
  return { [TARGET_TABLES.projects]: projects, [TARGET_TABLES.departments]: departments, [TARGET_TABLES.staff]: staff } as Record<
    (typeof TARGET_TABLES)[keyof typeof TARGET_TABLES],
    Planned[]
  >;
}
