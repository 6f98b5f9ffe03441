import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchYears, currentBatch } from './batch-years';

/** Any moment of any year from well before the first batch to far beyond any real clock. */
const moment = fc
  .record({ year: fc.integer({ min: 1990, max: 2400 }), dayOfYear: fc.integer({ min: 0, max: 364 }), ms: fc.integer({ min: 0, max: 86_399_999 }) })
  .map(({ year, dayOfYear, ms }) => {
    const date = new Date(2000, 0, 1 + dayOfYear, 0, 0, 0, ms);
    date.setFullYear(year);
    return date;
  });

describe('batchYears (SPEC.md §9)', () => {
  it('lists 2010 through the current year plus 2, newest first, autumn before spring', () => {
    const options = batchYears({ now: new Date(2025, 6, 1) });
    expect(options.slice(0, 3)).toEqual([
      { value: '202709', label: '2027年秋季' },
      { value: '202703', label: '2027年春季' },
      { value: '202609', label: '2026年秋季' },
    ]);
    expect(options.at(-1)).toEqual({ value: '201003', label: '2010年春季' });
    expect(options).toHaveLength(36);
  });

  it('starts at the current year when asked', () => {
    expect(batchYears({ now: new Date(2025, 0, 1), fromCurrentYear: true }).map((o) => o.value)).toEqual(['202709', '202703', '202609', '202603', '202509', '202503']);
  });

  it('reads the year in local time, on New Year’s Eve and Day alike', () => {
    expect(batchYears({ now: new Date(2025, 11, 31, 23, 59, 59), fromCurrentYear: true })[0]?.value).toBe('202709');
    expect(batchYears({ now: new Date(2026, 0, 1, 0, 0, 0), fromCurrentYear: true })[0]?.value).toBe('202809');
  });

  it('covers every year in range with both terms, exactly once, in descending order', () => {
    fc.assert(
      fc.property(moment, fc.boolean(), (now, fromCurrentYear) => {
        const year = now.getFullYear();
        const first = fromCurrentYear ? year : 2010;
        const expected: string[] = [];
        for (let y = first; y <= year + 2; y++) expected.push(`${y}03`, `${y}09`);
        const values = batchYears({ now, fromCurrentYear }).map((o) => o.value);
        expect(values).toEqual(expected.toSorted().toReversed());
        expect(new Set(values).size).toBe(values.length);
      }),
    );
  });

  it('labels 09 as autumn and 03 as spring of the value’s year', () => {
    fc.assert(
      fc.property(moment, fc.boolean(), (now, fromCurrentYear) => {
        const options = batchYears({ now, fromCurrentYear });
        expect(options.every(({ value }) => /^\d{4}(03|09)$/.test(value))).toBe(true);
        expect(options.map(({ label }) => label)).toEqual(options.map(({ value }) => `${value.slice(0, 4)}年${value.endsWith('09') ? '秋季' : '春季'}`));
      }),
    );
  });

  it('is empty when the clock is before 2008 (nothing to offer before the first batch)', () => {
    expect(batchYears({ now: new Date(2007, 5, 1) })).toEqual([]);
    expect(batchYears({ now: new Date(2008, 5, 1) }).map((o) => o.value)).toEqual(['201009', '201003']);
  });
});

describe('currentBatch', () => {
  it('is the spring intake from March, the autumn one from September, last autumn before March', () => {
    expect(currentBatch(new Date(2026, 10, 24))).toBe('202609');
    expect(currentBatch(new Date(2026, 8, 1))).toBe('202609');
    expect(currentBatch(new Date(2026, 7, 31))).toBe('202603');
    expect(currentBatch(new Date(2026, 2, 1))).toBe('202603');
    expect(currentBatch(new Date(2026, 1, 28))).toBe('202509');
  });
});
