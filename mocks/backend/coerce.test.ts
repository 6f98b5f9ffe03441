import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { coerceParams, coerceValue } from './coerce';

const count: FieldMeta = { name: 'count', title: '数量', type: 'integer' };
const ids: FieldMeta = { name: 'ids', title: 'ID', type: 'array', itemType: 'integer' };
const name: FieldMeta = { name: 'name', title: '姓名', type: 'string' };

describe('coerceValue: what a Java binder makes of a form string', () => {
  it('turns numeric text into a number, surrounding blanks allowed', () => {
    expect(coerceValue(count, '12')).toBe(12);
    expect(coerceValue(count, ' 12 ')).toBe(12);
    expect(coerceValue({ ...count, type: 'number' }, '2.5')).toBe(2.5);
    expect(coerceValue(ids, '7')).toBe(7);
  });

  it('keeps blank or non-numeric text as sent, so the contract refuses it instead of storing 0 or NaN', () => {
    expect(coerceValue(count, '')).toBe('');
    expect(coerceValue(count, '   ')).toBe('   ');
    expect(coerceValue(count, 'abc')).toBe('abc');
    expect(coerceValue(ids, ' ')).toBe(' ');
  });
});

describe('coerceParams', () => {
  it('leaves out a key sent only with empty values (the app strips empty fields: they are not sent)', () => {
    const params = coerceParams(new URLSearchParams('count=&ids=&ids=&name=&name=张三'), [count, ids, name]);
    expect(Object.keys(params)).toEqual(['name']);
    expect(params).toStrictEqual({ name: '张三' });
  });
});
