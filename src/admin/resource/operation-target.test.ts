import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { extraFields, isRecordOperation, targetPayload } from './operation-target';

const field = (name: string, title: string): FieldMeta => ({ name, title, type: name === 'ids' ? 'array' : 'integer' });
const formOperation = (...body: FieldMeta[]) => ({ kind: 'action', action: 'audit', bodyType: 'form', body, query: [] }) as unknown as OperationMeta;
const queryOperation = (...query: FieldMeta[]) => ({ kind: 'remove', action: 'remove', bodyType: null, body: [], query }) as unknown as OperationMeta;

describe('what an action asks the user for besides its target records', () => {
  it('asks for every field but the ids of the records it acts on', () => {
    const audit = formOperation(field('ids', '所选记录'), field('status', '审核结果'), field('remark', '审核意见'));
    expect(extraFields(audit).map((f) => f.name)).toEqual(['status', 'remark']);
    const assign = formOperation(field('id', 'ID'), field('adminId', '负责人'));
    expect(extraFields(assign).map((f) => f.title)).toEqual(['负责人']);
  });

  it('asks for nothing when the action needs only the record (a delete by query)', () => {
    const remove = queryOperation(field('id', 'ID'));
    expect(isRecordOperation(remove)).toBe(true);
    expect(extraFields(remove)).toEqual([]);
    expect(targetPayload(remove, [{ id: 9 }])).toEqual({ id: 9 });
  });

  it('asks for every field of an action on the whole resource', () => {
    const sync = formOperation(field('departmentId', '部门'), field('month', '月份'));
    expect(isRecordOperation(sync)).toBe(false);
    expect(extraFields(sync).map((f) => f.name)).toEqual(['departmentId', 'month']);
  });
});
