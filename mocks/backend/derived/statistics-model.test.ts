import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../vocabulary';
import { asClue, departmentScopes, idPercent, isRefunded, isRenewal, matcher, money, percent, ratio, type Clue } from './statistics-model';
import { activation, DORMANT_DAYS, followCount, previousMonth, seasonBatch } from './statistics-reports';

const clue = (values: Partial<Clue>): Clue => ({ id: 1, status: 2, pool: 1, ...values });
const REFERENCE = new Date(2026, 10, 1, 9, 0, 0).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const daysBefore = (days: number) => {
  const at = new Date(REFERENCE - days * 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
};

describe('numbers as a backend serialises them', () => {
  it('percents have 2 decimals and are 0 (not NaN) on a base of 0', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(3, 3)).toBe(100);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
    expect(ratio(10, 3)).toBe(3.33);
    expect(ratio(1, 0)).toBe(0);
    expect(money(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(money(-0.001), -0)).toBe(false);
  });

  it('facts decided by the record id are stable and plausible in share', () => {
    expect(idPercent(42, 'refund')).toBe(idPercent(42, 'refund'));
    const enrolled = Array.from({ length: 2000 }, (_, i) => clue({ id: i + 1, status: 5 }));
    const refunded = enrolled.filter(isRefunded).length / enrolled.length;
    const renewed = enrolled.filter(isRenewal).length / enrolled.length;
    expect(refunded).toBeGreaterThan(0.03);
    expect(refunded).toBeLessThan(0.1);
    expect(renewed).toBeGreaterThan(0.18);
    expect(renewed).toBeLessThan(0.32);
    expect(isRefunded(clue({ id: enrolled.find(isRefunded)!.id, status: 2 }))).toBe(false);
  });

  it('reads a stored row as typed facts; a batch outside the pattern is no batch', () => {
    expect(asClue({ id: 3, status: '5', departmentId: '14', batch: '202509' })).toMatchObject({ id: 3, status: 5, departmentId: 14, batch: '202509' });
    expect(asClue({ id: 3, status: 5, batch: '2025-09' }).batch).toBeUndefined();
    expect(asClue({ id: 3, status: 5, ownerId: null }).ownerId).toBeUndefined();
  });
});

describe('filters', () => {
  const scopeOf = departmentScopes(DEPARTMENTS.map((d) => ({ ...d })));

  it('a department includes the departments under it', () => {
    expect(scopeOf(2)).toEqual(new Set([2, 14, 15]));
    expect(scopeOf(14)).toEqual(new Set([14]));
    expect(scopeOf(1).size).toBe(DEPARTMENTS.length);
    expect(scopeOf(999)).toEqual(new Set([999]));
  });

  it('batch exact, owner exact, dates inclusive on the day', () => {
    const pass = matcher({ batch: '202509', ownerId: 7, startDate: '2026-03-01', endDate: '2026-03-31', departmentId: 2 }, scopeOf);
    const base = { batch: '202509', ownerId: 7, departmentId: 15, day: '2026-03-31' };
    expect(pass(base)).toBe(true);
    expect(pass({ ...base, day: '2026-03-01' })).toBe(true);
    expect(pass({ ...base, day: '2026-04-01' })).toBe(false);
    expect(pass({ ...base, batch: '202503' })).toBe(false);
    expect(pass({ ...base, ownerId: 8 })).toBe(false);
    expect(pass({ ...base, departmentId: 3 })).toBe(false);
    expect(pass({ ...base, departmentId: undefined })).toBe(false);
    expect(matcher({}, scopeOf)({})).toBe(true);
  });
});

describe('report rules', () => {
  it('dormant: released to a pool, or untouched for DORMANT_DAYS; activated: followed up after such a gap and held again', () => {
    expect(activation(clue({ createTime: daysBefore(5) }), REFERENCE)).toEqual({ dormant: false, activated: false });
    expect(activation(clue({ createTime: daysBefore(DORMANT_DAYS + 1) }), REFERENCE)).toEqual({ dormant: true, activated: false });
    expect(activation(clue({ createTime: daysBefore(5), pool: 3 }), REFERENCE)).toEqual({ dormant: true, activated: false });
    expect(activation(clue({ createTime: daysBefore(90), followTime: daysBefore(2) }), REFERENCE)).toEqual({ dormant: true, activated: true });
    expect(activation(clue({ createTime: daysBefore(90), followTime: daysBefore(2), pool: 2 }), REFERENCE)).toEqual({ dormant: true, activated: false });
    expect(activation(clue({ createTime: daysBefore(90), followTime: daysBefore(80) }), REFERENCE)).toEqual({ dormant: true, activated: false });
    expect(activation(clue({ createTime: daysBefore(90), status: 6 }), REFERENCE)).toEqual({ dormant: false, activated: false });
    // Enrolled: never asleep; one woken after a gap and then enrolled is an enrolment after activation.
    expect(activation(clue({ createTime: daysBefore(90), followTime: daysBefore(85), status: 5 }), REFERENCE)).toEqual({ dormant: false, activated: false });
    expect(activation(clue({ createTime: daysBefore(90), followTime: daysBefore(20), status: 5 }), REFERENCE)).toEqual({ dormant: true, activated: true });
  });

  it('season batches, months, follow-ups', () => {
    expect(seasonBatch('2026-03-01')).toBe('202603');
    expect(seasonBatch('2026-08-31')).toBe('202603');
    expect(seasonBatch('2026-09-01')).toBe('202609');
    expect(seasonBatch('2026-02-10')).toBe('202509');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(followCount(clue({}))).toBe(0);
    expect(followCount(clue({ followTime: '2026-03-01 08:00:00' }))).toBeGreaterThanOrEqual(1);
  });
});
