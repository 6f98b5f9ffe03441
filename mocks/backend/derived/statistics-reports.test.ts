import { describe, expect, it } from 'vitest';
import { MockStore, type Row } from '../store';
import { idPercent, RENEW_PERCENT } from './statistics-model';
import { clueActivateReport, continueReport, enrollByChannelReport, enrollByProjectReport, enrollReport, type Report } from './statistics-reports';

/**
 * The reports computed from a clue table made by hand (no seeding), so each figure can be counted on
 * one's fingers. Renewals, refunds and the continuing-education facts are fixed by the clue id
 * (idPercent); the ids used here were picked for them, and the first test pins those premises.
 */
const DEPARTMENTS: Row[] = [
  { id: 1, name: '总部', parentId: 0 },
  { id: 14, name: '招生一部', parentId: 1 },
  { id: 16, name: '继续教育部', parentId: 1 },
];

/** An enrolled (已报名) autumn-2026 clue of 招生一部's 员工101 in the personal pool, unless told otherwise. */
const clue = (id: number, values: Partial<Row> = {}): Row => ({
  id,
  status: 5,
  pool: 1,
  batch: '202609',
  projectType: 1,
  departmentId: 14,
  ownerId: 101,
  ownerName: '员工101',
  createTime: '2026-09-10 09:00:00',
  ...values,
});

function run(report: Report, clues: Row[]) {
  const store = new MockStore({ version: 'test', seed: 1 });
  store.rows('umsPromoteAdmissionsClue', () => clues);
  store.rows('bmsSystemDepartment', () => DEPARTMENTS);
  store.rows('bmsSystemAdmin', () => []);
  store.rows('bmsStatisticsDepartmentEnrollTarget', () => []);
  return report({ store, query: {} });
}

describe('the premises: which clue ids are renewals', () => {
  it('of ids 1–14, 1, 4 and 10 are renewals (续报)', () => {
    expect(Array.from({ length: 14 }, (_, i) => i + 1).filter((id) => idPercent(id, 'renew') < RENEW_PERCENT)).toEqual([1, 4, 10]);
  });
});

describe('报名统计 / 按项目报名统计: new enrolments are the enrolments less the renewals', () => {
  it('per owner: 4 enrolments of which 2 renewals are 2 new ones', async () => {
    const rows = await run(enrollReport, [clue(1), clue(2), clue(3), clue(4), clue(5, { status: 2 })]);
    expect(rows).toEqual([expect.objectContaining({ ownerId: 101, departmentName: '招生一部', enrollCount: 4, newEnrollCount: 2, renewEnrollCount: 2, incomeAmount: 4 * 6800 })]);
  });

  it('per project: 成人高考 4 (2 new), 继续教育 1 renewal (0 new), with their shares', async () => {
    const rows = await run(enrollByProjectReport, [clue(1), clue(2), clue(3), clue(4), clue(10, { projectType: 3 })]);
    expect(rows).toEqual([
      { projectName: '成人高考', batch: '202609', enrollCount: 4, newEnrollCount: 2, renewEnrollCount: 2, refundCount: 0, incomeAmount: 27_200, proportion: 80 },
      { projectName: '继续教育', batch: '202609', enrollCount: 1, newEnrollCount: 0, renewEnrollCount: 1, refundCount: 0, incomeAmount: 1500, proportion: 20 },
    ]);
  });
});

describe('按渠道报名统计: the order of its rows', () => {
  it('lists the newest batch first, then channels by id, 未知渠道 last, whatever order the clues came in', async () => {
    const rows = await run(enrollByChannelReport, [
      clue(1, { channelId: 5, channelName: '小红书' }),
      clue(2),
      clue(3, { channelId: 2, channelName: '抖音信息流' }),
      clue(4, { channelId: 11, channelName: '400 电话', batch: '202603' }),
      clue(5, { channelId: 5, channelName: '小红书', status: 2 }),
    ]);
    expect(rows.map((r) => [r.batch, r.channelName, r.clueCount, r.enrollCount, r.proportion])).toEqual([
      ['202609', '抖音信息流', 1, 1, 25],
      ['202609', '小红书', 2, 1, 25],
      ['202609', '未知渠道', 1, 1, 25],
      ['202603', '400 电话', 1, 1, 25],
    ]);
  });
});

describe('线索激活统计: only activated clues count for the funnel after activation', () => {
  it('of 4 dormant clues, 2 were activated (back in a personal pool): their appointments and enrolments alone count', async () => {
    // "Today" is REFERENCE_DATE (2026-11-01); dormant = 30 days without a follow-up.
    const woken = { createTime: '2026-08-01 09:00:00', followTime: '2026-10-20 09:00:00' };
    const rows = await run(clueActivateReport, [
      // Woken and back in a personal pool: activated; enrolled (so appointed too).
      clue(1, { ...woken, status: 5 }),
      // Woken, personal pool, 已预约: activated and appointed.
      clue(2, { ...woken, status: 3 }),
      // Released to the department pool without a follow-up: dormant, not activated.
      clue(3, { createTime: '2026-09-01 09:00:00', pool: 2, status: 2 }),
      // Woken but still in the 公海, 已预约: dormant, not activated, its appointment not counted.
      clue(4, { ...woken, pool: 3, status: 3 }),
      // Followed up three days after it came in: never dormant.
      clue(5, { createTime: '2026-10-25 09:00:00', followTime: '2026-10-28 09:00:00', status: 3 }),
    ]);
    expect(rows).toEqual([
      {
        ownerId: 101,
        ownerName: '员工101',
        departmentId: 14,
        departmentName: '招生一部',
        batch: '202609',
        dormantCount: 4,
        activatedCount: 2,
        activateRate: 50,
        appointmentCount: 2,
        enrollCount: 1,
      },
    ]);
  });
});

describe('继续教育统计: courses, finishing and passing fixed per student', () => {
  it('4 students (ids 11–14) chose 4 + 3 + 2 + 1 courses; 12 and 13 finished; 12 passed', async () => {
    const students = [11, 12, 13, 14].map((id) => clue(id, { projectType: 3, departmentId: 16 }));
    // Not students: an enrolment of another project, and a continuing-education clue not enrolled.
    const rows = await run(continueReport, [...students, clue(15), clue(16, { projectType: 3, departmentId: 16, status: 4 })]);
    expect(rows).toEqual([
      {
        departmentId: 16,
        departmentName: '继续教育部',
        batch: '202609',
        studentCount: 4,
        courseCount: 10,
        finishedCount: 2,
        finishRate: 50,
        examPassCount: 1,
        passRate: 50,
        incomeAmount: 6000,
      },
    ]);
  });
});
