import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { rangeOf, tidyDates } from './date-range';

const START: FieldMeta = { name: 'startDate', title: '开始日期', type: 'string', format: 'date' };
const END: FieldMeta = { name: 'endDate', title: '结束日期', type: 'string', format: 'date', notBefore: 'startDate' };
const SENT: FieldMeta = { name: 'sendTime', title: '发送时间', type: 'string', format: 'date-time' };
const KEYWORD: FieldMeta = { name: 'keyword', title: '关键字', type: 'string' };

describe('rangeOf: date filters paired by x-not-before', () => {
  it('pairs both ends', () => {
    const fields = [KEYWORD, START, END];
    expect(rangeOf(fields, 'startDate')).toEqual({ start: 'startDate', end: 'endDate' });
    expect(rangeOf(fields, 'endDate')).toEqual({ start: 'startDate', end: 'endDate' });
  });

  it('leaves lone dates, other fields, a missing start and mixed kinds alone', () => {
    expect(rangeOf([KEYWORD, SENT], 'sendTime')).toBeUndefined();
    expect(rangeOf([KEYWORD, START, END], 'keyword')).toBeUndefined();
    expect(rangeOf([END], 'endDate')).toBeUndefined();
    expect(rangeOf([{ ...START, format: 'date-time' }, END], 'endDate')).toBeUndefined();
  });
});

describe('tidyDates', () => {
  it('sends typed dates in the wire format and keeps the rest as it is', () => {
    expect(tidyDates({ startDate: '2026/3/1', endDate: 'abc', sendTime: '2026-03-01 9:30', keyword: ' x ' }, [START, END, SENT, KEYWORD])).toEqual({
      startDate: '2026-03-01',
      endDate: 'abc',
      sendTime: '2026-03-01 09:30:00',
      keyword: ' x ',
    });
  });
});
