import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { dependencyOf, dependentsOf, pickerScope, sizeOf, uploadedValues } from './field-dependencies';
import { toInputValues, toPayload } from './field-input';
import { mayAct } from './operation-actor';
import { passwordProblems } from './password-field';
import { decidesOn, historyOf } from './record-review';
import { resourceActions } from './resource-actions';

/*
 * What forms and actions derive from the spec's meaning (openapi/README.md): a picker that depends on
 * another field, a password that leaves hashed, a size filled by an upload, who may act, what an action
 * decides on, and the actions a resource offers that take no record.
 */

const ref = (resource: string): FieldMeta['ref'] => ({ resource, label: 'name' });
const course: FieldMeta = { name: 'courseId', title: '课程', type: 'integer', required: true, ref: ref('bmsContContinueCourse') };
const parent: FieldMeta = { name: 'parentId', title: '所属章', type: 'integer', required: true, default: 0, ref: ref('bmsContChapter'), dependsOn: { field: 'courseId' } };
const password: FieldMeta = { name: 'password', title: '初始密码', type: 'string', format: 'password', pattern: '^[0-9a-f]{32}$', maxLength: 32 };

const operation = (over: Partial<OperationMeta>): OperationMeta => ({
  operationId: 'x',
  action: 'x',
  kind: 'action',
  method: 'PUT',
  path: '/api/x',
  summary: 'x',
  permission: 'system:x:x',
  query: [],
  body: [],
  bodyType: 'form',
  response: 'json',
  ...over,
});

describe('a picker that depends on another field (x-depends-on)', () => {
  it('waits for that field, then asks its list filtered by its value', () => {
    expect(dependencyOf(parent)).toEqual({ field: 'courseId' });
    expect(pickerScope({ ...parent, dependsOn: { field: 'courseId', param: 'course' } }, [course, parent], { courseId: '12' })).toEqual({ filter: { course: '12' } });
    expect(dependencyOf(course)).toBeUndefined();
    expect(pickerScope(parent, [course, parent], { courseId: '' })).toEqual({ waitingFor: '课程' });
    expect(pickerScope(parent, [course, parent], { courseId: '12' })).toEqual({ filter: { courseId: '12' } });
    // A field it names that is not on this form narrows nothing (the filter form without a course filter).
    expect(pickerScope(parent, [parent], {})).toBeUndefined();
    expect(dependentsOf([course, parent], 'courseId')).toEqual([parent]);
  });
});

describe('a password (format: password)', () => {
  it('leaves md5-hashed as typed, never in plain; an empty one is not sent (editing keeps the stored one)', () => {
    expect(toPayload([password], { password: ' Wx#2026a' })).toEqual({ password: md5(' Wx#2026a') });
    expect(toPayload([password], { password: '' })).toEqual({});
    // Never edited from what a record holds: its hash would be hashed again.
    expect(toInputValues([password], { password: md5('x') })).toEqual({ password: '' });
  });

  it('is asked for on a create, and follows the 6–20 rule as typed', () => {
    expect(passwordProblems([password], { password: '' }, true)).toEqual({ password: '请输入初始密码' });
    expect(passwordProblems([password], { password: '' }, false)).toEqual({});
    expect(passwordProblems([password], { password: '12345' }, true)).toEqual({ password: '初始密码长度为 6–20 位' });
    expect(passwordProblems([password], { password: 'a'.repeat(21) }, false)).toEqual({ password: '初始密码长度为 6–20 位' });
    expect(passwordProblems([password], { password: '123456' }, true)).toEqual({});
  });
});

describe('a file upload fills what describes the file (x-size-of)', () => {
  it('gives the byte size to the fields declared the size of the uploaded field', () => {
    const url: FieldMeta = { name: 'url', title: '资源地址', type: 'string', widget: 'file' };
    const size: FieldMeta = { name: 'size', title: '文件大小（字节）', type: 'integer', sizeOf: 'url' };
    expect(sizeOf(size)).toBe('url');
    expect(sizeOf(url)).toBeUndefined();
    expect(uploadedValues([url, size], 'url', { size: 4096 })).toEqual({ size: '4096' });
    expect(uploadedValues([url, size], 'cover', { size: 4096 })).toEqual({});
  });
});

describe('who may act', () => {
  it('an action with an actor is offered only to the staff member its field names', () => {
    const withdraw = operation({ action: 'withdraw', actor: { field: 'applicantId' } });
    expect(mayAct(withdraw, { id: 1, applicantId: 7 }, 7)).toBe(true);
    expect(mayAct(withdraw, { id: 1, applicantId: 7 }, 1)).toBe(false);
    expect(mayAct(withdraw, { id: 1 }, undefined)).toBe(false);
    expect(mayAct(operation({}), { id: 1 }, undefined)).toBe(true);
  });
});

describe('what an action decides on', () => {
  const audit = operation({ action: 'audit', states: { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } } });
  const withdraw = operation({ action: 'withdraw', states: { field: 'auditStatus', from: [0], to: 3 } });
  const history = operation({
    action: 'record/list',
    kind: 'list',
    method: 'GET',
    bodyType: null,
    query: [{ name: 'flowId', title: '审批流程', type: 'integer', required: true, ref: ref('bmsSystemApprovalFlow') }],
  });
  const flows: ResourceMeta = { key: 'bmsSystemApprovalFlow', name: '审批流程', group: 'bms-system', basePath: '/api/x', operations: [audit, withdraw, history] };

  it('a decision (its outcome chosen by a parameter) on one record shows the record; the history is the read that takes the record', () => {
    expect(decidesOn(audit, [{ id: 1 }])).toBe(true);
    expect(decidesOn(audit, [{ id: 1 }, { id: 2 }])).toBe(false);
    expect(decidesOn(withdraw, [{ id: 1 }])).toBe(false);
    expect(historyOf(flows)).toEqual({ operation: history, param: 'flowId' });
    expect(historyOf({ ...flows, operations: [audit] })).toBeUndefined();
  });
});

describe('actions that take no record', () => {
  it('are offered when their form is made of the resource’s own fields, not for one’s own account or a utility', () => {
    const list = operation({
      kind: 'list',
      method: 'GET',
      bodyType: null,
      paged: true,
      dataFields: [
        { name: 'title', title: '标题', type: 'string' },
        { name: 'reason', title: '申请理由', type: 'string' },
      ],
    });
    const apply = operation({
      action: 'apply',
      summary: '提交申请',
      body: [
        { name: 'title', title: '标题', type: 'string' },
        { name: 'reason', title: '申请理由', type: 'string' },
      ],
    });
    const self = operation({ action: 'changeDepartment', permission: 'self', body: [{ name: 'title', title: '标题', type: 'string' }] });
    const utility = operation({ action: 'parse', body: [{ name: 'file', title: '文件', type: 'string' }] });
    const onRecord = operation({ action: 'withdraw', body: [{ name: 'id', title: 'ID', type: 'integer' }] });
    // Acting on another resource's record (预约 on a lead): offered on that record's rows, not here.
    const onAnother = operation({ action: 'book', body: [{ name: 'title', title: '标题', type: 'string' }], effects: { on: { field: 'title', resource: 'x' } } });
    const resource: ResourceMeta = { key: 'r', name: 'r', group: 'g', basePath: '/api/x', operations: [list, apply, self, utility, onRecord, onAnother] };
    expect(resourceActions(resource, () => true)).toEqual([apply]);
    expect(resourceActions(resource, () => false)).toEqual([]);
  });
});
