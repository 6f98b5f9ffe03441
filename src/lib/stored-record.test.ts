import { describe, expect, it } from 'vitest';
import { MAX_STORED_LENGTH, isId, isText, parseRecord, pickRecord, type Shape } from './stored-record';
import { corruptRecords } from './stored-record.fixtures';

const SHAPE: Shape = { id: [isId], name: [isText(64)], note: [isText(10, true), true] };
const valid = { id: 1, name: '张三' };

describe('parseRecord', () => {
  it('keeps the fields of the shape and drops every other key', () => {
    expect(parseRecord(JSON.stringify({ ...valid, note: '', token: 'secret', isSuper: true }), SHAPE)).toEqual({ ...valid, note: '' });
  });

  it('treats an optional field that is null or missing as absent', () => {
    expect(parseRecord(JSON.stringify({ ...valid, note: null }), SHAPE)).toEqual(valid);
    expect(parseRecord(JSON.stringify(valid), SHAPE)).toEqual(valid);
  });

  it('refuses an optional field of the wrong type', () => {
    expect(parseRecord(JSON.stringify({ ...valid, note: 3 }), SHAPE)).toBeNull();
  });

  it.each(corruptRecords(valid))('refuses $name', ({ text }) => {
    expect(parseRecord(text, SHAPE)).toBeNull();
  });

  it('is null for nothing stored', () => {
    expect(parseRecord(null, SHAPE)).toBeNull();
    expect(parseRecord(undefined, SHAPE)).toBeNull();
    expect(parseRecord('', SHAPE)).toBeNull();
  });

  it('leaves __proto__ and constructor keys harmless', () => {
    const text = `{"id":1,"name":"张三","__proto__":{"isSuper":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}`;
    const record = parseRecord<Record<string, unknown>>(text, SHAPE);
    expect(record).toEqual(valid);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(record?.isSuper).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads only own fields, never inherited ones', () => {
    expect(pickRecord(Object.create(valid), SHAPE)).toBeNull();
  });

  it('refuses text over the length limit without parsing it', () => {
    const huge = JSON.stringify({ ...valid, padding: 'x'.repeat(5_000_000) });
    const started = performance.now();
    expect(parseRecord(huge, SHAPE)).toBeNull();
    // Generous on purpose (shared CI machines): parsing 5 MB would be the slow path, not a length check.
    expect(performance.now() - started).toBeLessThan(50);
    expect(parseRecord(JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_STORED_LENGTH) }), SHAPE)).toBeNull();
    expect(parseRecord(JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_STORED_LENGTH - 100) }), SHAPE)).toEqual(valid);
  });
});

describe('checks', () => {
  it.each([1, 7, Number.MAX_SAFE_INTEGER])('isId accepts %s', (value) => expect(isId(value)).toBe(true));
  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, '1', null, undefined, true, [1], { id: 1 }])('isId refuses %s', (value) =>
    expect(isId(value)).toBe(false),
  );

  it('isText wants a string within its length, with more than blanks unless told', () => {
    expect(isText(3)('abc')).toBe(true);
    expect(isText(3)('abcd')).toBe(false);
    expect(isText(3)('  ')).toBe(false);
    expect(isText(3, true)('')).toBe(true);
    expect(isText(3)(3)).toBe(false);
  });
});
