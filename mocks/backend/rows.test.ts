import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from './contract';
import { applyAction, filterRows, stateRefusal } from './rows';
import type { Row } from './store';

const operation = (action: string, summary: string, states: OperationMeta['states'], body: FieldMeta[] = [{ name: 'id', title: 'ID', type: 'integer' }]): OperationMeta => ({
  operationId: action,
  action,
  kind: 'action',
  method: 'PUT',
  path: `/api/x/y/${action}`,
  summary,
  permission: `y:${action}`,
  query: [],
  body,
  bodyType: 'form',
  response: 'json',
  ...(states === undefined ? {} : { states }),
});

const auditField: FieldMeta = { name: 'auditStatus', title: '审核状态', type: 'integer', enum: [0, 1, 2, 3], enumLabels: ['待审核', '已通过', '已驳回', '已撤回'] };
const taskField: FieldMeta = { name: 'status', title: '状态', type: 'integer', enum: [0, 1, 2, 3], enumLabels: ['未开始', '进行中', '已暂停', '已结束'] };
const textState: FieldMeta = { name: 'state', title: '状态', type: 'string', enum: ['draft', 'published'], enumLabels: ['草稿', '已发布'] };
const fields = [auditField, taskField, textState, { name: 'updateTime', title: '更新时间', type: 'string', format: 'date-time' } satisfies FieldMeta];

const audit = operation('audit', '审核', { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } }, [
  { name: 'ids', title: 'ID', type: 'array', itemType: 'integer' },
  { name: 'result', title: '审核结果', type: 'integer', enum: [1, 2], enumLabels: ['通过', '驳回'] },
]);
const withdraw = operation('withdraw', '撤回申请', { field: 'auditStatus', from: [0], to: 3 });
const start = operation('start', '开始外呼任务', { field: 'status', from: [0], to: 1 });
const stop = operation('stop', '结束外呼任务', { field: 'status', from: [1, 2], to: 3 });
const publish = operation('publish', '发布', { field: 'state', from: ['draft'], to: 'published' });

const row = (values: Record<string, unknown>): Row => ({ id: 1, updateTime: '2026-01-02 03:04:05', ...values });

describe('stateRefusal (x-states from)', () => {
  it('allows an action on a record in one of its `from` states', () => {
    expect(stateRefusal(audit, [row({ auditStatus: 0 })], { result: 1 }, fields)).toBeUndefined();
    expect(stateRefusal(stop, [row({ status: 2 })], {}, fields)).toBeUndefined();
    expect(stateRefusal(publish, [row({ state: 'draft' })], {}, fields)).toBeUndefined();
  });

  it('refuses any other state with 40009 and a zh-CN message naming the state and the action', () => {
    expect(stateRefusal(audit, [row({ auditStatus: 2 })], { result: 1 }, fields)).toEqual({ code: REFUSAL_CODES.stateConflict, msg: '当前状态为「已驳回」，不能执行「审核」' });
    expect(stateRefusal(start, [row({ status: 1 })], {}, fields)).toEqual({ code: 40009, msg: '当前状态为「进行中」，不能执行「开始外呼任务」' });
    expect(stateRefusal(stop, [row({ status: 3 })], {}, fields)?.msg).toBe('当前状态为「已结束」，不能执行「结束外呼任务」');
    expect(stateRefusal(withdraw, [row({})], {}, fields)?.msg).toBe('当前状态为「空」，不能执行「撤回申请」');
  });

  it('refuses a batch when one record is in the wrong state (all or nothing), naming it', () => {
    const refused = stateRefusal(audit, [row({ id: 4, auditStatus: 0 }), row({ id: 9, auditStatus: 1 })], { result: 1 }, fields);
    expect(refused).toEqual({ code: 40009, msg: '所选记录中有 1 条不是「待审核」状态（ID：9），不能执行「审核」' });
  });

  it('refuses a `toByParam` value that leads nowhere (40000, by the parameter title)', () => {
    expect(stateRefusal(audit, [row({ auditStatus: 0 })], { result: 7 }, fields)).toEqual({ code: REFUSAL_CODES.invalid, msg: '「审核结果」的值不正确' });
  });

  it('names an undeclared `toByParam` parameter by its name when no field titles it', () => {
    const undeclared = operation('audit', '审核', { field: 'auditStatus', from: [0], toByParam: { param: 'verdict', values: { '1': 1 } } });
    expect(stateRefusal(undeclared, [row({ auditStatus: 0 })], {}, fields)).toEqual({ code: REFUSAL_CODES.invalid, msg: '「verdict」的值不正确' });
  });

  it('never refuses `any` or an action without states', () => {
    expect(stateRefusal(operation('send', '发送', 'any'), [row({ status: 3 })], {}, fields)).toBeUndefined();
    expect(stateRefusal(operation('sync', '同步', undefined), [row({})], {}, fields)).toBeUndefined();
  });
});

describe('applyAction (x-states to)', () => {
  it('moves the state to `to`', () => {
    expect(applyAction(start, row({ status: 0 }), {}, fields).status).toBe(1);
    expect(applyAction(withdraw, row({ auditStatus: 0 }), {}, fields).auditStatus).toBe(3);
    expect(applyAction(publish, row({ state: 'draft' }), {}, fields).state).toBe('published');
  });

  it('moves it to the value `toByParam` names for the parameter sent', () => {
    expect(applyAction(audit, row({ auditStatus: 0 }), { result: 1 }, fields).auditStatus).toBe(1);
    expect(applyAction(audit, row({ auditStatus: 0 }), { result: 2 }, fields).auditStatus).toBe(2);
  });

  it('stores the state as the field types it (a text status stays text)', () => {
    const toText = operation('x', 'X', { field: 'state', from: ['draft'], toByParam: { param: 'to', values: { '1': 'published' } } });
    expect(applyAction(toText, row({ state: 'draft' }), { to: 1 }, fields).state).toBe('published');
    const numberToText = operation('y', 'Y', { field: 'state', from: ['draft'], to: 5 });
    expect(applyAction(numberToText, row({ state: 'draft' }), {}, fields).state).toBe('5');
  });

  it('does not guess from words: `any` or no states leave every status alone', () => {
    const before = row({ status: 0, auditStatus: 0, state: 'draft' });
    for (const op of [operation('start', '开始', 'any'), operation('publish', '发布', undefined), operation('audit', '审核', undefined)]) {
      const after = applyAction(op, before, { result: 1 }, fields);
      expect({ status: after.status, auditStatus: after.auditStatus, state: after.state }).toEqual({ status: 0, auditStatus: 0, state: 'draft' });
    }
  });

  it('assigns owners (分配, 转移) as before, whatever the states', () => {
    const assign = operation('assign', '分配', 'any');
    expect(applyAction(assign, row({ ownerId: 1 }), { ownerId: 8 }, fields).ownerId).toBe(8);
    expect(applyAction(assign, row({ ownerId: 1 }), { toAdminId: 9 }, fields).ownerId).toBe(9);
    expect(applyAction(assign, row({ adminId: 1 }), { toAdminId: 9 }, fields).adminId).toBe(9);
  });

  it('stamps updateTime in the wire format and leaves the original row untouched', () => {
    const before = row({ status: 0 });
    const after = applyAction(start, before, {}, fields);
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(before.status).toBe(0);
  });
});

describe('filterRows', () => {
  const list = { operationId: 'l', kind: 'list', query: [], dataFields: [{ name: 'courseIds', title: '课程', type: 'array', itemType: 'integer' }] } as unknown as OperationMeta;
  const rows: Row[] = [
    { id: 1, courseIds: [3, 4] },
    { id: 2, courseIds: [5] },
    { id: 3, courseIds: [] },
  ];

  it('takes `ids` as just those records (labels looked up in one call)', () => {
    expect(filterRows(rows, { ids: [3, 1] }, list).map((r) => r.id)).toEqual([1, 3]);
  });

  it('matches no record that leaves the filtered field empty; a name that is no field filters nothing', () => {
    const withClue = { ...list, dataFields: [{ name: 'clueId', title: '线索', type: 'integer' }] } as unknown as OperationMeta;
    const records: Row[] = [{ id: 1, clueId: 7 }, { id: 2 }];
    expect(filterRows(records, { clueId: 7 }, withClue).map((r) => r.id)).toEqual([1]);
    expect(filterRows(records, { constructor: 7 }, withClue).map((r) => r.id)).toEqual([1, 2]);
  });

  it('matches a record holding several references by any of them', () => {
    expect(filterRows(rows, { courseIds: [4] }, list).map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, { courseIds: 5 }, list).map((r) => r.id)).toEqual([2]);
  });
});
