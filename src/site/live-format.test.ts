import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import { describe, expect, it } from 'vitest';
import { byStartTime, groupByDay } from './live-format';

const course = (id: number, startTime: string): LiveCourse => ({ id, startTime, endTime: startTime, liveStatus: 0 }) as LiveCourse;

describe('live course order', () => {
  it('puts the earlier start first, across days, months and years', () => {
    const times = ['2026-11-27 19:00:00', '2026-11-27 08:30:00', '2027-01-02 09:00:00', '2026-12-31 23:59:59', '2026-11-27 08:30:00'];
    const sorted = times.map((t, i) => course(i, t)).toSorted(byStartTime);
    expect(sorted.map((c) => c.startTime)).toEqual(['2026-11-27 08:30:00', '2026-11-27 08:30:00', '2026-11-27 19:00:00', '2026-12-31 23:59:59', '2027-01-02 09:00:00']);
    expect(byStartTime(course(1, '2026-11-27 08:30:00'), course(2, '2026-11-27 08:30:00'))).toBe(0);
  });

  it('groups by local day with the days in time order', () => {
    const groups = groupByDay([course(1, '2026-11-28 10:00:00'), course(2, '2026-11-27 19:00:00'), course(3, '2026-11-27 08:00:00')]);
    expect(groups.map(([day, list]) => [day, list.map((c) => c.id)])).toEqual([
      ['11月27日 周五', [3, 2]],
      ['11月28日 周六', [1]],
    ]);
  });
});
