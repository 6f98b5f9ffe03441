import { describe, expect, it } from 'vitest';
import { CLUE_STATUS, PROJECT_FEES } from './derived/statistics-model';
import type { Row } from './store';
import { planTargets } from './targets';

const PAST = '202403';
const CURRENT = '202409';
const parents = new Map<number, number>([
  [1, 0],
  [2, 1],
  [3, 1],
]);

let nextId = 1;
function leads(count: number, over: Partial<Row>): Row[] {
  return Array.from({ length: count }, () => ({ id: nextId++, batch: PAST, projectType: 1, departmentId: 2, ownerId: 10, status: CLUE_STATUS.enrolled, ...over }));
}

describe('planTargets: enrolment targets in proportion to what was achieved (targets.ts)', () => {
  const rows = [
    ...leads(20, { departmentId: 2, ownerId: 10 }),
    ...leads(10, { departmentId: 3, ownerId: 11, projectType: 2 }),
    ...leads(5, { departmentId: 3, ownerId: 12, projectType: 3, status: CLUE_STATUS.following }),
    ...leads(30, { batch: CURRENT, departmentId: 2, ownerId: 10 }),
    ...leads(4, { batch: CURRENT, departmentId: 3, ownerId: 13, projectType: 4, status: CLUE_STATUS.pending }),
  ];
  // Planned inside each test: a mutation run switches a mutant on per test, after the file is collected.
  const plan = () => planTargets(rows, parents, [PAST, CURRENT], 7);

  it('numbers each table’s records 1, 2, 3… oldest intake first', () => {
    const planned = plan();
    for (const table of Object.values(planned)) expect(table.map((r) => r.id)).toEqual(table.map((_, i) => i + 1));
    expect(planned.bmsStatisticsEnrollTargetDepartment.length).toBeGreaterThan(1);
    expect(planned.bmsStatisticsDepartmentEnrollTarget.length).toBeGreaterThan(1);
  });

  it('sets a finished intake’s target at 0.9–1.3 times its enrolments, the current one’s at 1.2–1.8 times', () => {
    const planned = plan();
    const past = planned.bmsStatisticsEnrollTarget.filter((r) => r.batch === PAST && r.projectName === '成人高考');
    expect(past).toHaveLength(1);
    expect(past[0]!.targetCount).toBeGreaterThanOrEqual(18);
    expect(past[0]!.targetCount).toBeLessThanOrEqual(26);
    const current = planned.bmsStatisticsEnrollTarget.filter((r) => r.batch === CURRENT && r.projectName === '成人高考');
    expect(current[0]!.targetCount).toBeGreaterThanOrEqual(36);
    expect(current[0]!.targetCount).toBeLessThanOrEqual(54);
  });

  it('prices a target at the project’s fee per enrolment', () => {
    const planned = plan();
    const names: Record<string, number> = { 成人高考: 1, 自学考试: 2, 继续教育: 3, 职业技能: 4 };
    for (const r of [...planned.bmsStatisticsEnrollTarget, ...planned.bmsStatisticsEnrollTargetDepartment]) {
      expect(r.targetAmount).toBe((r.targetCount as number) * PROJECT_FEES[names[r.projectName as string]!]!);
    }
    const staff = planned.bmsStatisticsDepartmentEnrollTarget.find((r) => r.batch === PAST && r.ownerId === 11);
    expect(staff).toMatchObject({ departmentId: 3, targetAmount: (staff!.targetCount as number) * PROJECT_FEES[2]! });
    expect(staff!.targetCount).toBeGreaterThanOrEqual(9);
  });

  it('gives a team that enrolled nobody a small target of 1–3, not the same for every record', () => {
    const idle = Array.from({ length: 12 }, (_, i) => leads(1, { status: CLUE_STATUS.pending, ownerId: 20 + i })).flat();
    const floors = Object.values(planTargets(idle, parents, [PAST], 7))
      .flat()
      .map((r) => r.targetCount as number);
    for (const floor of floors) {
      expect(floor).toBeGreaterThanOrEqual(1);
      expect(floor).toBeLessThanOrEqual(3);
    }
    expect(new Set(floors).size).toBeGreaterThan(1);
  });
});
