import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupManifest } from './manifest';
import type { GroupMeta } from './manifest-types';
import { effectsAndScopeProblems } from './spec-effects-rules';
import { meaningProblems } from './spec-meaning-rules';

/*
 * The effects and scope rules of `npm run lint:spec` (openapi/README.md, "Meaning"), each shown by a
 * deliberate breach of one small inline spec that is otherwise clean: a lead with a pool, an owner and
 * a department, its circulation records, staff and departments.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ID = `{type: integer, format: int64, minimum: 1, title: ID}`;
const TIME = `{type: string, title: 时间, x-format: date-time, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'}`;
const ok = `'200': {description: ok, content: {application/json: {schema: {type: object, properties: {code: {type: integer, minimum: 0, maximum: 999999999, title: 码}}}}}}`;

/** A paged list answering records of `schema`. */
const listAnswer = (schema: string) =>
  `'200': {description: ok, content: {application/json: {schema: {type: object, properties: {data: {type: object, properties: {pageList: {type: array, items: {$ref: '#/components/schemas/${schema}'}}, total: {type: integer, minimum: 0, maximum: 999999999, title: 总数}}}}}}}}`;

const SPEC = `openapi: 3.1.0
info: {title: 招生, version: 1.0.0, x-display-name: 招生}
tags:
  - {name: tLead, x-display-name: 线索}
  - {name: tCirculate, x-display-name: 线索流转记录}
  - {name: bmsSystemAdmin, x-display-name: 管理员}
  - {name: bmsSystemDepartment, x-display-name: 部门}
  - {name: tPosition, x-display-name: 岗位}
paths:
  /api/t/lead/list:
    get:
      tags: [tLead]
      operationId: tLeadList
      summary: 线索列表
      x-permission: t:lead:list
      x-scope: {owner: ownerId, department: departmentId, open: [{field: pool, in: [3]}, {field: pool, in: [2], within: department}]}
      parameters:
        - {name: pageNum, in: query, schema: {type: integer, minimum: 1, maximum: 100000}}
        - {name: pageSize, in: query, schema: {type: integer, minimum: 1, maximum: 1000}}
      responses:
        ${listAnswer('Lead')}
  /api/t/lead/seaDraw:
    put:
      tags: [tLead]
      operationId: tLeadSeaDraw
      summary: 从公海领取
      x-permission: t:lead:seaDraw
      x-states: any
      x-effects:
        requires: [{field: pool, in: [3]}]
        sets: {pool: 1, ownerId: $staff, departmentId: $department, status: {to: 1, from: [1]}}
        writes:
          - resource: tCirculate
            values: {clueId: $record.id, fromPool: $record.pool, toPool: 1, toOwnerId: $staff, createBy: $staffName, createTime: $now}
      requestBody:
        content: {application/x-www-form-urlencoded: {schema: {type: object, required: [ids], properties: {ids: {type: array, title: 所选, items: ${ID}}}}}}
      responses:
        ${ok}
  /api/t/lead/giveUp:
    put:
      tags: [tLead]
      operationId: tLeadGiveUp
      summary: 放弃线索
      x-permission: t:lead:giveUp
      x-states: any
      x-effects:
        actor: owner
        requires: [{field: pool, in: [1]}]
        sets: {pool: 3, ownerId: null}
        writes:
          - resource: tCirculate
            values: {clueId: $record.id, fromPool: $record.pool, toPool: 3, fromOwnerId: $record.ownerId, reason: $param.reason}
      requestBody:
        content: {application/x-www-form-urlencoded: {schema: {type: object, required: [id], properties: {id: ${ID}, reason: {type: string, maxLength: 200, title: 原因, x-semantic: remark}}}}}
      responses:
        ${ok}
  /api/t/lead/close:
    put:
      tags: [tLead]
      operationId: tLeadClose
      summary: 关闭线索
      x-permission: t:lead:close
      x-states: {field: status, from: [1], to: 2}
      x-effects: states
      requestBody:
        content: {application/x-www-form-urlencoded: {schema: {type: object, required: [id], properties: {id: ${ID}}}}}
      responses:
        ${ok}
  /api/t/circulate/list:
    get:
      tags: [tCirculate]
      operationId: tCirculateList
      summary: 流转记录列表
      x-permission: t:circulate:list
      x-scope: all
      parameters:
        - {name: pageNum, in: query, schema: {type: integer, minimum: 1, maximum: 100000}}
        - {name: clueId, in: query, schema: {type: integer, format: int64, minimum: 1, title: 线索, x-ref: {resource: tLead, label: name}}}
      responses:
        ${listAnswer('Circulate')}
  /api/t/circulate/book:
    put:
      tags: [tCirculate]
      operationId: tCirculateBook
      summary: 预约
      x-permission: t:circulate:book
      x-states: any
      x-effects:
        on: clueId
        requires: [{field: status, in: [1]}]
        sets: {status: 2}
      requestBody:
        content: {application/x-www-form-urlencoded: {schema: {type: object, required: [clueId], properties: {clueId: {type: integer, format: int64, minimum: 1, title: 线索, x-ref: {resource: tLead, label: name}}}}}}
      responses:
        ${ok}
  /api/t/admin/list:
    get:
      tags: [bmsSystemAdmin]
      operationId: bmsSystemAdminList
      summary: 管理员列表
      x-permission: t:admin:list
      x-scope: {department: departmentId}
      parameters:
        - {name: departmentId, in: query, schema: {type: integer, format: int64, minimum: 1, title: 部门, x-ref: {resource: bmsSystemDepartment, label: name}}}
      responses:
        ${listAnswer('Admin')}
  /api/t/department/list:
    get:
      tags: [bmsSystemDepartment]
      operationId: bmsSystemDepartmentList
      summary: 部门列表
      x-permission: t:department:list
      x-scope: all
      responses:
        ${listAnswer('Department')}
  /api/t/position/list:
    get:
      tags: [tPosition]
      operationId: tPositionList
      summary: 岗位列表
      x-permission: t:position:list
      x-scope: all
      parameters:
        - {name: departmentId, in: query, schema: {type: integer, format: int64, minimum: 1, title: 部门, x-ref: {resource: bmsSystemDepartment, label: name}}}
      responses:
        ${listAnswer('Position')}
components:
  schemas:
    Pool: {type: integer, enum: [1, 2, 3], x-enum-labels: [个人, 部门线索池, 公海], title: 所在池}
    Lead:
      type: object
      properties:
        id: ${ID}
        name: {type: string, title: 姓名, x-semantic: personName}
        phone: {type: string, title: 手机号, pattern: '^1\\d{10}$', x-unique: true}
        status: {type: integer, enum: [1, 2], x-enum-labels: [跟进中, 已预约], title: 状态}
        pool: {$ref: '#/components/schemas/Pool'}
        ownerId: {type: integer, format: int64, minimum: 1, title: 负责人, x-owner: staff, x-ref: {resource: bmsSystemAdmin, label: name}}
        departmentId: {type: integer, format: int64, minimum: 1, title: 部门, x-owner: department, x-ref: {resource: bmsSystemDepartment, label: name}}
    Circulate:
      type: object
      properties:
        id: ${ID}
        clueId: {type: integer, format: int64, minimum: 1, title: 线索, x-ref: {resource: tLead, label: name}}
        fromPool: {$ref: '#/components/schemas/Pool'}
        toPool: {$ref: '#/components/schemas/Pool'}
        fromOwnerId: {type: integer, format: int64, minimum: 1, title: 原负责人, x-ref: {resource: bmsSystemAdmin, label: name}}
        toOwnerId: {type: integer, format: int64, minimum: 1, title: 新负责人, x-ref: {resource: bmsSystemAdmin, label: name}}
        reason: {type: string, title: 原因, x-semantic: remark}
        createBy: {type: string, title: 操作人, x-semantic: personName}
        createTime: ${TIME}
    Admin:
      type: object
      properties:
        id: ${ID}
        name: {type: string, title: 姓名, x-semantic: personName}
        departmentId: {type: integer, format: int64, minimum: 1, title: 部门, x-ref: {resource: bmsSystemDepartment, label: name}}
        positionId: {type: integer, format: int64, minimum: 1, title: 岗位, x-ref: {resource: tPosition, label: name}, x-depends-on: {field: departmentId}}
    Department:
      type: object
      properties:
        id: ${ID}
        name: {type: string, title: 名称, x-semantic: orgName}
    Position:
      type: object
      properties:
        id: ${ID}
        name: {type: string, title: 名称, x-semantic: title}
        dataScope: {type: integer, enum: [1, 2, 3, 4], x-enum-labels: [仅本人, 本部门, 本部门及下级, 全部], title: 数据范围, x-data-scope: {'1': owner, '2': department, '3': departmentTree, '4': all}}
`;

/** The inline spec's manifest, after `edit` (a deliberate breach). */
function group(edit: (text: string) => string = (t) => t): GroupMeta {
  const dir = mkdtempSync(join(tmpdir(), 'spec-effects-'));
  dirs.push(dir);
  writeFileSync(join(dir, 't.yaml'), edit(SPEC));
  return groupManifest({ key: 't-lead', file: join(dir, 't.yaml'), ident: 't-lead' });
}

const problems = (edit: (text: string) => string) => {
  expect(edit(SPEC), 'the breach changed the spec').not.toBe(SPEC);
  return effectsAndScopeProblems([group(edit)]);
};

describe('x-effects and x-scope rules (npm run lint:spec)', () => {
  it('the inline spec is clean, and the manifest carries what it declares', () => {
    const meta = group();
    expect(effectsAndScopeProblems([meta])).toEqual([]);
    expect(meaningProblems([meta]).filter((p) => /x-(effects|scope|depends-on|unique|data-scope)/.test(p))).toEqual([]);
    const ops = Object.fromEntries(meta.resources.flatMap((r) => r.operations.map((o) => [o.operationId, o])));
    expect(ops.tLeadSeaDraw?.effects).toEqual({
      requires: [{ field: 'pool', in: [3] }],
      sets: { pool: { to: 1 }, ownerId: { to: '$staff' }, departmentId: { to: '$department' }, status: { to: 1, from: [1] } },
      writes: [
        {
          resource: 'tCirculate',
          values: { clueId: '$record.id', fromPool: '$record.pool', toPool: 1, toOwnerId: '$staff', createBy: '$staffName', createTime: '$now' },
        },
      ],
    });
    // `actor: owner` is the record's x-owner: staff field, copied beside the effects for the screens.
    expect(ops.tLeadGiveUp?.actor).toEqual({ field: 'ownerId' });
    expect(ops.tLeadGiveUp?.effects).toMatchObject({ actor: { field: 'ownerId' }, sets: { ownerId: { to: null } } });
    // `on` names the reference; the record acted on is its target's.
    expect(ops.tCirculateBook?.effects).toMatchObject({ on: { field: 'clueId', resource: 'tLead' } });
    expect(ops.tLeadClose?.effects).toBe('states');
    expect(ops.tLeadList?.scope).toEqual({
      owner: 'ownerId',
      department: 'departmentId',
      open: [
        { field: 'pool', in: [3] },
        { field: 'pool', in: [2], within: 'department' },
      ],
    });
    expect(ops.tCirculateList?.scope).toBe('all');
    const lead = ops.tLeadList?.dataFields ?? [];
    expect(lead.find((f) => f.name === 'phone')?.unique).toBe(true);
    const admin = ops.bmsSystemAdminList?.dataFields ?? [];
    expect(admin.find((f) => f.name === 'positionId')?.dependsOn).toEqual({ field: 'departmentId' });
    expect(ops.tPositionList?.dataFields?.find((f) => f.name === 'dataScope')?.dataScope).toEqual({ 1: 'owner', 2: 'department', 3: 'departmentTree', 4: 'all' });
  });

  it('a named action without x-effects fails', () => {
    const found = problems((t) => t.replace(/ {6}x-effects: states\n/, ''));
    expect(found).toEqual([expect.stringMatching(/^t-lead: PUT \/api\/t\/lead\/close: a named action needs x-effects/)]);
  });

  it('x-effects: states on an action whose x-states moves nothing fails (it does something else: say what)', () => {
    const found = problems((t) => t.replace('x-states: {field: status, from: [1], to: 2}', 'x-states: any'));
    expect(found).toEqual([expect.stringMatching(/lead\/close: x-effects: states, but x-states declares no move/)]);
  });

  it('a list without x-scope fails', () => {
    const found = problems((t) =>
      t.replace(
        / {6}x-scope: all\n {6}parameters:\n {8}- \{name: pageNum, in: query, schema: \{type: integer, minimum: 1, maximum: 100000\}\}\n {8}- \{name: clueId/,
        '      parameters:\n        - {name: clueId',
      ),
    );
    expect(found).toEqual([expect.stringMatching(/^t-lead: GET \/api\/t\/circulate\/list: a list needs x-scope/)]);
  });

  it('a scope naming a field the record lacks, or one that is not a staff reference, fails', () => {
    expect(problems((t) => t.replace('x-scope: {owner: ownerId,', 'x-scope: {owner: creatorId,'))).toEqual([
      expect.stringMatching(/lead\/list: x-scope owner creatorId is not a field of the list record/),
    ]);
    expect(problems((t) => t.replace('x-scope: {owner: ownerId,', 'x-scope: {owner: departmentId,'))).toEqual([
      expect.stringMatching(/x-scope owner departmentId is not a reference to bmsSystemAdmin/),
    ]);
  });

  it('sets of a field the record lacks, a state it does not have, or from an unknown source fail', () => {
    expect(problems((t) => t.replace('sets: {pool: 3, ownerId: null}', 'sets: {pool: 3, ownerName: null}'))).toEqual([
      expect.stringMatching(/giveUp: x-effects sets ownerName, which is not a field/),
    ]);
    expect(problems((t) => t.replace('sets: {pool: 3, ownerId: null}', 'sets: {pool: 4, ownerId: null}'))).toEqual([
      expect.stringMatching(/giveUp: x-effects sets pool: 4 are not values of pool/),
    ]);
    expect(problems((t) => t.replace('ownerId: $staff, departmentId', 'ownerId: $me, departmentId'))).toEqual([
      expect.stringMatching(/seaDraw: x-effects sets ownerId from \$me: unknown source/),
    ]);
    expect(problems((t) => t.replace('reason: $param.reason', 'reason: $param.why'))).toEqual([
      expect.stringMatching(/giveUp: x-effects writes tCirculate\.reason from \$param\.why: the action takes no parameter why/),
    ]);
  });

  it('writes into a resource no spec declares, or a field its records lack, fail', () => {
    expect(
      problems((t) =>
        t.replace(
          '- resource: tCirculate\n            values: {clueId: $record.id, fromPool: $record.pool, toPool: 1',
          '- resource: tCirculation\n            values: {clueId: $record.id, fromPool: $record.pool, toPool: 1',
        ),
      ),
    ).toEqual([expect.stringMatching(/seaDraw: x-effects writes tCirculation, which no spec declares/)]);
    expect(problems((t) => t.replace('toPool: 1, toOwnerId: $staff', 'toPool: 1, newOwnerId: $staff'))).toEqual([
      expect.stringMatching(/seaDraw: x-effects writes tCirculate\.newOwnerId, which is not a field of its records/),
    ]);
  });

  it('a precondition on a value the field does not have fails', () => {
    expect(problems((t) => t.replace('requires: [{field: pool, in: [3]}]', 'requires: [{field: pool, in: [5]}]'))).toEqual([
      expect.stringMatching(/seaDraw: x-effects requires pool in 5: not values of pool/),
    ]);
  });

  it('actor: owner on a record without an x-owner: staff field fails', () => {
    expect(problems((t) => t.replace('title: 负责人, x-owner: staff,', 'title: 负责人,'))).toEqual([
      expect.stringMatching(/giveUp: x-effects actor: owner, but the record has no x-owner: staff field/),
    ]);
  });

  it('on: a field that is no reference fails', () => {
    expect(problems((t) => t.replace('on: clueId', 'on: clue'))).toEqual([expect.stringMatching(/circulate\/book: x-effects on clue: not a reference/)]);
  });

  it('sets on an action that takes no record fails', () => {
    expect(problems((t) => t.replace(/ {8}on: clueId\n/, ''))).toContainEqual(
      expect.stringMatching(/circulate\/book: x-effects sets, requires, actor or updates a record, but the action takes no id/),
    );
  });
});

const fieldProblems = (edit: (text: string) => string) => meaningProblems([group(edit)]).filter((p) => /x-(depends-on|data-scope|unique)/.test(p));

describe('x-depends-on and x-data-scope rules (npm run lint:spec)', () => {
  it('a dependency on a field that is not beside it, or whose target list has no such filter, fails', () => {
    expect(fieldProblems((t) => t.replace('x-depends-on: {field: departmentId}', 'x-depends-on: {field: deptId}'))).toEqual([
      expect.stringMatching(/data\.positionId: x-depends-on deptId is not a field beside it/),
      expect.stringMatching(/data\.positionId: x-depends-on param deptId is not a filter of tPosition's list/),
    ]);
  });

  it('a data scope value mapped to an unknown level fails', () => {
    expect(fieldProblems((t) => t.replace("'4': all}", "'4': everyone}"))).toEqual([expect.stringMatching(/data\.dataScope: x-data-scope 4: everyone/)]);
  });
});
