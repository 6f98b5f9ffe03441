import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { isValidIdCard } from '@/lib/id-card';
import { imageExtension } from '@/lib/image-extension';
import { fieldValue, planFields, seedRow, type ValueContext } from './values';

const context = (id = 7, labels: Record<number, string> = {}): ValueContext => ({
  seed: 1,
  resource: { key: 'testLesson', name: '课程安排' },
  id,
  index: 0,
  count: 50,
  row: { id },
  tableSize: (key) => (key === 'bmsSystemDepartment' ? 16 : undefined),
  tableIds: () => undefined,
  labelOf: (key, target, field) => (key === 'bmsSystemDepartment' && field === 'name' ? (labels[target] ?? `部门${target}`) : undefined),
});

const field = (f: Partial<FieldMeta> & Pick<FieldMeta, 'name' | 'type'>): FieldMeta => ({ title: f.name, required: true, ...f });

const LESSON: FieldMeta[] = [
  field({ name: 'departmentName', type: 'string', labelOf: 'departmentId' }),
  field({ name: 'departmentId', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name' } }),
  field({ name: 'endTime', type: 'string', format: 'date-time', notBefore: 'startTime' }),
  field({ name: 'startTime', type: 'string', format: 'date-time' }),
  field({ name: 'startDate', type: 'string', format: 'date' }),
  field({ name: 'endDate', type: 'string', format: 'date', notBefore: 'startDate' }),
  field({ name: 'teacher', type: 'string', semantic: 'personName' }),
  field({ name: 'room', type: 'string', examples: ['A101 教室', '多媒体教室'] }),
  field({ name: 'percent', type: 'number', semantic: 'percent' }),
  field({ name: 'sort', type: 'integer', semantic: 'sort' }),
  field({ name: 'fee', type: 'number', semantic: 'money' }),
  field({ name: 'capacity', type: 'integer', minimum: 10, maximum: 60 }),
  field({ name: 'status', type: 'integer', enum: [0, 1, 2] }),
  field({ name: 'idCardNo', type: 'string', widget: 'idCard' }),
  field({ name: 'photo', type: 'string', format: 'uri', widget: 'image' }),
  field({ name: 'phone', type: 'string', pattern: '^1[3-9]\\d{9}$' }),
  field({ name: 'code', type: 'string', pattern: '^[A-Z]{2}\\d{4}$' }),
  field({ name: 'summary', type: 'string', semantic: 'content', maxLength: 10 }),
];

describe('demo values from what a field means', () => {
  it('a row obeys every declaration', () => {
    for (let id = 1; id <= 200; id += 1) {
      const row = seedRow(planFields(LESSON, 'testLesson'), context(id, { 3: '招生二部' }));
      expect(row.departmentId).toBeGreaterThanOrEqual(1);
      expect(row.departmentId).toBeLessThanOrEqual(16);
      expect(row.departmentName).toBe(row.departmentId === 3 ? '招生二部' : `部门${String(row.departmentId)}`);
      expect(row.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(String(row.endTime) >= String(row.startTime)).toBe(true);
      expect(String(row.endDate) >= String(row.startDate)).toBe(true);
      expect(row.teacher).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(['A101 教室', '多媒体教室']).toContain(row.room);
      expect(row.percent).toBeGreaterThanOrEqual(0);
      expect(row.percent).toBeLessThanOrEqual(100);
      expect(row.sort).toBeLessThanOrEqual(999);
      expect(Number(row.fee) * 100).toBeCloseTo(Math.round(Number(row.fee) * 100), 5);
      expect(row.capacity).toBeGreaterThanOrEqual(10);
      expect(row.capacity).toBeLessThanOrEqual(60);
      expect([0, 1, 2]).toContain(row.status);
      expect(isValidIdCard(String(row.idCardNo))).toBe(true);
      expect(imageExtension(String(row.photo))).toBe('png');
      expect(row.photo).toMatch(/^data:image\/png;base64,/);
      expect(row.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(row.code).toMatch(/^[A-Z]{2}\d{4}$/);
      expect(String(row.summary).length).toBeLessThanOrEqual(10);
    }
  });

  it('is deterministic per field: the same seed gives the same row, and one field alone equals it in the row', () => {
    const plans = planFields(LESSON, 'testLesson');
    const first = seedRow(plans, context(9));
    expect(seedRow(plans, context(9))).toEqual(first);
    const teacher = plans.find((p) => p.field.name === 'teacher')!;
    expect(fieldValue(teacher, context(9))).toBe(first.teacher);
  });

  it('leaves a realistic share of optional fields empty and fills required ones always', () => {
    const optional = planFields([field({ name: 'remark', type: 'string', semantic: 'remark', required: undefined })], 'testLesson');
    const empty = Array.from({ length: 300 }, (_, i) => seedRow(optional, context(i + 1))).filter((r) => r.remark === undefined).length;
    expect(empty).toBeGreaterThan(20);
    expect(empty).toBeLessThan(100);
  });

  it('guesses a meaning for undeclared fields: no Latin filler, no absurd numbers', () => {
    const undeclared: FieldMeta[] = [
      field({ name: 'workUnit', title: '工作单位', type: 'string' }),
      field({ name: 'originName', title: '线索来源', type: 'string' }),
      field({ name: 'dormantCount', title: '沉睡线索数', type: 'integer', minimum: 0 }),
      field({ name: 'sort', title: '排序', type: 'integer', minimum: 0 }),
      field({ name: 'remark', title: '备注', type: 'string' }),
    ];
    for (let id = 1; id <= 100; id += 1) {
      const row = seedRow(planFields(undeclared, 'testClue'), context(id));
      for (const name of ['workUnit', 'originName', 'remark']) expect(String(row[name])).not.toMatch(/[A-Za-z]{3,}/);
      expect(row.dormantCount).toBeLessThan(10_000);
      expect(row.sort).toBeLessThanOrEqual(999);
    }
  });
});
