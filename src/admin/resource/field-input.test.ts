import type { FieldMeta } from '@generated/manifest/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInputValues, toPayload } from './field-input';

const fields: FieldMeta[] = [
  { name: 'nextFollowTime', title: '下次跟进时间', type: 'string', format: 'date-time' },
  { name: 'amount', title: '金额', type: 'number' },
  { name: 'ids', title: '所选', type: 'array', itemType: 'integer' },
];

// East of Greenwich, so a UTC reading of a wall-clock time would show (the machine runs on UTC).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('form values ↔ payload', () => {
  it('reads the wire format as it is and sends it back unchanged (local wall-clock time, no zone shift)', () => {
    const inputs = toInputValues(fields, { nextFollowTime: '2026-03-01 07:30:15' });
    expect(inputs.nextFollowTime).toBe('2026-03-01 07:30:15');
    expect(toPayload(fields, inputs).nextFollowTime).toBe('2026-03-01 07:30:15');
  });

  it('edits older ISO data in local time and sends it in the wire format', () => {
    // 07:30:15Z is 15:30:15 in Shanghai (the zone of these tests): what staff saw in the table.
    const inputs = toInputValues(fields, { nextFollowTime: '2026-03-01T07:30:15Z' });
    expect(inputs.nextFollowTime).toBe('2026-03-01 15:30:15');
    expect(toPayload(fields, inputs).nextFollowTime).toBe('2026-03-01 15:30:15');
  });

  it('sends a picker value (no seconds) as yyyy-MM-dd HH:mm:00, and keeps dates as yyyy-MM-dd', () => {
    const withDate: FieldMeta[] = [...fields, { name: 'day', title: '日期', type: 'string', format: 'date' }];
    expect(toPayload(withDate, { nextFollowTime: '2026-03-01T18:05', day: '2026-03-01' })).toEqual({ nextFollowTime: '2026-03-01 18:05:00', day: '2026-03-01' });
    // Unreadable text is sent as typed, for the schema to name the field.
    expect(toPayload(fields, { nextFollowTime: 'tomorrow' })).toEqual({ nextFollowTime: 'tomorrow' });
  });

  it('types numbers and splits arrays, leaving out what is empty', () => {
    expect(toPayload(fields, { amount: '12.50', ids: '3，4 5', nextFollowTime: '' })).toEqual({ amount: 12.5, ids: [3, 4, 5] });
  });
});
