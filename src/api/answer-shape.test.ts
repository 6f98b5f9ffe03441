import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './messages';
import { readNumber, readPage, readRecord, readRecords, readRecordsIn, readText, readTexts } from './answer-shape';

/** The failure every wrong shape becomes: the call layer's own zh-CN text, kind invalid-response. */
const UNREADABLE = { name: 'ApiError', kind: 'invalid-response', message: API_MESSAGES.invalidResponse };

/** What reading threw (undefined when it did not). */
function refusal(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('readPage', () => {
  it('reads pageList and total as SPEC.md §7 promises them', () => {
    expect(readPage({ pageList: [{ id: 1 }], total: 31 })).toEqual({ rows: [{ id: 1 }], total: 31 });
  });

  it('reads no data, an empty object and a null pageList with no total as an empty page', () => {
    for (const data of [undefined, null, {}, { pageList: null, total: 0 }]) expect(readPage(data)).toEqual({ rows: [], total: 0 });
  });

  it('reads a bare array as the whole list, and a missing total as the rows it holds', () => {
    expect(readPage([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(readPage({ pageList: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('reads a total sent as digits', () => {
    expect(readPage({ pageList: [], total: ' 12 ' }).total).toBe(12);
  });

  it.each([
    ['pageList is an object', { pageList: {}, total: 0 }],
    ['pageList is an object with records', { pageList: { 0: { id: 1 } }, total: 1 }],
    ['pageList is a string', { pageList: 'oops', total: 1 }],
    ['pageList is missing but total counts records', { total: 5 }],
    ['total is not a count', { pageList: [], total: 'many' }],
    ['total is negative', { pageList: [], total: -1 }],
    ['data is a string', 'oops'],
    ['data is a number', 3],
  ])('refuses an answer where %s', (_, data) => {
    expect(refusal(() => readPage(data))).toMatchObject(UNREADABLE);
  });

  it.each([null, 'x', 3, [1]])('refuses a list holding %j among its records, rather than showing fewer rows than it counts', (bad) => {
    expect(refusal(() => readPage({ pageList: [{ id: 1 }, bad], total: 2 }))).toMatchObject(UNREADABLE);
    expect(refusal(() => readPage([{ id: 1 }, bad]))).toMatchObject(UNREADABLE);
  });

  it('never gives more rows than the page size asked for, and keeps the total', () => {
    const pageList = Array.from({ length: 2000 }, (_, i) => ({ id: i }));
    const page = readPage({ pageList, total: 2000 }, { pageSize: 20 });
    expect(page.rows).toHaveLength(20);
    expect(page.rows[19]).toEqual({ id: 19 });
    expect(page.total).toBe(2000);
    expect(readPage([{ id: 1 }], { pageSize: 20 }).rows).toHaveLength(1);
  });
});

describe('readRecords, readTexts and readRecord', () => {
  it('reads a whole list of records, or nothing', () => {
    expect(readRecords([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(readRecords(undefined)).toEqual([]);
    expect(refusal(() => readRecords({ pageList: [] }))).toMatchObject(UNREADABLE);
    expect(refusal(() => readRecords([{ id: 1 }, 'x']))).toMatchObject(UNREADABLE);
  });

  it('reads labels as texts, numbers included', () => {
    expect(readTexts(['报考指南', 2026])).toEqual(['报考指南', '2026']);
    expect(readTexts(null)).toEqual([]);
    expect(refusal(() => readTexts({ pageList: {} }))).toMatchObject(UNREADABLE);
    expect(refusal(() => readTexts(['报考指南', { name: 'x' }]))).toMatchObject(UNREADABLE);
  });

  it('reads a detail as a record, or null when there is none', () => {
    expect(readRecord({ id: 1 })).toEqual({ id: 1 });
    expect(readRecord(undefined)).toBeNull();
    expect(refusal(() => readRecord('oops'))).toMatchObject(UNREADABLE);
    expect(refusal(() => readRecord([{ id: 1 }]))).toMatchObject(UNREADABLE);
  });
});

describe('readRecordsIn, readText and readNumber: what a screen reads inside a record', () => {
  it('reads a list inside a record as its records, and one left out as none', () => {
    const snapshot = { ranks: [{ rank: 1 }], trend: null };
    expect(readRecordsIn(snapshot, 'ranks')).toEqual([{ rank: 1 }]);
    expect(readRecordsIn(snapshot, 'trend')).toEqual([]);
    expect(readRecordsIn(snapshot, 'missing')).toEqual([]);
  });

  it.each([{}, 'x', 5, [1, 2], [{ rank: 1 }, null]])('fails the whole answer, as its body, when the list is %j', (ranks) => {
    const data = { ranks };
    expect(refusal(() => readRecordsIn(data, 'ranks'))).toMatchObject({ ...UNREADABLE, body: data });
    const whole = { snapshot: data };
    expect(refusal(() => readRecordsIn(data, 'ranks', whole))).toMatchObject({ body: whole });
  });

  it('reads a text as it is and a number as its digits; anything else is none, never an object to draw', () => {
    expect(readText('2026-11-24 10:00:00')).toBe('2026-11-24 10:00:00');
    expect(readText(202509)).toBe('202509');
    for (const value of [undefined, null, {}, ['x'], true, Number.NaN]) expect(readText(value)).toBeUndefined();
  });

  it('reads a figure sent as a number or as digits; anything else is none, never NaN', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber(' 12.50 ')).toBe(12.5);
    for (const value of [undefined, null, '', ' ', 'many', {}, [3], Number.POSITIVE_INFINITY, Number.NaN]) expect(readNumber(value)).toBeUndefined();
  });
});
