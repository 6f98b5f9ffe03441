import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { codeValue, isCodeField, kindInitials } from './codes';

let next = 0;
const draw = (min: number, max: number) => min + (next++ % (max - min + 1));
const field = (over: Partial<FieldMeta>): FieldMeta => ({ name: 'code', title: '编码', type: 'string', ...over });

describe('codes as an organisation assigns them (codes.ts)', () => {
  it('a waybill number in its carrier’s shape, matching the declared pattern', () => {
    const expressNo = field({ name: 'expressNo', title: '快递单号', pattern: '^[A-Za-z0-9]{8,32}$' });
    expect(codeValue(expressNo, { expressCompany: 'SF' }, 'bmsPersonnelExpressage', 1, draw)).toMatch(/^SF\d{13}$/);
    expect(codeValue(expressNo, { company: 'ZTO' }, 'bmsExtensionExpressInfo', 1, draw)).toMatch(/^7\d{14}$/);
    expect(codeValue(expressNo, { company: 'YTO' }, 'bmsExtensionExpressInfo', 1, draw)).toMatch(/^YT\d{13}$/);
  });

  it('any other code: the record kind’s initials and its id, in the separator the pattern allows', () => {
    expect(kindInitials('bmsExtensionClassificationTwo')).toBe('CT');
    expect(kindInitials('umsPromoteClueOrigin')).toBe('CO');
    // A sub-resource path after the key is not part of the kind; each letter of an acronym is a word.
    expect(kindInitials('bmsExtensionClassificationTwo/{id}/ItemList')).toBe('CT');
    expect(kindInitials('bmsSystemOSSConfig')).toBe('OSSC');
    expect(codeValue(field({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), {}, 'bmsExtensionClassificationTwo', 17, draw)).toBe('CT-0017');
    expect(codeValue(field({ pattern: '^[A-Za-z][A-Za-z0-9_]{1,31}$' }), {}, 'bmsSystemPosition', 3, draw)).toBe('P0003');
    // A pattern no shape fits: the caller draws from the pattern.
    expect(codeValue(field({ pattern: '^\\d{6}$' }), {}, 'bmsSystemPosition', 3, draw)).toBeUndefined();
  });

  it('only for codes', () => {
    expect(isCodeField(field({}))).toBe(true);
    expect(isCodeField(field({ name: 'bizNo', title: '业务单号' }))).toBe(true);
    expect(isCodeField(field({ name: 'name', title: '名称' }))).toBe(false);
    expect(isCodeField(field({ name: 'idCardNo', title: '身份证号', widget: 'idCard' }))).toBe(false);
    expect(isCodeField(field({ name: 'status', title: '状态编码', enum: [1, 2] }))).toBe(false);
    expect(codeValue(field({ name: 'remark', title: '备注' }), {}, 'x', 1, draw)).toBeUndefined();
  });
});
