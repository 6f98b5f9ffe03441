import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';
import { dayValue, entryDay, entryProblem, entryTime, parseEntry, QUICK_RANGES, quickRangeValues } from './date-entry';

const range = (label: string) => {
  const found = QUICK_RANGES.find((r) => r.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('parseEntry: typed text to the wire format', () => {
  it('reads the displayed patterns exactly', () => {
    expect(parseEntry('2026-03-01', 'date')).toBe('2026-03-01');
    expect(parseEntry('2026-03-01 09:30:05', 'date-time')).toBe('2026-03-01 09:30:05');
    expect(parseEntry('2026-03-01 15:04:05', 'date-time')).toBe('2026-03-01 15:04:05');
  });

  it('reads looser forms staff type and gives back the exact pattern', () => {
    expect(parseEntry(' 2026/3/1 ', 'date')).toBe('2026-03-01');
    expect(parseEntry('2026年3月1日', 'date')).toBe('2026-03-01');
    expect(parseEntry('2026.03.01', 'date')).toBe('2026-03-01');
    expect(parseEntry('2026-03-01', 'date-time')).toBe('2026-03-01 00:00:00');
    expect(parseEntry('2026-03-01 9:30', 'date-time')).toBe('2026-03-01 09:30:00');
    expect(parseEntry('2026-03-01T09:30:05', 'date-time')).toBe('2026-03-01 09:30:05');
    // A date field keeps the day of a typed date-time.
    expect(parseEntry('2026-03-01 09:30:05', 'date')).toBe('2026-03-01');
  });

  it('refuses impossible days and clocks rather than rolling them over', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29', '20260301', 'abc', '03/01/2026', '2026-03-01 24:00:00', '2026-03-01 10:60', '2026-03-01 10:00:60'])
      expect({ text, read: parseEntry(text, text.includes(' ') ? 'date-time' : 'date') }).toEqual({ text, read: undefined });
    expect(parseEntry('2024-02-29', 'date')).toBe('2024-02-29');
  });

  it('reads nothing typed as no value', () => {
    expect(parseEntry('', 'date')).toBe('');
    expect(parseEntry('   ', 'date-time')).toBe('');
  });

  it('round-trips every moment through its displayed text', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 2), max: new Date(9998, 11, 30), noInvalidDate: true }), (d) => {
        expect(parseEntry(formatDateTime(d), 'date-time')).toBe(formatDateTime(d));
        expect(parseEntry(formatDate(d), 'date')).toBe(formatDate(d));
      }),
    );
  });

  it('names the pattern in zh-CN when text is unreadable', () => {
    expect(entryProblem('date')).toContain('yyyy-MM-dd');
    expect(entryProblem('date-time')).toContain('yyyy-MM-dd HH:mm:ss');
    expect(entryProblem('date')).toMatch(/^请输入有效的日期/);
  });
});

describe('picked days', () => {
  it('keep the time of a date-time and show the chosen day', () => {
    expect(entryTime('2026-03-01 09:30:05')).toBe('09:30:05');
    expect(entryTime('')).toBe('00:00:00');
    expect(dayValue(new Date(2026, 2, 5), 'date-time', '09:30:05')).toBe('2026-03-05 09:30:05');
    expect(dayValue(new Date(2026, 2, 5), 'date')).toBe('2026-03-05');
    expect(entryDay('2026-03-01 09:30:05')).toEqual(new Date(2026, 2, 1));
    expect(entryDay('2026-02-30')).toBeUndefined();
  });
});

describe('quick ranges', () => {
  // Wednesday 2026-11-25, late in the evening: the day is the local one.
  const now = new Date(2026, 10, 25, 23, 30);

  it('fill both ends in the wire format', () => {
    expect(quickRangeValues(range('今天'), 'date', now)).toEqual(['2026-11-25', '2026-11-25']);
    expect(quickRangeValues(range('本月'), 'date', now)).toEqual(['2026-11-01', '2026-11-30']);
    expect(quickRangeValues(range('近 7 天'), 'date', now)).toEqual(['2026-11-19', '2026-11-25']);
    expect(quickRangeValues(range('近 30 天'), 'date', now)).toEqual(['2026-10-27', '2026-11-25']);
  });

  it('start the week on Monday, also on a Sunday and a Monday', () => {
    expect(quickRangeValues(range('本周'), 'date', now)).toEqual(['2026-11-23', '2026-11-29']);
    expect(quickRangeValues(range('本周'), 'date', new Date(2026, 10, 29))).toEqual(['2026-11-23', '2026-11-29']);
    expect(quickRangeValues(range('本周'), 'date', new Date(2026, 10, 30))).toEqual(['2026-11-30', '2026-12-06']);
  });

  it('cross month and year ends', () => {
    expect(quickRangeValues(range('近 30 天'), 'date', new Date(2026, 0, 10))).toEqual(['2025-12-12', '2026-01-10']);
    expect(quickRangeValues(range('本月'), 'date', new Date(2028, 1, 10))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('count the last day whole for date-times', () => {
    expect(quickRangeValues(range('今天'), 'date-time', now)).toEqual(['2026-11-25 00:00:00', '2026-11-25 23:59:59']);
  });

  it('offer the four the staff expect, and 近 7 天', () => {
    expect(QUICK_RANGES.map((r) => r.label)).toEqual(['今天', '本周', '本月', '近 7 天', '近 30 天']);
  });
});
