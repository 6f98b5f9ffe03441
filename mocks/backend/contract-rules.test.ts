import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkBody } from './contract';

/**
 * The rules a field's schema cannot hold (src/lib/field-rules.ts), refused by the mock backend as by
 * the forms, so they hold for any client: an end before its start, an ID-card number whose check
 * character fails. Fixture operation and schema: the rules come from the manifest's metadata alone.
 */
const save: OperationMeta = {
  operationId: 'demoLessonSave',
  action: 'save',
  kind: 'save',
  method: 'POST',
  path: '/api/demo/lesson/save',
  summary: '保存课次',
  permission: 'demo:lesson:save',
  query: [],
  body: [
    { name: 'id', title: 'ID', type: 'integer' },
    { name: 'startTime', title: '开始时间', type: 'string', format: 'date-time', required: true },
    { name: 'endTime', title: '结束时间', type: 'string', format: 'date-time', required: true, notBefore: 'startTime' },
    { name: 'idCard', title: '身份证号', type: 'string', widget: 'idCard' },
  ],
  bodyType: 'form',
  response: 'json',
};
const schemas = {
  DemoLessonSaveBody: z.object({ id: z.number().optional(), startTime: z.string(), endTime: z.string(), idCard: z.string().optional() }),
};

describe('checkBody: cross-field and widget rules (code 40000 at the caller)', () => {
  it('refuses an end before its start, naming both fields', () => {
    expect(checkBody(schemas, save, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 09:00:00' })).toEqual({ error: '结束时间不能早于开始时间' });
  });

  it('accepts an end equal to or after its start, and keeps the date-times as sent', () => {
    expect(checkBody(schemas, save, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 10:00:00' }).error).toBeUndefined();
    expect(checkBody(schemas, save, { startTime: '2026-03-01 10:00:00', endTime: '2026-03-02 08:00:00' }).data).toEqual({
      startTime: '2026-03-01 10:00:00',
      endTime: '2026-03-02 08:00:00',
    });
  });

  it('checks an update by what it sends (both sides sent: checked)', () => {
    expect(checkBody(schemas, save, { id: 3, startTime: '2026-03-02 00:00:00', endTime: '2026-03-01 00:00:00' }).error).toBe('结束时间不能早于开始时间');
    expect(checkBody(schemas, save, { id: 3, endTime: '2026-03-01 00:00:00' }).error).toBeUndefined();
  });

  it('refuses an ID-card number whose §5 checksum fails', () => {
    const times = { startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 11:00:00' };
    expect(checkBody(schemas, save, { ...times, idCard: '110105194912310021' }).error).toBe('请输入有效的 18 位身份证号');
    expect(checkBody(schemas, save, { ...times, idCard: '11010519491231002X' }).error).toBeUndefined();
  });
});
