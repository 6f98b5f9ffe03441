import type { FieldMeta, OperationMeta, ResourceMeta } from './manifest-types.ts';
import { describe, expect, it } from 'vitest';
import { declaredOrder, linkRelated, reverseGraph } from './manifest-related.ts';

const ref = (target: string): FieldMeta['ref'] => ({ resource: target, label: 'name' });
function resourceOf(key: string, title: string, group: string, fields: FieldMeta[], filters: string[] = [], extra: OperationMeta[] = []): ResourceMeta {
  const list = {
    operationId: `${key}List`,
    kind: 'list',
    paged: true,
    query: filters.map((filter) => ({ name: filter, title: filter, type: 'integer' })),
    dataFields: [{ name: 'id', title: 'ID', type: 'integer' }, ...fields],
  } as unknown as OperationMeta;
  return { key, name: title, group, basePath: `/api/x/${key}`, operations: [list, ...extra] };
}

const clue = resourceOf('clue', '线索', 'promote', [{ name: 'ownerId', title: '负责人', type: 'integer', ref: ref('admin') }]);
const admin = resourceOf('admin', '管理员', 'system', [{ name: 'departmentId', title: '部门', type: 'integer', ref: ref('department') }]);
const department = resourceOf('department', '部门', 'system', [{ name: 'parentId', title: '上级部门ID', type: 'integer', ref: ref('department') }], ['parentId']);
const circulate = resourceOf(
  'circulate',
  '流转记录',
  'promote',
  [
    { name: 'clueId', title: '线索', type: 'integer', ref: ref('clue') },
    { name: 'fromOwnerId', title: '原负责人', type: 'integer', ref: ref('admin') },
    { name: 'toOwnerId', title: '新负责人', type: 'integer', ref: ref('admin') },
  ],
  ['clueId'],
);
const plan = resourceOf('plan', '教学计划', 'cont', [{ name: 'clueIds', title: '线索', type: 'array', itemType: 'integer', ref: ref('clue') }]);
const transfer = {
  operationId: 'clueTransfer',
  kind: 'action',
  query: [],
  body: [{ name: 'toAdminId', title: '接收人', type: 'integer', ref: ref('admin') }],
} as unknown as OperationMeta;
const withForm = resourceOf('enterprise', '企业', 'promote', [], [], [transfer]);

const graph = reverseGraph([clue, admin, department, circulate, plan, withForm]);

describe('the reverse x-ref graph', () => {
  it('lists, for a resource, every reference of a record that points at it, with whether its list filters by it', () => {
    expect(graph.get('clue')).toEqual([
      { resource: 'circulate', field: 'clueId', title: '流转记录', filter: true },
      { resource: 'plan', field: 'clueIds', title: '教学计划', multiple: true, filter: false },
    ]);
  });

  it('names a list by its field too when one resource points here twice, or at itself', () => {
    expect(graph.get('admin')?.map((l) => l.title)).toEqual(['线索', '流转记录（原负责人）', '流转记录（新负责人）']);
    expect(graph.get('department')).toEqual([
      { resource: 'admin', field: 'departmentId', title: '管理员', filter: false },
      { resource: 'department', field: 'parentId', title: '部门（上级部门）', filter: true },
    ]);
  });

  it('puts the lists of the resource’s own group first, then the others in the specs’ order', () => {
    expect(graph.get('admin')?.map((l) => l.resource)).toEqual(['clue', 'circulate', 'circulate']);
    expect(
      reverseGraph([admin, clue, circulate])
        .get('admin')
        ?.map((l) => l.resource),
    ).toEqual(['clue', 'circulate', 'circulate']);
  });

  it('takes no action’s form parameter for a record’s reference', () => {
    expect(graph.get('admin')?.some((l) => l.resource === 'enterprise')).toBe(false);
  });
});

describe('x-related', () => {
  const lists = graph.get('admin') ?? [];

  it('puts the declared lists first, in its order, with its titles, and leaves hidden ones out', () => {
    const arranged = declaredOrder(lists, {
      relatedDeclared: [
        { resource: 'circulate', field: 'toOwnerId', title: '转入的线索' },
        { resource: 'circulate', field: 'fromOwnerId', hide: true },
      ],
    });
    expect(arranged.map((l) => [l.field, l.title])).toEqual([
      ['toOwnerId', '转入的线索'],
      ['ownerId', '线索'],
    ]);
  });

  it('writes every resource’s related lists into its manifest, replacing what an earlier run left', () => {
    const stale = { ...clue, related: [{ resource: 'gone', field: 'x', title: 'x', filter: true }] };
    const [group] = linkRelated([{ key: 'g', service: 's', name: 'g', resources: [stale, admin, circulate, plan] }]);
    expect(group?.resources.find((r) => r.key === 'clue')?.related?.map((l) => l.resource)).toEqual(['circulate', 'plan']);
    expect(group?.resources.find((r) => r.key === 'plan')?.related).toBeUndefined();
  });
});
