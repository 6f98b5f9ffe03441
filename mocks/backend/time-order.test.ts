import { describe, expect, it } from 'vitest';
import { createdBy, creationWindow, FINISHED_LABEL, isStateField, latestCreation, tableDepth } from './time-order';

const DAY = 86_400_000;
const REFERENCE = new Date(2026, 10, 1, 9).getTime();

describe('times in order across records (time-order.ts)', () => {
  it('a table lies one level above the deepest it points to; tables that point to each other share a level', () => {
    const refs: Record<string, string[]> = {
      follow: ['lead', 'admin'],
      lead: ['admin', 'department', 'channel', 'lead'],
      admin: ['department', 'position'],
      department: ['admin'],
      position: ['department'],
      channel: [],
    };
    const refsOf = (key: string) => refs[key];
    expect(tableDepth('follow', refsOf)).toBe(2);
    expect(tableDepth('lead', refsOf)).toBe(1);
    expect(tableDepth('channel', refsOf)).toBe(0);
    expect([tableDepth('admin', refsOf), tableDepth('department', refsOf), tableDepth('position', refsOf)]).toEqual([0, 0, 0]);
  });

  it('a deeper table’s records are all younger than the oldest records of the tables it points to', () => {
    const lead = creationWindow(REFERENCE, 1, false);
    const follow = creationWindow(REFERENCE, 2, false);
    const fixed = creationWindow(REFERENCE, undefined, true);
    expect(follow.start).toBeGreaterThan(lead.start);
    expect(fixed.end).toBeLessThanOrEqual(Math.min(lead.start, follow.start));
    expect(lead.end).toBe(REFERENCE);
  });

  it('names how many of a table’s oldest records existed at a moment, never none', () => {
    const window = { start: REFERENCE - 100 * DAY, end: REFERENCE };
    // 100 records, one a day: record index i (0 newest) was created no later than `end - i days`.
    expect(latestCreation(window, 0, 100)).toBe(REFERENCE);
    expect(latestCreation(window, 99, 100)).toBe(REFERENCE - 99 * DAY);
    expect(createdBy(window, 100, REFERENCE)).toBe(100);
    expect(createdBy(window, 100, REFERENCE - 10 * DAY)).toBe(90);
    expect(latestCreation(window, 100 - 90, 100)).toBeLessThanOrEqual(REFERENCE - 10 * DAY);
    expect(createdBy(window, 100, REFERENCE - 500 * DAY)).toBe(1);
  });

  it('knows a finished state and a record’s own state field', () => {
    for (const label of ['已接待', '已到访', '已完成', '已通过', '已签收', '已报名']) expect(FINISHED_LABEL.test(label)).toBe(true);
    for (const label of ['已预约', '申请中', '待审核', '未开始', '已改约']) expect(FINISHED_LABEL.test(label)).toBe(false);
    expect(['status', 'auditStatus', 'liveStatus'].every(isStateField)).toBe(true);
    expect(['fromStatus', 'toStatus', 'statusText'].some(isStateField)).toBe(false);
  });
});
