import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { ownershipChanges, type RuleContext } from './record-rules';
import type { FieldPlan } from './values';

const field = (over: Partial<FieldMeta> & { name: string }): FieldMeta => ({ title: over.name, type: 'integer', ...over });
const owner: FieldPlan = { field: field({ name: 'ownerId' }), ref: { resource: 'bmsSystemAdmin', label: 'name' } };
const department: FieldPlan = { field: field({ name: 'departmentId' }), ref: { resource: 'bmsSystemDepartment', label: 'name' } };
const pool: FieldPlan = { field: field({ name: 'pool', enum: [1, 2, 3], enumLabels: ['个人', '部门', '公海'] }) };
const status: FieldPlan = { field: field({ name: 'status', enum: [1, 3, 5], enumLabels: ['待跟进', '已预约', '已报名'] }) };
const homes: Record<number, number> = { 7: 40, 8: 41 };
const ctx: RuleContext = {
  draw: (plan) => (plan.field.name === 'ownerId' ? 8 : 99),
  lookup: (_resource, id) => homes[id],
};

describe('ownershipChanges: a generated record says who owns it consistently (record-rules.ts)', () => {
  it('puts a lead someone is working on in its owner’s own pool, in the owner’s department', () => {
    expect(ownershipChanges([owner, department, pool, status], { status: 3, pool: 3, ownerId: null, departmentId: 12 }, ctx)).toEqual({
      pool: 1,
      ownerId: 8,
      departmentId: 41,
    });
  });

  it('takes the owner off a lead in 公海, even when its status field has no labels', () => {
    const plainStatus: FieldPlan = { field: field({ name: 'status' }) };
    expect(ownershipChanges([owner, pool, plainStatus], { status: 3, pool: 3, ownerId: 7 }, ctx)).toEqual({ ownerId: undefined });
  });

  it('leaves a record alone whose ownerId is not a staff member’s id', () => {
    const plainOwner: FieldPlan = { field: field({ name: 'ownerId' }) };
    expect(ownershipChanges([plainOwner, department, pool], { pool: 3, ownerId: 7, departmentId: 12 }, ctx)).toEqual({});
    expect(ownershipChanges([department, pool], { pool: 3, ownerId: 7 }, ctx)).toEqual({});
  });
});
