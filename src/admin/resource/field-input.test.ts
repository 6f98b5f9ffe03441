import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { toInputValues, toPayload } from './field-input';

const fields: FieldMeta[] = [
  { name: 'nextFollowTime', title: '下次跟进时间', type: 'string', format: 'date-time' },
  { name: 'amount', title: '金额', type: 'number' },
  { name: 'ids', title: '所选', type: 'array', itemType: 'integer' },
];

describe('form values ↔ payload', () => {
  it('edits a stored instant in local time and sends the same instant back', () => {
    const stored = '2026-03-01T07:30:15Z';
    const inputs = toInputValues(fields, { nextFollowTime: stored });
    expect(new Date(inputs.nextFollowTime ?? '').toISOString()).toBe('2026-03-01T07:30:15.000Z');
    expect(toPayload(fields, inputs).nextFollowTime).toBe(stored);
  });

  it('types numbers and splits arrays, leaving out what is empty', () => {
    expect(toPayload(fields, { amount: '12.50', ids: '3，4 5', nextFollowTime: '' })).toEqual({ amount: 12.5, ids: [3, 4, 5] });
  });
});
