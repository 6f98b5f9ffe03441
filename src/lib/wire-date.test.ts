import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, toPickerDateTime, toWireDate, toWireDateTime } from './date-format';
import { fieldRuleProblems as notBeforeProblems, idCardMessage, notBeforeMessage, type RuleField } from './field-rules';

// The machine runs on UTC, where a local-versus-UTC mix-up cannot show; east of Greenwich it does
// (a UTC reading of '2026-03-01 07:30:00' shows 15:30:00 in Shanghai). Node applies TZ at once.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('wire format of date-times (SPEC.md §9: yyyy-MM-dd HH:mm:ss, local, 24-hour)', () => {
  it('runs east of Greenwich, so a UTC misreading would show', () => {
    expect(new Date(0).getHours()).toBe(8);
  });

  it.each([
    ['a picker value without seconds', '2026-03-01T07:30', '2026-03-01 07:30:00'],
    ['a picker value with seconds', '2026-03-01T15:04:05', '2026-03-01 15:04:05'],
    ['the wire format itself (read as local time, not UTC)', '2026-03-01 15:04:05', '2026-03-01 15:04:05'],
    ['older ISO data with a zone, in local time', '2026-03-01T07:30:15Z', '2026-03-01 15:30:15'],
    ['a timestamp', Date.UTC(2026, 2, 1, 7, 30, 15), '2026-03-01 15:30:15'],
  ])('sends %s as the wire format', (_, input, wire) => {
    expect(toWireDateTime(input)).toBe(wire);
  });

  it('keeps an empty or unreadable value empty (no dash in a request)', () => {
    for (const input of ['', '   ', 'abc', null, undefined, '2026-02-30 00:00:00']) expect(toWireDateTime(input)).toBe('');
    expect(toWireDate('')).toBe('');
  });

  it('gives the picker the same wall-clock time it shows in tables', () => {
    expect(toPickerDateTime('2026-03-01 07:30:00')).toBe('2026-03-01T07:30:00');
    expect(formatDateTime('2026-03-01 07:30:00')).toBe('2026-03-01 07:30:00');
    expect(toPickerDateTime('2026-03-01T07:30:15Z')).toBe('2026-03-01T15:30:15');
    expect(toPickerDateTime('')).toBe('');
  });

  it('keeps dates as yyyy-MM-dd in local time', () => {
    expect(toWireDate('2026-03-01')).toBe('2026-03-01');
    // 20:00 UTC on 28 Feb is already 1 March in Shanghai.
    expect(toWireDate('2026-02-28T20:00:00Z')).toBe('2026-03-01');
  });
});

describe('x-not-before: an end may not be earlier than its start', () => {
  const fields: RuleField[] = [
    { name: 'startTime', title: '开始时间' },
    { name: 'endTime', title: '结束时间', notBefore: 'startTime' },
    { name: 'startDate', title: '开始日期' },
    { name: 'endDate', title: '结束日期', notBefore: 'startDate' },
  ];

  it('names both fields, under the end field', () => {
    expect(notBeforeProblems(fields, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 09:59:59' })).toEqual({ endTime: '结束时间不能早于开始时间' });
    expect(notBeforeProblems(fields, { startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual({ endDate: '结束日期不能早于开始日期' });
    expect(notBeforeMessage({ title: '报名截止日期' }, { title: '报名开始日期' })).toBe('报名截止日期不能早于报名开始日期');
  });

  it('accepts an end equal to or after its start, and mixed wire and ISO forms', () => {
    expect(notBeforeProblems(fields, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 10:00:00' })).toEqual({});
    expect(notBeforeProblems(fields, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 10:00:01' })).toEqual({});
    // 02:00Z is 10:00 in Shanghai: the same moment, so not earlier.
    expect(notBeforeProblems(fields, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01T02:00:00Z' })).toEqual({});
    expect(notBeforeProblems(fields, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01T01:59:00Z' })).toEqual({ endTime: '结束时间不能早于开始时间' });
  });

  it('leaves a missing or unreadable side to the other rules', () => {
    expect(notBeforeProblems(fields, { endTime: '2026-03-01 09:00:00' })).toEqual({});
    expect(notBeforeProblems(fields, { startTime: 'soon', endTime: '2026-03-01 09:00:00' })).toEqual({});
    expect(notBeforeProblems([{ name: 'endTime', title: '结束时间', notBefore: 'startTime' }], { startTime: '2026-03-02 00:00:00', endTime: '2026-03-01 00:00:00' })).toEqual({});
  });

  it('reads own values only (an inherited name is no start)', () => {
    const tricky: RuleField[] = [
      { name: 'endTime', title: '结束时间', notBefore: 'constructor' },
      { name: 'constructor', title: '开始' },
    ];
    expect(notBeforeProblems(tricky, { endTime: '2026-03-01 00:00:00' })).toEqual({});
  });
});

describe('x-widget idCard: the SPEC.md §5 checksum', () => {
  const fields: RuleField[] = [{ name: 'idCard', title: '身份证号', widget: 'idCard' }];
  it('refuses a number whose check character does not hold, in zh-CN naming the field', () => {
    expect(notBeforeProblems(fields, { idCard: '11010519491231002X' })).toEqual({});
    expect(notBeforeProblems(fields, { idCard: '11010519491231002x' })).toEqual({});
    expect(notBeforeProblems(fields, { idCard: '110105194912310021' })).toEqual({ idCard: '请输入有效的 18 位身份证号' });
    expect(notBeforeProblems(fields, { idCard: '1101051949' })).toEqual({ idCard: idCardMessage({ title: '身份证号' }) });
    expect(notBeforeProblems(fields, { idCard: '' })).toEqual({});
  });
});
