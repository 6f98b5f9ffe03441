import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareWireDateTime, formatDate, formatDateTime, toDate } from './date-format';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whole-second moments whose local year fits in four digits (ms are not shown, so not round-tripped). */
const moment = fc
  .date({ min: new Date('1000-01-02T00:00:00Z'), max: new Date('9998-12-30T00:00:00Z'), noInvalidDate: true })
  .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000));

/** Anything a row could hold in a date column. */
const anyInput = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/),
  fc.double(),
  fc.integer(),
  fc.date(),
  fc.constantFrom(null, undefined, '', NaN, Infinity, new Date(Number.NaN)),
);

describe('formatDateTime (SPEC.md §9, 24-hour clock)', () => {
  it('shows afternoon hours on a 24-hour clock (15:04:05, never 03:04:05)', () => {
    expect(formatDateTime(new Date(2025, 0, 2, 15, 4, 5))).toBe('2025-01-02 15:04:05');
    expect(formatDateTime(new Date(2025, 0, 2, 0, 4, 5))).toBe('2025-01-02 00:04:05');
  });

  it.each<[string, Parameters<typeof formatDateTime>[0], string]>([
    ['a ms timestamp', new Date(2025, 0, 2, 15, 4, 5).getTime(), '2025-01-02 15:04:05'],
    ['a numeric string', String(new Date(2025, 0, 2, 15, 4, 5).getTime()), '2025-01-02 15:04:05'],
    ['a local string', '2025-01-02 15:04:05', '2025-01-02 15:04:05'],
    ['a local string with slashes and one-digit parts', '2025/1/2 15:04', '2025-01-02 15:04:00'],
    ['a date-only string (local, not UTC midnight)', '2025-01-02', '2025-01-02 00:00:00'],
    ['an ISO string with zone', new Date(2025, 0, 2, 15, 4, 5).toISOString(), '2025-01-02 15:04:05'],
    ['surrounding spaces', ' 2025-01-02 15:04:05 ', '2025-01-02 15:04:05'],
  ])('reads %s', (_, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    'Invalid Date',
    NaN,
    Infinity,
    new Date('nope'),
    '2025-02-30 00:00:00',
    '2025-13-01',
    '2025-01-02 24:00:00',
    '2025-01-02T10:00:00+0800',
    8.64e15 + 1,
  ])('shows a dash for %j', (input) => {
    expect(formatDateTime(input)).toBe('-');
    expect(formatDate(input)).toBe('-');
  });

  it('agrees with the Date getters in local time', () => {
    fc.assert(
      fc.property(moment, (date) => {
        const match = DATE_TIME.exec(formatDateTime(date));
        expect(match?.slice(1).map(Number)).toEqual([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]);
      }),
    );
  });

  it('gives the same text for a Date, its timestamp, its numeric string and its ISO string', () => {
    fc.assert(
      fc.property(moment, (date) => {
        const expected = formatDateTime(date);
        expect([formatDateTime(date.getTime()), formatDateTime(String(date.getTime())), formatDateTime(date.toISOString())]).toEqual([expected, expected, expected]);
      }),
    );
  });

  it('reads its own output back as the same moment', () => {
    fc.assert(
      fc.property(moment, (date) => {
        expect(toDate(formatDateTime(date))?.getTime()).toBe(date.getTime());
      }),
    );
  });

  it('never shows NaN or Invalid: a full date-time or a dash', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const text = formatDateTime(input);
        expect(text === '-' || DATE_TIME.test(text)).toBe(true);
        expect(text).not.toMatch(/NaN|Invalid|undefined/);
      }),
    );
  });
});

describe('formatDate', () => {
  it('is the date part of formatDateTime', () => {
    fc.assert(
      fc.property(fc.oneof(moment, anyInput), (input) => {
        const full = formatDateTime(input);
        expect(formatDate(input)).toBe(full === '-' ? '-' : full.slice(0, 10));
      }),
    );
  });

  it('pads to yyyy-MM-dd', () => {
    expect(formatDate(new Date(2025, 2, 4, 23, 59, 59))).toBe('2025-03-04');
    const early = new Date(2000, 0, 5);
    early.setFullYear(987);
    expect(formatDate(early)).toBe('0987-01-05');
  });
});

/** Local wall-clock fields, largest first: a DST fold repeats an hour, so this is what a wire string says. */
const wall = (d: Date) => [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];

describe('compareWireDateTime', () => {
  it('orders wire date-times as the moments they name', () => {
    fc.assert(
      fc.property(moment, moment, (a, b) => {
        const order = Math.sign(compareWireDateTime(formatDateTime(a), formatDateTime(b)));
        const [wa, wb] = [wall(a), wall(b)];
        const i = wa.findIndex((v, k) => v !== wb[k]);
        expect(order).toBe(i === -1 ? 0 : Math.sign(wa[i]! - wb[i]!));
      }),
    );
  });
});
