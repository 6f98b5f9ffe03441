import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { recordSteps } from './record-steps';

const op = (kind: OperationMeta['kind'], action: string, summary: string, extra: Partial<OperationMeta> = {}) =>
  ({
    operationId: action,
    action,
    kind,
    method: 'PUT',
    summary,
    permission: `x:${action}`,
    query: [],
    body: [{ name: 'id', title: 'ID', type: 'integer' }],
    bodyType: 'form',
    ...extra,
  }) as OperationMeta;
const FLOW: ResourceMeta = {
  key: 'flow',
  name: '审批流程',
  group: 'g',
  basePath: '/api/g/flow',
  operations: [
    op('save', 'save', '保存审批流程', { method: 'POST' }),
    op('able', 'able', '启用或禁用审批流程'),
    op('action', 'audit', '审核审批流程', { states: { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { 1: 1, 2: 2 } } } }),
    op('action', 'withdraw', '撤回审批流程', { states: { field: 'auditStatus', from: [0], to: 3 } }),
    op('action', 'preview', '预览', { method: 'GET' }),
    op('remove', 'remove', '删除审批流程', { method: 'DELETE', body: [], bodyType: null, query: [{ name: 'id', title: 'ID', type: 'integer' }] }),
  ],
};
const FIELDS: FieldMeta[] = [{ name: 'auditStatus', title: '审核状态', type: 'integer', enum: [0, 1, 2, 3], enumLabels: ['待审核', '已通过', '已驳回', '已撤回'] }];
const all = () => true;

describe('a record’s next steps', () => {
  it('offers every action of the resource that applies, in the order staff meet them (reads are no step)', () => {
    const steps = recordSteps(FLOW, { id: 1, auditStatus: 0, status: 1 }, all, FIELDS);
    expect(steps.map((s) => [s.label, s.reason])).toEqual([
      ['编辑', undefined],
      ['禁用', undefined],
      ['审核审批流程', undefined],
      ['撤回审批流程', undefined],
      ['删除', undefined],
    ]);
    expect(steps[1]?.intent).toMatchObject({ type: 'action', preset: { status: 0 }, verb: '禁用' });
  });

  it('says, for an action the record’s state does not allow, the state it needs and the one it is in', () => {
    const steps = recordSteps(FLOW, { id: 1, auditStatus: 2 }, all, FIELDS);
    expect(steps.find((s) => s.key === 'audit')?.reason).toBe('仅「待审核」状态可以审核，当前为「已驳回」');
    // No status field: no toggle to offer.
    expect(steps.some((s) => s.key === 'able')).toBe(false);
  });

  it('says, for an action the position is not granted, that it lacks the grant', () => {
    const steps = recordSteps(FLOW, { id: 1, auditStatus: 0 }, (p) => p !== 'x:remove' && p !== 'x:audit', FIELDS);
    expect(steps.find((s) => s.key === 'remove')?.reason).toBe('当前岗位没有「删除」的权限');
    expect(steps.find((s) => s.key === 'audit')?.reason).toBe('当前岗位没有「审核审批流程」的权限');
  });

  it('names the missing grant first when the record’s state does not allow the action either', () => {
    const steps = recordSteps(FLOW, { id: 1, auditStatus: 2 }, (p) => p !== 'x:audit', FIELDS);
    expect(steps.find((s) => s.key === 'audit')?.reason).toBe('当前岗位没有「审核审批流程」的权限');
  });

  it('says, for an action only someone else on the record may take, who may (x-effects actor), in the backend’s words', () => {
    const withdraw = op('action', 'withdraw', '撤回审批流程', {
      states: { field: 'auditStatus', from: [0], to: 3 },
      effects: { actor: { field: 'applicantId' } },
    } as Partial<OperationMeta>);
    const flow = { ...FLOW, operations: [withdraw] };
    const fields = [...FIELDS, { name: 'title', title: '标题', type: 'string' }, { name: 'applicantId', title: '申请人', type: 'integer' }] as FieldMeta[];
    const record = { id: 1, title: '报销', auditStatus: 0, applicantId: 7 };
    expect(recordSteps(flow, record, all, fields, { id: 7 })[0]?.reason).toBeUndefined();
    expect(recordSteps(flow, record, all, fields, { id: 8 })[0]?.reason).toBe('只有申请人可以执行「撤回审批流程」（审批流程「报销」）');
  });
});
